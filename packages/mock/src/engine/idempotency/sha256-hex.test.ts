import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256-hex.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 digests of the standard test messages', () => {
    expect(sha256Hex(encode(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with Node’s digest at every length around the block and padding edges', () => {
    // 0..200 bytes crosses the 55/56-byte padding edge and the 64-byte block edge three times.
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => (i * 73 + 11) & 0xff);
    for (let length = 0; length <= bytes.length; length++) {
      const slice = bytes.subarray(0, length);
      expect(sha256Hex(slice), `length ${length}`).toBe(createHash('sha256').update(slice).digest('hex'));
    }
  });

  it('agrees with Node’s digest on a body of the largest size the mock reads by default (64 KiB)', () => {
    const body = Uint8Array.from({ length: 64 * 1024 }, (_, i) => (i * 31) & 0xff);
    expect(sha256Hex(body)).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('needs no Web Crypto', () => {
    const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(sha256Hex(encode('abc'))).toMatch(/^ba7816bf/);
    } finally {
      if (crypto) Object.defineProperty(globalThis, 'crypto', crypto);
    }
  });
});
