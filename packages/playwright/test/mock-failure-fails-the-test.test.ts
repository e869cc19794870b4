// The fixture fails a test whose mock failed under it (a throwing override in process, a throwing
// server override in server mode), with the cause, even though the spec's body passed. The inner
// spec runs in a child Playwright process, whose JSON report says how each test ended.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingServerVariable } from './mock-failure/failing-server-variable.ts';

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

interface JsonReport {
  suites: {
    specs: {
      tests: { projectName: string; results: { status: string; errors: { message?: string }[] }[] }[];
    }[];
  }[];
}

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({
    admin: true,
    port: 0,
    overrides: [
      {
        operation: 'getMuseumHours',
        resolver: () => {
          throw new RangeError('the override broke on the server');
        },
      },
    ],
  });
});
afterAll(() => server?.close());

describe('@museum-api/playwright with a mock that fails itself', () => {
  it('fails the test in both modes, naming the request and the cause', { timeout: 180_000 }, async () => {
    const outcome = await run(
      'node_modules/.bin/playwright',
      ['test', '-c', 'test/mock-failure/playwright.config.ts', '--reporter=json'],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          [failingServerVariable]: new URL(server.url).origin,
          NODE_OPTIONS: '--conditions=@museum-api/source',
          FORCE_COLOR: '0',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(outcome.stdout) as JsonReport;
    const tests = report.suites.flatMap((suite) => suite.specs.flatMap((spec) => spec.tests));
    const ended = Object.fromEntries(
      tests.map((test) => [
        test.projectName,
        test.results.map((result) => [
          result.status,
          result.errors.map((error) => error.message ?? '').join('\n'),
        ]),
      ]),
    );
    expect(Object.keys(ended).sort()).toEqual(['in-process', 'server']);
    const [[inProcessStatus, inProcessError]] = ended['in-process'] as [string, string][];
    expect(inProcessStatus).toBe('failed');
    expect(inProcessError).toMatch(
      /MuseumMockFailureError: museum mock: the mock itself failed while answering GET https:\/\/api\.museum\.test\/v1\.1\/museum-hours: RangeError: the override broke in the test process/,
    );
    const [[serverStatus, serverError]] = ended.server as [string, string][];
    expect(serverStatus).toBe('failed');
    expect(serverError).toMatch(
      /MuseumMockFailureError: museum mock: the mock itself failed while answering GET http:\/\/127\.0\.0\.1:\d+\/v1\.1\/museum-hours: RangeError: the override broke on the server/,
    );
  });
});
