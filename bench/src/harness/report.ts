/**
 * A target from the issue and whether this run met it.
 *
 * @example
 * ```ts
 * const check: TargetCheck = { target: 'page at 100k events < 1 ms p50', met: true, measured: '0.02 ms' };
 * ```
 */
export interface TargetCheck {
  target: string;
  met: boolean;
  measured: string;
}

/**
 * What one benchmark suite hands back: its section of BENCHMARKS.md and its target checks.
 *
 * @example
 * ```ts
 * const report: SuiteReport = { id: 'store', title: 'Store scaling', markdown: table, targets: [] };
 * ```
 */
export interface SuiteReport {
  id: string;
  title: string;
  /** Markdown body of the section (tables and a sentence or two), without the heading. */
  markdown: string;
  targets: TargetCheck[];
}

/**
 * How big a run is: `full` for the published figures, `smoke` to run every code path once with
 * tiny counts (the test suite's guard against bench code rotting).
 *
 * @example
 * ```ts
 * const scale: RunScale = process.argv.includes('--smoke') ? 'smoke' : 'full';
 * ```
 */
export type RunScale = 'full' | 'smoke';

/**
 * A GitHub-flavoured markdown table; columns whose header starts with a digit-free right-aligned
 * marker `>` are right-aligned (numbers), the rest left-aligned.
 *
 * @example
 * ```ts
 * markdownTable(['operation', '>p50 ms'], [['list', '0.12']]);
 * ```
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const right = headers.map((header) => header.startsWith('>'));
  const names = headers.map((header) => (header.startsWith('>') ? header.slice(1) : header));
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(names),
    line(right.map((isRight) => (isRight ? '---:' : '---'))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}

/**
 * A number with a sensible count of significant digits for a table cell.
 *
 * @example
 * ```ts
 * formatNumber(0.012345); // '0.0123'
 * formatNumber(12345.6); // '12,346'
 * ```
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return Math.round(value).toLocaleString('en-US');
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

/**
 * A ratio as `1.23x`.
 *
 * @example
 * ```ts
 * formatRatio(2 / 3); // '0.67x'
 * ```
 */
export function formatRatio(value: number): string {
  return `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}x`;
}

/**
 * A byte count as `1.23 kB` (1 kB = 1000 B) or `123 B`.
 *
 * @example
 * ```ts
 * formatBytes(2345); // '2.35 kB'
 * ```
 */
export function formatBytes(bytes: number): string {
  return bytes >= 1000 ? `${(bytes / 1000).toFixed(2)} kB` : `${bytes} B`;
}
