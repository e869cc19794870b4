import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './create-idempotency-key.ts';

describe('createIdempotencyKey', () => {
  it('makes version 4 UUIDs that differ every time', () => {
    const made = Array.from({ length: 500 }, createIdempotencyKey);
    for (const key of made)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(500);
  });

  it('fixes only the version and variant bits, and leaves the other 122 random', () => {
    const digits = Array.from({ length: 500 }, () => createIdempotencyKey().replaceAll('-', ''));
    const seen = (position: number) => [...new Set(digits.map((key) => key[position]))].sort().join('');
    expect(seen(12)).toBe('4');
    expect(seen(16)).toBe('89ab');
    // 500 keys leave a given digit unseen at a free position with a chance of about 1e-14.
    for (const position of [0, 7, 8, 11, 13, 15, 17, 31]) expect(seen(position)).toBe('0123456789abcdef');
  });
});
