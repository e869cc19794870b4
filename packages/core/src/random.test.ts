import { describe, expect, it, vi } from 'vitest';
import { cryptoRandom, randomConfirmationCode, randomUuid, seededRandom } from './random.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('random sources', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: string | number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw('a')).toEqual(draw('a'));
    expect(draw(7)).toEqual(draw(7));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('keeps the sequence of a seed from one version to the next, so seeded data stays as recorded', () => {
    const random = seededRandom(1);
    expect([random.next(), random.next(), random.next()]).toEqual([2693262067, 11749833, 2265367787]);
    const named = seededRandom('museum');
    expect(randomUuid(named)).toBe('62e64747-fd5c-495f-bb6e-cf2a3e855610');
    expect(randomConfirmationCode(named)).toBe('MUS-H8VH-0BYD');
  });

  it('draws unseeded words from crypto.getRandomValues, 64 at a time', () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      const random = cryptoRandom();
      const words = Array.from({ length: 130 }, random.next);
      expect(getRandomValues).toHaveBeenCalledTimes(3);
      for (const word of words) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
      expect(new Set(words).size).toBeGreaterThan(120);
    } finally {
      getRandomValues.mockRestore();
    }
  });

  it('continues a sequence from a saved state', () => {
    const random = seededRandom('state');
    random.next();
    const resumed = seededRandom(random.state() as number);
    expect(resumed.next()).toBe(random.next());
  });

  it('draws version 4 UUIDs', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 200; i++) expect(randomUuid(random)).toMatch(uuidV4);
    expect(randomUuid(cryptoRandom())).toMatch(uuidV4);
  });

  it('draws confirmation codes without ambiguous letters', () => {
    const random = seededRandom(2);
    for (let i = 0; i < 200; i++)
      expect(randomConfirmationCode(random)).toMatch(/^MUS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('reports no state for the unseeded generator', () => {
    expect(cryptoRandom().state()).toBeUndefined();
  });
});
