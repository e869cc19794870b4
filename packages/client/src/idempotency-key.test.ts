import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './idempotency-key.ts';

describe('createIdempotencyKey', () => {
  it('makes version 4 UUIDs that differ every time', () => {
    const made = Array.from({ length: 500 }, createIdempotencyKey);
    for (const key of made)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(500);
  });
});
