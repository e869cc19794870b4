import type { MachineFacts } from './machine-facts.ts';
import { markdownTable, type SuiteReport } from './report.ts';

/**
 * The results block of BENCHMARKS.md: machine facts, every target with its verdict, then one
 * section per suite.
 *
 * @example
 * ```ts
 * const block = renderResults(machineFacts(), reports, 184.2);
 * ```
 */
export function renderResults(facts: MachineFacts, reports: readonly SuiteReport[], seconds: number): string {
  const machine = markdownTable(
    ['machine', 'value'],
    [
      ['CPU', facts.cpuModel],
      ['cores', String(facts.cores)],
      ['memory', `${facts.memoryGiB} GiB`],
      ['Node', facts.nodeVersion],
      ['OS', facts.platform],
      ['date', facts.date],
      ['load average at start (1 min)', facts.loadAverage.toFixed(2)],
      ['whole run', `${seconds.toFixed(0)} s`],
    ],
  );
  const targets = markdownTable(
    ['part', 'target', 'measured', 'met'],
    reports.flatMap((report) =>
      report.targets.map((check) => [
        report.title,
        check.target,
        check.measured,
        check.met ? 'yes' : '**no**',
      ]),
    ),
  );
  const sections = reports.map((report) => `### ${report.title}\n\n${report.markdown.trim()}`);
  return [
    '## Latest run',
    '',
    machine,
    '',
    '### Targets',
    '',
    targets,
    '',
    ...sections.flatMap((s) => [s, '']),
  ]
    .join('\n')
    .trim();
}
