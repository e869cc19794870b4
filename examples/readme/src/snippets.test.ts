import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, expect, test } from 'vitest';

const snippetsDir = fileURLToPath(new URL('snippets/', import.meta.url));
// `*.test.ts` snippets are vitest suites and run as part of this project; `*.browser.ts` ones are
// type-checked only (Node cannot load msw's worker entry; examples/web runs that setup in Chromium);
// `*.e2e.ts` ones are Playwright specs, run by examples/web's Playwright suite against its app.
const scripts = (await readdir(snippetsDir)).filter(
  (file) =>
    file.endsWith('.ts') && !['.test.ts', '.browser.ts', '.e2e.ts'].some((suffix) => file.endsWith(suffix)),
);

let server: MuseumServer;
let workDir: string;
beforeAll(async () => {
  // A fixed "today" keeps the READMEs' literal dates (December 2026) bookable whenever this runs.
  server = await startMuseumServer({ clock: '2026-11-30T10:00:00Z', randomSeed: 'readme' });
  workDir = await mkdtemp(join(tmpdir(), 'museum-readme-'));
});
afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

// A script is a whole Node process that compiles its imports from source: on a loaded 2-core
// machine that alone can pass vitest's 5 s default, so the test waits as long as the process may.
const scriptTimeoutMs = 20_000;

test.each(scripts)(
  '%s runs as a script against the standalone mock',
  { timeout: scriptTimeoutMs },
  async (file) => {
    // A process of its own, as a reader would run it: top-level await, its own globals, and files it
    // writes (ticket.png) land in a scratch directory.
    const run = promisify(execFile)(
      process.execPath,
      ['--conditions=@museum-api/source', join(snippetsDir, file)],
      {
        cwd: workDir,
        env: { ...process.env, MUSEUM_URL: server.url },
        timeout: scriptTimeoutMs,
      },
    );
    await expect(run).resolves.toBeDefined();
  },
);
