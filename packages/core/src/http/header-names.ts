/**
 * The header that names one request in both directions: a caller may send one to correlate its
 * logs with the server's, and every answer of the mock carries one (the caller's, or its own).
 *
 * @example
 * ```ts
 * const response = await fetch(`${base}/museum-hours`, { headers: { [requestIdHeader]: 'trace-1' } });
 * response.headers.get(requestIdHeader); // 'trace-1' from the mock
 * ```
 */
export const requestIdHeader = 'X-Request-Id';

/**
 * The request header that makes a `POST` safe to retry (the IETF httpapi draft "The
 * Idempotency-Key HTTP Header Field"): a repeat under the same key gets the first answer
 * instead of buying a second ticket.
 *
 * @example
 * ```ts
 * await fetch(`${base}/tickets`, { method: 'POST', headers: { [idempotencyKeyHeader]: crypto.randomUUID() }, body });
 * ```
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * The response header that marks a replayed answer: `true` on an answer given again to a repeat
 * of a request under the same `Idempotency-Key`, absent on every first answer.
 *
 * @example
 * ```ts
 * const replayed = response.headers.get(idempotentReplayedHeader) === 'true';
 * ```
 */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/**
 * The longest `Idempotency-Key`, counted after unquoting: room for any UUID, ULID or composed key.
 *
 * @example
 * ```ts
 * const key = crypto.randomUUID(); // 36 characters, well within maxIdempotencyKeyLength
 * ```
 */
export const maxIdempotencyKeyLength = 255;

/**
 * The response header in which a server states the published version of the API it speaks
 * (`1.1.1`, `1.2.1`); the published API has no such statement, so a client learns the version
 * from this header where a server sends it. The mock sends it on every answer.
 *
 * @example
 * ```ts
 * response.headers.get(museumApiVersionHeader); // '1.2.1' from a mock in 1.2 mode
 * ```
 */
export const museumApiVersionHeader = 'Museum-Api-Version';

/**
 * The response header by which a server says, on any answer, that it honours `Idempotency-Key`
 * (value `honoured`): a client then keys and retries its purchases there, and only there.
 *
 * @example
 * ```ts
 * const keyed = response.headers.get(museumIdempotencyHeader) === 'honoured';
 * ```
 */
export const museumIdempotencyHeader = 'Museum-Idempotency';
