/// <reference types="node" />
// Stoplight Prism, a third-party mock server of the published descriptions, run as a child
// process on 127.0.0.1 and a free port; the client's tests meet a server that knows only what a
// description says. Prism needs Node >= 24.18: it runs on the Node that runs the tests.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';

/**
 * The folder of the published descriptions: `MUSEUM_SPEC_DIR`, else `shared/spec` beside the
 * repository. `found` is false when it is missing; then tests fail under CI and skip otherwise.
 *
 * @example
 * ```ts
 * const file = resolve(publishedSpec.dir, 'museum-openapi-1.2.1.yaml');
 * ```
 */
export const publishedSpec = (() => {
  const dir = process.env.MUSEUM_SPEC_DIR ?? resolve(import.meta.dirname, '../../../../shared/spec');
  const found = existsSync(dir);
  if (!found) {
    if (process.env.CI) throw new Error(`The published descriptions are missing: no folder ${dir}`);
    console.warn(`Prism tests skipped: no published descriptions at ${dir} (set MUSEUM_SPEC_DIR)`);
  }
  return { dir, found };
})();

/** A free TCP port on 127.0.0.1, found by listening on port 0. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** A running Prism: where it answers, and how to stop it. */
export interface PrismServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts Prism serving the description `file` of {@link publishedSpec}, with random answers
 * within the schemas when `dynamic`; resolves once it listens.
 *
 * @example
 * ```ts
 * const prism = await startPrism('museum-openapi-1.1.1.yaml', { dynamic: true });
 * afterAll(() => prism.close());
 * ```
 */
export async function startPrism(file: string, { dynamic = false } = {}): Promise<PrismServer> {
  const bin = resolve(
    dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  const port = await freePort();
  const args = [bin, 'mock', resolve(publishedSpec.dir, file), '-h', '127.0.0.1', '-p', String(port)];
  const child: ChildProcess = spawn(process.execPath, dynamic ? [...args, '--dynamic'] : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  // Prism logs every request; drain the pipes so a full buffer never stalls it.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}
