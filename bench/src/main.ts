// `pnpm bench`: runs every benchmark suite once, side by side, and writes the figures into
// BENCHMARKS.md between its result markers. `--smoke` runs each with tiny counts and only prints;
// `--only=a,b` picks suites; `--print` prints instead of writing.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { replaceResults } from './harness/benchmarks-file.ts';
import { machineFacts } from './harness/machine-facts.ts';
import { renderResults } from './harness/render-results.ts';
import type { RunScale, SuiteReport } from './harness/report.ts';
import { allSuites } from './suites/all-suites.ts';

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    print: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const scale: RunScale = values.smoke ? 'smoke' : 'full';
const only = values.only?.split(',').map((id) => id.trim());
const unknown = only?.filter((id) => !allSuites.some((suite) => suite.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${allSuites.map((s) => s.id).join(', ')}`);
  process.exit(2);
}

const facts = machineFacts();
const started = performance.now();
const reports: SuiteReport[] = [];
for (const suite of allSuites.filter((candidate) => !only || only.includes(candidate.id))) {
  const suiteStarted = performance.now();
  console.error(`> ${suite.id} (${scale})`);
  reports.push(await suite.run(scale));
  console.error(`  done in ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s`);
}
const results = renderResults(facts, reports, (performance.now() - started) / 1000);

// Only a full run of every suite may replace the published figures.
if (scale === 'full' && !only && !values.print) {
  const file = path.resolve(import.meta.dirname, '../../BENCHMARKS.md');
  await writeFile(file, replaceResults(await readFile(file, 'utf8'), results));
  console.error(`Wrote ${file}`);
} else {
  console.log(results);
}
