import type { ProblemDetails } from '@museum-api/core';
import type { AnswerHeaders } from '../http/answer.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';

/** The first answer to a key, kept for replay as plain JSON (a state file holds it with its change). */
export type KeptAnswer =
  | { kind: 'json'; status: number; headers: AnswerHeaders; text: string }
  | { kind: 'problem'; status: number; headers: AnswerHeaders; problem: ProblemDetails }
  | { kind: 'empty'; status: number; headers: AnswerHeaders };

/** A request made under a key: operation and body SHA-256, when (mock clock), and its answer. */
export interface KeptIdempotencyKey {
  key: string;
  operation: MuseumOperation;
  /** Lower-case hex SHA-256 of the request body's bytes, exactly as they were received. */
  bodySha256: string;
  /** When it was kept, in epoch milliseconds of the mock's clock. */
  keptAt: number;
  answer: KeptAnswer;
}

/** How long and how many keys a mock keeps (the normalised `idempotencyKeyTtl` and `idempotencyKeyLimit`). */
export interface IdempotencyBounds {
  ttl: number;
  limit: number;
}

/** One mock's idempotency keys: those in flight, and first answers kept `ttl` ms, at most `limit`. */
export class IdempotencyKeys {
  // Kept in the order they were kept, so the first entries are the oldest and the first to go.
  readonly #kept = new Map<string, KeptIdempotencyKey>();
  readonly #held = new Set<string>();
  readonly #now: () => number;
  readonly #bounds: () => IdempotencyBounds;

  constructor(now: () => number, bounds: () => IdempotencyBounds) {
    this.#now = now;
    this.#bounds = bounds;
  }

  /** Marks a key as being answered; `false` when it already is (the repeat gets a 409). */
  hold(key: string): boolean {
    if (this.#held.has(key)) return false;
    this.#held.add(key);
    return true;
  }

  /** Ends {@link hold}, once its request has its answer. */
  release(key: string): void {
    this.#held.delete(key);
  }

  /** The first answer to `key`, if it is still kept. */
  find(key: string): KeptIdempotencyKey | undefined {
    const kept = this.#kept.get(key);
    if (kept === undefined) return undefined;
    if (this.#expired(kept)) {
      this.#kept.delete(key);
      return undefined;
    }
    return kept;
  }

  /** Keeps a first answer, then drops the expired keys and the oldest past the limit. */
  keep(kept: KeptIdempotencyKey): void {
    this.#kept.delete(kept.key);
    this.#kept.set(kept.key, kept);
    this.#trim();
  }

  /** Puts back keys a state file held, oldest first, within today's bounds. */
  load(kept: readonly KeptIdempotencyKey[]): void {
    this.#kept.clear();
    for (const item of kept) this.#kept.set(item.key, item);
    this.#trim();
  }

  /** The kept keys, oldest first (expired ones included until they are next looked at). */
  list(): KeptIdempotencyKey[] {
    return [...this.#kept.values()];
  }

  /** Forgets every kept answer (`reset()`, `restore()`); requests being answered stay held. */
  clear(): void {
    this.#kept.clear();
  }

  #expired(kept: KeptIdempotencyKey): boolean {
    return this.#now() - kept.keptAt >= this.#bounds().ttl;
  }

  #trim(): void {
    const { limit } = this.#bounds();
    for (const [key, kept] of this.#kept) {
      if (this.#kept.size <= limit && !this.#expired(kept)) break;
      this.#kept.delete(key);
    }
  }
}
