/** The markers between which `pnpm bench` writes its results into BENCHMARKS.md. */
export const resultsMarkers = {
  start: '<!-- bench:results:start -->',
  end: '<!-- bench:results:end -->',
} as const;

/**
 * The document with everything between the result markers replaced by `results`; the prose
 * around them (what limited a target, how to rerun) is written by hand and kept.
 *
 * @throws {Error} when the markers are missing or out of order.
 * @example
 * ```ts
 * const next = replaceResults(await readFile('BENCHMARKS.md', 'utf8'), '| a | b |');
 * ```
 */
export function replaceResults(document: string, results: string): string {
  const start = document.indexOf(resultsMarkers.start);
  const end = document.indexOf(resultsMarkers.end);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`BENCHMARKS.md needs ${resultsMarkers.start} followed by ${resultsMarkers.end}`);
  }
  return `${document.slice(0, start + resultsMarkers.start.length)}\n${results.trim()}\n${document.slice(end)}`;
}
