import type { MuseumStore } from '@museum-api/core';
import fc from 'fast-check';
import { type FuzzContext, type FuzzRequest, type FuzzTransport, fuzzRequest } from './fuzz-request.ts';
import { prototypeFingerprint } from './prototype-guard.ts';
import { type Answer, contractViolations } from './response-checks.ts';

/** The part of a mock the property drives: its store and a way back to the seed. */
export interface FuzzTarget {
  store: MuseumStore;
  reset(): void;
}

/** What a fuzz run saw: requests sent and how many got each status. */
export interface FuzzTally {
  cases: number;
  statuses: Record<number, number>;
}

/**
 * The robustness property over every operation: for any fuzzed request the answer keeps the
 * HTTP contract (see `contractViolations`), a request that is refused, or that only reads,
 * leaves the store exactly as it was (`store.snapshot()` before and after), and no built-in
 * prototype is polluted. Each case starts from the mock's seed, so a counterexample replays
 * and shrinks.
 *
 * @example
 * ```ts
 * const tally = { cases: 0, statuses: {} };
 * const transport = { charset: 'latin1', lyingContentLength: true, overHttp: false } as const;
 * await fc.assert(fuzzProperty(mock, context, transport, send, tally));
 * ```
 */
export function fuzzProperty(
  target: FuzzTarget,
  context: FuzzContext,
  transport: FuzzTransport,
  send: (request: FuzzRequest) => Promise<Answer>,
  tally: FuzzTally,
): fc.IAsyncPropertyWithHooks<[FuzzRequest]> {
  return fc.asyncProperty(fuzzRequest(context, transport), async (request) => {
    target.reset();
    const before = JSON.stringify(target.store.snapshot());
    const prototypes = prototypeFingerprint();
    const answer = await send(request);
    tally.cases += 1;
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;

    const problems = contractViolations(request, answer);
    const success = answer.status >= 200 && answer.status < 300;
    if ((!success || !request.mayChangeStore) && JSON.stringify(target.store.snapshot()) !== before) {
      problems.push(`the store changed on a ${answer.status} to ${request.operation ?? 'no operation'}`);
    }
    if (prototypeFingerprint() !== prototypes) problems.push('a built-in prototype was polluted');
    if (problems.length > 0) throw new Error(`${problems.join('\n')}\nrequest: ${request.label}`);
  });
}

/**
 * How many cases to run: the `MUSEUM_FUZZ_RUNS` (or the given variable) environment setting,
 * or `fallback` for the default test command.
 *
 * @example
 * ```ts
 * const runs = fuzzRuns('MUSEUM_FUZZ_RUNS', 800);
 * ```
 */
export function fuzzRuns(variable: string, fallback: number): number {
  const value = Number(process.env[variable]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * The fast-check seed: `MUSEUM_FUZZ_SEED` when set (to replay a failure), a fixed one under CI
 * so a landing is judged on the same cases every time, and a fresh one elsewhere so local runs
 * and `pnpm fuzz` keep exploring new inputs.
 *
 * @example
 * ```ts
 * await fc.assert(property, { numRuns: 500, ...fuzzSeed() });
 * ```
 */
export function fuzzSeed(): { seed?: number } {
  const given = Number(process.env.MUSEUM_FUZZ_SEED);
  if (process.env.MUSEUM_FUZZ_SEED !== undefined && Number.isSafeInteger(given)) return { seed: given };
  return process.env.CI === 'true' ? { seed: 20_261_122 } : {};
}
