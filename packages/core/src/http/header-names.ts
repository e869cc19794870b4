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
