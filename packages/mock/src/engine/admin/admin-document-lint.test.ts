import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';

const run = promisify(execFile);
// The admin document is held to the same rules as the API's own, kept beside that one in the mock
// (engine/openapi/redocly-lint.test.ts proves they catch a broken document).
const config = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'museum-admin-openapi-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

it('redocly lint finds no error and no warning in the admin API document', async () => {
  const file = join(directory, 'admin-openapi.json');
  await writeFile(file, JSON.stringify(buildAdminOpenApiDocument()));
  const { stdout } = await run(
    process.execPath,
    [cli, 'lint', file, '--config', config, '--format', 'json'],
    {
      cwd: directory,
      // No telemetry or update check: tests talk to nothing but loopback.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { totals: unknown; problems: unknown[] };
  expect(report.problems).toEqual([]);
  expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
});
