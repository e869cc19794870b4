import { ProblemError } from '../http/problem-error.ts';

/**
 * The request header that makes a `POST` safe to retry (the IETF httpapi draft "The
 * Idempotency-Key HTTP Header Field"): the mock answers a repeat under the same key with the
 * first answer instead of buying a second ticket.
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

/** The longest key, counted after unquoting: room for any UUID, ULID or composed key. */
export const maxIdempotencyKeyLength = 255;

// The draft makes the value a Structured Field string (RFC 9651): printable ASCII in double
// quotes, with `\"` and `\\` as the only escapes. Most clients (Stripe's, ours) send the key
// bare, so visible ASCII without quotes, backslashes or commas is taken as the key itself.
const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
const bare = /^[\x21\x23-\x2b\x2d-\x5b\x5d-\x7e]+$/;

/**
 * The key an `Idempotency-Key` header value names: an sf-string (`"8e03978e-…"`) unquoted, or a
 * bare value (`8e03978e-…`) as it is; both name the same key. The key must be 1 to 255
 * characters of printable ASCII.
 *
 * @throws {ProblemError} 400 for any other value: empty, too long, a list, non-ASCII, broken quoting.
 * @example
 * ```ts
 * parseIdempotencyKey('"checkout-42"'); // 'checkout-42'
 * parseIdempotencyKey('checkout-42'); // 'checkout-42'
 * ```
 */
export function parseIdempotencyKey(value: string): string {
  const trimmed = value.trim();
  const match = quoted.exec(trimmed);
  const key = match
    ? (match[1] as string).replace(/\\(["\\])/g, '$1')
    : bare.test(trimmed)
      ? trimmed
      : undefined;
  if (key === undefined || key.length === 0 || key.length > maxIdempotencyKeyLength) {
    throw ProblemError.invalidRequest(
      `${idempotencyKeyHeader} must be 1 to ${maxIdempotencyKeyLength} printable ASCII characters, as a quoted string ("…") or bare without quotes, commas or backslashes`,
      [{ path: `header.${idempotencyKeyHeader}`, message: 'Malformed idempotency key' }],
    );
  }
  return key;
}
