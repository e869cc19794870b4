import { idempotencyKeyHeader, maxIdempotencyKeyLength } from '@museum-api/core/http';
import { ProblemError } from '../http/problem-error.ts';

// The draft makes the value a Structured Field string (RFC 9651): printable ASCII in double
// quotes, with `\"` and `\\` as the only escapes. Most clients (Stripe's, ours) send the key
// bare, so visible ASCII without quotes, backslashes or commas is taken as the key itself.
const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
const bare = /^[\x21\x23-\x2b\x2d-\x5b\x5d-\x7e]+$/;

/**
 * The key of an `Idempotency-Key` value, an sf-string or bare: 1 to 255 printable ASCII characters.
 * @throws {ProblemError} 400 for any other value.
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
