import type { RandomSource } from '@museum-api/core';

/** 1 to 128 visible ASCII characters: fits any log line and header without escaping. */
const wellFormedRequestId = /^[\x21-\x7e]{1,128}$/;

/** The caller's request id if well formed, else `undefined` (the mock then makes its own). */
export function callerRequestId(value: string | null): string | undefined {
  return value !== null && wellFormedRequestId.test(value) ? value : undefined;
}

/**
 * Makes request ids: `req-<8 hex digits>-<n>`, the hex drawn once from `random` and `n` counting
 * from 1. A counter rather than a UUID per request keeps the request path cheap; a seeded
 * `random` gives the same ids run after run.
 *
 * @example
 * ```ts
 * const next = requestIdSequence(seededRandom('suite'));
 * next(); // 'req-5f0c2a91-1', the same for this seed every run
 * ```
 */
export function requestIdSequence(random: RandomSource): () => string {
  const prefix = `req-${random.next().toString(16).padStart(8, '0')}-`;
  let count = 0;
  return () => {
    count += 1;
    return prefix + count;
  };
}
