import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, type KeptIdempotencyKey } from './idempotency-keys.ts';

function kept(key: string, keptAt = 0): KeptIdempotencyKey {
  return {
    key,
    operation: 'buyMuseumTickets',
    bodySha256: 'e3b0',
    keptAt,
    answer: { kind: 'json', status: 201, headers: {}, text: '{}' },
  };
}

describe('IdempotencyKeys', () => {
  it('holds a key once until it is released', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 10, limit: 10 }),
    );
    expect(keys.hold('a')).toBe(true);
    expect(keys.hold('a')).toBe(false);
    keys.release('a');
    expect(keys.hold('a')).toBe(true);
  });

  it('forgets a key once its time-to-live has passed on the given clock', () => {
    let now = 0;
    const keys = new IdempotencyKeys(
      () => now,
      () => ({ ttl: 10, limit: 10 }),
    );
    keys.keep(kept('a'));
    now = 9;
    expect(keys.find('a')?.key).toBe('a');
    now = 10;
    expect(keys.find('a')).toBeUndefined();
  });

  it('drops the oldest keys past the limit, and keeps none with a limit of 0', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 10, limit: 2 }),
    );
    for (const key of ['a', 'b', 'c']) keys.keep(kept(key));
    expect(keys.list().map((item) => item.key)).toEqual(['b', 'c']);
    const none = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 10, limit: 0 }),
    );
    none.keep(kept('a'));
    expect(none.find('a')).toBeUndefined();
  });

  it('loads keys from a state file within today’s bounds, and clears them', () => {
    const keys = new IdempotencyKeys(
      () => 20,
      () => ({ ttl: 10, limit: 10 }),
    );
    keys.load([kept('old', 5), kept('new', 15)]);
    expect(keys.list().map((item) => item.key)).toEqual(['new']);
    keys.clear();
    expect(keys.list()).toEqual([]);
  });
});
