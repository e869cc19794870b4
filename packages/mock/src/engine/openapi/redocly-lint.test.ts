import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildOpenApiDocument } from '@museum-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
const config = join(packageRoot, 'redocly.yaml');
const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string }>;
}

/** Runs `redocly lint --format json` on one file with the package's rules, under this Node. */
async function lint(file: string): Promise<LintReport> {
  const { stdout } = await run(
    process.execPath,
    [cli, 'lint', file, '--config', config, '--format', 'json'],
    {
      cwd: packageRoot,
      // No telemetry or update check: tests talk to nothing but loopback.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'museum-openapi-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('redocly lint', () => {
  it('finds no error and no warning in the built document', async () => {
    const file = join(directory, 'openapi.json');
    await writeFile(file, JSON.stringify(buildOpenApiDocument()));
    const report = await lint(file);
    expect(report.problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('finds no error and no warning in the Arazzo workflows', async () => {
    const report = await lint(join(packageRoot, 'arazzo/museum.arazzo.yaml'));
    expect(report.problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('would catch a broken document, so the clean result means something', async () => {
    const document = buildOpenApiDocument();
    const { operationId: _id, ...withoutId } = document.paths['/tickets']?.post ?? {};
    const broken = { ...document, paths: { ...document.paths, '/tickets': { post: withoutId } } };
    const file = join(directory, 'broken.json');
    await writeFile(file, JSON.stringify(broken));
    const report = await lint(file);
    expect(report.problems.map((problem) => problem.ruleId)).toContain('operation-operationId');
  });
});
