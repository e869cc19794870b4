import { Bench } from 'tinybench';
import { type LatencySummary, pairedMedianRatio, summarize } from './stats.ts';

/**
 * One contender of a side-by-side measurement: a function timed per call, with optional
 * set-up that runs before its first timed call in every round (outside the timing).
 *
 * @example
 * ```ts
 * const floor: Contender = { name: 'msw floor', fn: () => fetch('http://floor.test/ping') };
 * ```
 */
export interface Contender {
  name: string;
  fn: () => unknown;
  /** Runs before the contender's calls in each round, e.g. to install its msw handlers. */
  before?: () => unknown;
}

/**
 * How long and how often to measure. Every field is optional.
 *
 * @example
 * ```ts
 * await measureSideBySide(contenders, { rounds: 3, timeMs: 300 });
 * ```
 */
export interface SideBySideOptions {
  /**
   * Rounds; every round measures each contender once, in turn, so slow drift of a shared machine
   * spreads over all of them instead of landing on whichever ran last.
   * @default 4
   */
  rounds?: number;
  /**
   * Time budget per contender and round, in milliseconds (tinybench's `time`).
   * @default 400
   */
  timeMs?: number;
  /**
   * Minimum calls per contender and round (tinybench's `iterations`).
   * @default 32
   */
  minIterations?: number;
  /**
   * Hard ceiling of timed calls per contender and round, whatever the time budget says.
   * @default 200_000
   */
  maxIterations?: number;
  /**
   * Warm-up time per contender before the first round, in milliseconds; 0 disables it.
   * @default 150
   */
  warmupMs?: number;
}

type NormalizedSideBySideOptions = Required<SideBySideOptions>;

/**
 * A contender's latencies over every round, and its p50 in each round (for {@link pairedRatio}).
 *
 * @example
 * ```ts
 * const { p50, roundP50s } = results.get('list') as SideBySideSummary;
 * ```
 */
export interface SideBySideSummary extends LatencySummary {
  roundP50s: number[];
}

/**
 * The median over rounds of `a`'s p50 against `b`'s in the same round. A shared machine's speed
 * changes from one second to the next; within a round both contenders ran close together, so
 * their ratio holds where the pooled p50s of a slow and a fast phase do not.
 *
 * @example
 * ```ts
 * pairedRatio(results.get('list'), results.get('floor')); // 1.1: list's p50 is 1.1x the floor's
 * ```
 */
export function pairedRatio(a: SideBySideSummary, b: SideBySideSummary): number {
  return pairedMedianRatio(a.roundP50s, b.roundP50s);
}

function normalizeOptions(options: SideBySideOptions): NormalizedSideBySideOptions {
  return {
    rounds: options.rounds ?? 4,
    timeMs: options.timeMs ?? 400,
    minIterations: options.minIterations ?? 32,
    maxIterations: options.maxIterations ?? 200_000,
    warmupMs: options.warmupMs ?? 150,
  };
}

/**
 * Measures contenders side by side in one process with tinybench, interleaving them over
 * several rounds and pooling every round's samples, and returns one latency summary per
 * contender name. A contender that throws fails the whole measurement: a benchmark of an
 * error path by accident is worse than none.
 *
 * @example
 * ```ts
 * const results = await measureSideBySide([
 *   { name: 'floor', fn: () => fetch(floorUrl) },
 *   { name: 'list', fn: () => fetch(listUrl) },
 * ]);
 * results.get('list')?.p50;
 * ```
 */
export async function measureSideBySide(
  contenders: readonly Contender[],
  options: SideBySideOptions = {},
): Promise<Map<string, SideBySideSummary>> {
  const { rounds, timeMs, minIterations, maxIterations, warmupMs } = normalizeOptions(options);
  const pooled = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  const roundP50s = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const contender of contenders) {
      await contender.before?.();
      // tinybench keeps going until both time and iteration minimums are met; the abort
      // signal is the ceiling on count, so no contender can run away with the budget.
      const stop = new AbortController();
      let calls = 0;
      // The warm-up runs the task too: counting its calls aborted a fast task (an empty page of
      // the store, 3 µs a call) before the measured phase took a sample.
      let counting = false;
      const bench = new Bench({
        time: timeMs,
        iterations: minIterations,
        warmup: round === 0 && warmupMs > 0,
        warmupTime: warmupMs,
        warmupIterations: 8,
        retainSamples: true,
        throws: true,
        timestampProvider: 'hrtimeNow',
        signal: stop.signal,
      });
      bench.add(
        contender.name,
        () => {
          if (counting && ++calls >= maxIterations) stop.abort();
          return contender.fn();
        },
        {
          beforeAll: (mode) => {
            calls = 0;
            counting = mode === 'run';
          },
        },
      );
      const [task] = await bench.run();
      const result = task?.result;
      if (!result || !('latency' in result) || !result.latency.samples) {
        throw new Error(`No samples for ${contender.name}: ${result?.state ?? 'not run'}`);
      }
      pooled.get(contender.name)?.push(...result.latency.samples);
      // tinybench's p50 of the round's samples, the same quantile `summarize` takes of them all.
      roundP50s.get(contender.name)?.push(result.latency.p50);
    }
  }
  return new Map(
    [...pooled].map(([name, samples]) => [
      name,
      { ...summarize(samples), roundP50s: roundP50s.get(name) ?? [] },
    ]),
  );
}
