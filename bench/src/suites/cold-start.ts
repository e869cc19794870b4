import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authorization, listQuery, listSearch, scenarioMockOptions } from '../fixtures/museum-scenario.ts';
import { benchDir, packageDir } from '../harness/package-paths.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';
import { median, pairedMedianRatio } from '../harness/stats.ts';

/**
 * Targets from the performance issues: the mock's first response within this many times msw's
 * (issue 26), and importing the mock's Node entry within this many times importing `msw/node`
 * (issue 43), whole process, as every test file pays it.
 */
const coldStartTarget = 1.25;
const importTarget = 1.25;

const scales = {
  full: { runs: 11 },
  smoke: { runs: 1 },
} satisfies Record<RunScale, { runs: number }>;

// Each program runs in a fresh `node`, stamps performance.now() (ms since the process started)
// after its imports and after the first response body is read, and prints both as JSON.
const stamp = (before: string, imports: string, serve: string) => `
${imports}
const imported = performance.now();
${before}
${serve}
console.log(JSON.stringify({ imported, answered: performance.now() }));
process.exit(0);`;

const listUrl = `http://museum.bench/v1.1/special-events${listSearch}`;
const fetchList = `const response = await fetch(${JSON.stringify(listUrl)}, { headers: { Authorization: ${JSON.stringify(authorization)} } });
if (!response.ok) throw new Error('status ' + response.status);
await response.json();`;

// The mock's own seed is dated from its clock: "today" on the list window's first day puts its
// events inside the window the programs ask for.
const mockOptions = JSON.stringify({ ...scenarioMockOptions, clock: `${listQuery.startDate}T12:00:00Z` });

// Each program's last column compares it with a reference: the first response with msw alone's,
// an import alone (process wall) with `msw/node`'s.
const programs = [
  {
    key: 'node',
    label: 'bare `node` (process start only, reference)',
    code: stamp('', '', ''),
  },
  {
    key: 'mswImport',
    label: 'import `msw/node` alone (reference)',
    code: stamp('', "await import('msw/node');", ''),
  },
  {
    key: 'mockImport',
    label: 'import `@museum-api/mock/node` alone (process wall vs `msw/node`)',
    code: stamp('', "await import('@museum-api/mock/node');", ''),
  },
  {
    key: 'msw',
    label: 'msw alone: one constant handler, first `fetch` (reference)',
    code: stamp(
      '',
      "const { http, HttpResponse } = await import('msw');\nconst { setupServer } = await import('msw/node');",
      `const server = setupServer(http.get('http://museum.bench/v1.1/special-events', () => HttpResponse.json([])));
server.listen();
${fetchList}`,
    ),
  },
  {
    key: 'mock',
    label: '`@museum-api/mock` in msw: `createMuseumMock` + `setupServer`, first `fetch` (list)',
    code: stamp(
      '',
      "const { createMuseumMock } = await import('@museum-api/mock');\nconst { setupServer } = await import('msw/node');",
      `const mock = createMuseumMock(${mockOptions});
const server = setupServer(...mock.handlers);
server.listen();
${fetchList}`,
    ),
  },
  {
    key: 'mockFetch',
    label: '`@museum-api/mock` without interception: `mock.fetch` (list)',
    code: stamp(
      '',
      "const { createMuseumMock } = await import('@museum-api/mock');",
      `const mock = createMuseumMock(${mockOptions});
const response = await mock.fetch(${JSON.stringify(listUrl)}, { headers: { Authorization: ${JSON.stringify(authorization)} } });
if (!response.ok) throw new Error('status ' + response.status);
await response.json();`,
    ),
  },
] as const;

interface ColdRun {
  imported: number;
  answered: number;
  wall: number;
}

