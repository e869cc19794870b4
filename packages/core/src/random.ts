/**
 * A source of random 32-bit words: seeded for reproducible ids and codes, or the platform's
 * cryptographic generator otherwise.
 *
 * @example
 * ```ts
 * const random = seededRandom('my-test');
 * random.next(); // the same number every run
 * ```
 */
export interface RandomSource {
  /** An unsigned 32-bit integer. */
  next(): number;
  /** State to hand to {@link seededRandom} to continue the same sequence; `undefined` if unseeded. */
  state(): number | undefined;
}

/**
 * A deterministic generator (mulberry32) from a number or string seed. Not cryptographic: it
 * exists so a seeded mock hands out the same ticket ids and codes on every run.
 *
 * @example
 * ```ts
 * seededRandom(42).next() === seededRandom(42).next(); // true
 * ```
 */
export function seededRandom(seed: number | string): RandomSource {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let word = state;
      word = Math.imul(word ^ (word >>> 15), word | 1);
      word ^= word + Math.imul(word ^ (word >>> 7), word | 61);
      return (word ^ (word >>> 14)) >>> 0;
    },
    state: () => state,
  };
}

/**
 * Random words from `crypto.getRandomValues`, present in browsers and Node 20+.
 *
 * @example
 * ```ts
 * const random = cryptoRandom();
 * ```
 */
export function cryptoRandom(): RandomSource {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  return {
    next() {
      // Refill in batches: one getRandomValues call per 64 words keeps id generation cheap.
      if (index === buffer.length) {
        globalThis.crypto.getRandomValues(buffer);
        index = 0;
      }
      return buffer[index++] as number;
    },
    state: () => undefined,
  };
}

function hashSeed(text: string): number {
  // FNV-1a: spreads similar seeds ("test-1", "test-2") to unrelated states.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const hex = (word: number) => word.toString(16).padStart(8, '0');

/**
 * An RFC 9562 version 4 UUID drawn from `random`.
 *
 * @example
 * ```ts
 * randomUuid(seededRandom(1)); // '…-…-4…-[89ab]…-…', the same for seed 1 every run
 * ```
 */
export function randomUuid(random: RandomSource): string {
  const a = hex(random.next());
  const b = hex(random.next());
  const c = hex(random.next());
  const d = hex(random.next());
  const version = `4${b.slice(5, 8)}`;
  const variant = ((Number.parseInt(c[0] as string, 16) & 0x3) | 0x8).toString(16) + c.slice(1, 4);
  return `${a}-${b.slice(0, 4)}-${version}-${variant}-${c.slice(4, 8)}${d}`;
}

// Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread.
const codeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ticket confirmation code, `MUS-XXXX-XXXX` with 40 random bits in Crockford base32.
 * Uniqueness is the store's job; this only draws.
 *
 * @example
 * ```ts
 * randomConfirmationCode(seededRandom(1)); // e.g. 'MUS-7K3Q-9XZ2'
 * ```
 */
export function randomConfirmationCode(random: RandomSource): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += codeAlphabet[random.next() & 31];
  return `MUS-${code.slice(0, 4)}-${code.slice(4)}`;
}
