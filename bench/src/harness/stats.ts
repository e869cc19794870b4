/**
 * Summary of a set of latency samples, in milliseconds, with the rate they imply.
 *
 * @example
 * ```ts
 * const { p50, p99 } = summarize([1.2, 0.9, 1.1]);
 * ```
 */
export interface LatencySummary {
  /** Number of samples. */
  count: number;
  mean: number;
  p50: number;
  p99: number;
  /** Operations per second of one caller doing one operation after another: `1000 / mean`. */
  opsPerSecond: number;
}

/**
 * The `q`-quantile (0..1) of samples sorted ascending, interpolating linearly between neighbours.
 *
 * @example
 * ```ts
 * quantile([1, 2, 3, 4], 0.5); // 2.5
 * ```
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (at - below);
}

/**
 * Count, mean, p50, p99 and ops/s of latency samples in milliseconds.
 *
 * @example
 * ```ts
 * summarize([0.5, 0.5, 2]).p50; // 0.5
 * ```
 */
export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return {
    count: sorted.length,
    mean,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    opsPerSecond: mean > 0 ? 1000 / mean : Number.POSITIVE_INFINITY,
  };
}

/**
 * The median of a few numbers (for repeated whole-process runs).
 *
 * @example
 * ```ts
 * median([3, 1, 2]); // 2
 * ```
 */
export function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/**
 * The median over rounds of each round's `values[i] / references[i]`: two contenders measured
 * close together in each round, so a change of the machine's speed between rounds cancels out.
 *
 * @example
 * ```ts
 * pairedMedianRatio([110, 220], [100, 200]); // 1.1
 * ```
 */
export function pairedMedianRatio(values: readonly number[], references: readonly number[]): number {
  return median(values.map((value, round) => value / (references[round] as number)));
}
