// What a client is told about a malformed Idempotency-Key: enough to fix the key it sends.
import { describe, expect, it } from 'vitest';
import { parseIdempotencyKey } from './parse-idempotency-key.ts';

describe('parseIdempotencyKey refusal', () => {
  it('names the header, the length allowed and the two forms a key may take', () => {
    expect(() => parseIdempotencyKey('a, b')).toThrow(
      'Idempotency-Key must be 1 to 255 printable ASCII characters, as a quoted string ("…") or bare without quotes, commas or backslashes',
    );
  });

  it.each([
    ['after', '"checkout-42"x'],
    ['before', 'x"checkout-42"'],
  ])('refuses text %s a quoted key rather than taking the quoted part', (_where, value) => {
    expect(() => parseIdempotencyKey(value)).toThrow(/Idempotency-Key must be/);
  });
});
