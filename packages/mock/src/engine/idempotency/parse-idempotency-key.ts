import { idempotencyKeyHeader, maxIdempotencyKeyLength } from '@museum-api/core/http';
import { ProblemError } from '../http/problem-error.ts';

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
