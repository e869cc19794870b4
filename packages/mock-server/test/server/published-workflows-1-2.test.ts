// The mock in 1.2 mode runs the publisher's own Arazzo workflows for 1.2.1 with Redocly Respect.
// The files are read from the published descriptions' folder and copied at test time: their fixed
// 2023 dates need the mock's clock in early September 2023, and their two `$.name == '...'`
// criteria, which Respect 2.x fails against any body, are written as standard JSONPath filters.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';

const specDir = process.env.MUSEUM_SPEC_DIR ?? resolve(import.meta.dirname, '../../../../../shared/spec');
const found = existsSync(join(specDir, 'arazzo-1.2.1'));
if (!found) {
  if (process.env.CI) throw new Error(`The published descriptions are missing: no folder ${specDir}`);
  console.warn(
    `Arazzo 1.2.1 workflows skipped: no published descriptions at ${specDir} (set MUSEUM_SPEC_DIR)`,
  );
}

/** Runs `redocly respect` on one workflow file against `url`; its exit code and output. */
function respect(file: string, url: string): Promise<{ code: number; output: string }> {
  const cli = resolve(
    dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
    'bin/cli.js',
  );
  return new Promise((done, fail) => {
    let output = '';
    const child = spawn(process.execPath, [cli, 'respect', file, '--server', `museum-api=${url}`], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ code: code ?? 1, output }));
  });
}

describe.skipIf(!found)(
  'the published 1.2.1 Arazzo workflows against the mock in 1.2 mode',
  { timeout: 120_000 },
  () => {
    let server: MuseumServer;
    let work: string;
    beforeAll(async () => {
      server = await startMuseumServer({
        apiVersion: '1.2',
        port: 0,
        clock: '2023-09-04T10:00:00Z',
        randomSeed: 'arazzo-1.2',
      });
      // The workflows name their description as ../openapi.yaml.
      work = mkdtempSync(join(tmpdir(), 'museum-arazzo-'));
      copyFileSync(join(specDir, 'museum-openapi-1.2.1.yaml'), join(work, 'openapi.yaml'));
      const flows = join(work, 'arazzo');
      mkdirSync(flows);
      for (const name of readdirSync(join(specDir, 'arazzo-1.2.1'))) {
        const text = readFileSync(join(specDir, 'arazzo-1.2.1', name), 'utf8');
        writeFileSync(join(flows, name), text.replace(/\$\.name == ('[^']*')/g, '$[?(@.name == $1)]'));
      }
    });
    afterAll(async () => {
      await server?.close();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it.each(['museum-api.arazzo.yaml', 'museum-tickets.arazzo.yaml'])('passes %s', async (name) => {
      const { code, output } = await respect(join(work, 'arazzo', name), server.url.replace(/\/$/, ''));
      // Every workflow, step and check passed, and none was left out.
      expect(output).toMatch(/Workflows: (\d+) passed, \1 total/);
      expect(output).toMatch(/Checks: (\d+) passed, \1 total/);
      expect(code).toBe(0);
    });
  },
);
