// Which first answers a mock keeps for replay, and for how long: the bounds of IdempotencyKeys.
import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, type KeptIdempotencyKey } from './idempotency-keys.ts';

function kept(key: string, keptAt = 0): KeptIdempotencyKey {
  return {
    key,
    operation: 'createSpecialEvent',
    bodySha256: `sha-of-${key}`,
    keptAt,
    answer: { kind: 'json', status: 201, headers: {}, text: '{}' },
  };
}

const keysOf = (keys: IdempotencyKeys) => keys.list().map((item) => item.key);

describe('IdempotencyKeys bounds', () => {
  it('counts a key kept again as the newest, so the limit drops the others first', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 100, limit: 2 }),
    );
    keys.keep(kept('a'));
    keys.keep(kept('b'));
    keys.keep(kept('a'));
    keys.keep(kept('c'));
    expect(keysOf(keys)).toEqual(['a', 'c']);
  });

  it('drops expired keys when a new one is kept, even below the limit', () => {
    let now = 0;
    const keys = new IdempotencyKeys(
      () => now,
      () => ({ ttl: 10, limit: 10 }),
    );
    keys.keep(kept('old', 0));
    keys.keep(kept('recent', 5));
    now = 12;
    keys.keep(kept('new', 12));
    expect(keysOf(keys)).toEqual(['recent', 'new']);
  });

  it('lists an expired key until it is next looked at, then forgets it', () => {
    let now = 0;
    const keys = new IdempotencyKeys(
      () => now,
      () => ({ ttl: 10, limit: 10 }),
    );
    keys.keep(kept('a', 0));
    now = 10;
    expect(keysOf(keys)).toEqual(['a']);
    expect(keys.find('a')).toBeUndefined();
    expect(keysOf(keys)).toEqual([]);
  });

  it('replaces the keys it held with those a state file holds', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 100, limit: 10 }),
    );
    keys.keep(kept('before'));
    keys.load([kept('x')]);
    expect(keysOf(keys)).toEqual(['x']);
  });

  it('loads at most the limit from a state file, keeping the newest, and replaces what it held', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 100, limit: 2 }),
    );
    keys.keep(kept('before'));
    keys.load([kept('x'), kept('y'), kept('z')]);
    expect(keysOf(keys)).toEqual(['y', 'z']);
    expect(keys.find('z')?.bodySha256).toBe('sha-of-z');
    expect(keys.find('before')).toBeUndefined();
  });

  it('keeps holding a key across clear(): a request being answered stays in flight', () => {
    const keys = new IdempotencyKeys(
      () => 0,
      () => ({ ttl: 100, limit: 2 }),
    );
    expect(keys.hold('k')).toBe(true);
    keys.clear();
    expect(keys.hold('k')).toBe(false);
    expect(keys.hold('other')).toBe(true);
  });
});