/**
 * Part 6: cold start of the mock in Node, from fresh child processes importing the built packages
 * (and importing the Node entry alone, against `msw/node` alone):
 * time to import, and to serve and read the first request, beside bare Node and msw alone. Runs
 * are interleaved across the programs; the table gives medians, and each ratio is the median of
 * the rounds' ratios.
 *
 * @example
 * ```ts
 * const report = await runColdStart('smoke');
 * ```
 */
export async function runColdStart(scale: RunScale): Promise<SuiteReport> {
  const dist = path.join(packageDir('@museum-api/mock'), 'dist/index.js');
  if (!existsSync(dist)) throw new Error(`${dist} is missing: build the packages first (pnpm build)`);
  const runs = new Map<string, ColdRun[]>(programs.map((program) => [program.key, []]));
  for (let round = 0; round < scales[scale].runs; round++) {
    for (const program of programs) runs.get(program.key)?.push(await runFresh(program.code));
  }
  const medians = new Map(
    [...runs].map(([key, list]) => [
      key,
      {
        imported: median(list.map((run) => run.imported)),
        answered: median(list.map((run) => run.answered)),
        wall: median(list.map((run) => run.wall)),
      },
    ]),
  );
  const get = (key: string) => {
    const found = medians.get(key);
    if (!found) throw new Error(`Missing cold start ${key}`);
    return found;
  };
  // Each round runs every program once, one after the other, so a reference and the program
  // compared with it ran seconds apart: the median of the rounds' ratios holds where the ratio of
  // two medians, taken from different rounds of a machine whose speed drifts, swings (1.13x to
  // 1.63x for one build in three runs).
  const paired = (key: string, reference: string, figure: keyof ColdRun) =>
    pairedMedianRatio(
      (runs.get(key) ?? []).map((run) => run[figure]),
      (runs.get(reference) ?? []).map((run) => run[figure]),
    );
  const msw = get('msw');
  const ours = get('mock');
  const mswImport = get('mswImport');
  const firstRatio = paired('mock', 'msw', 'answered');
  const importRatio = paired('mockImport', 'mswImport', 'wall');
  return {
    id: 'cold-start',
    title: 'Cold start (Node, built packages)',
    markdown: [
      `Fresh \`node\` processes, ${scales[scale].runs} runs each, interleaved; medians in **ms** since the process started (so Node's own start-up is in every figure; the first row shows it alone). The last column is the median over rounds of each round's ratio.`,
      '',
      markdownTable(
        ['program', '>imports done', '>first response read', '>process wall time', '>vs reference'],
        programs.map(({ key, label }) => {
          const found = get(key);
          const versus =
            key === 'node' || key === 'mswImport'
              ? '–'
              : key === 'mockImport'
                ? formatRatio(importRatio)
                : formatRatio(paired(key, 'msw', 'answered'));
          return [
            label,
            formatNumber(found.imported),
            formatNumber(found.answered),
            formatNumber(found.wall),
            versus,
          ];
        }),
      ),
    ].join('\n'),
    targets: [
      {
        target: `first response from the mock in msw within ${coldStartTarget}x of msw alone`,
        met: firstRatio <= coldStartTarget,
        measured: `${formatNumber(ours.answered)} ms vs ${formatNumber(msw.answered)} ms (medians); ${formatRatio(firstRatio)} paired by round`,
      },
      {
        target: `importing \`@museum-api/mock/node\` within ${importTarget}x of importing \`msw/node\` alone (process wall)`,
        met: importRatio <= importTarget,
        measured: `${formatNumber(get('mockImport').wall)} ms vs ${formatNumber(mswImport.wall)} ms (medians); ${formatRatio(importRatio)} paired by round`,
      },
    ],
  };
}

async function runFresh(code: string): Promise<ColdRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '--eval', code], {
    cwd: benchDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Bounded: a program that hangs is killed rather than stalling the bench.
    timeout: 30_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const code_ = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const wall = performance.now() - started;
  if (code_ !== 0) throw new Error(`cold-start program failed (${code_}): ${stderr}`);
  const { imported, answered } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ColdRun;
  return { imported, answered, wall };
}
