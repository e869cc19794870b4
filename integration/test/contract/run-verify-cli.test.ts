import type { VerifyResult } from '@museum-api/contract';
import { runVerifyCli, type VerifyCliIo } from '@museum-api/contract/cli';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer();
});
afterAll(() => server.close());

interface Captured {
  io: VerifyCliIo;
  stdout(): string;
  stderr(): string;
  files: Map<string, string>;
  /** The listener registered for SIGINT, to stop a run from a test. */
  interrupt(): void;
}

function capture(
  env: Record<string, string> = {},
  onStdout?: (text: string, interrupt: () => void) => void,
): Captured {
  let out = '';
  let err = '';
  const files = new Map<string, string>();
  const listeners = new Map<string, () => void>();
  const interrupt = () => listeners.get('SIGINT')?.();
  return {
    io: {
      stdout: {
        write(text: string) {
          out += text;
          onStdout?.(text, interrupt);
        },
      },
      stderr: {
        write(text: string) {
          err += text;
        },
      },
      signals: { once: (signal, listener) => listeners.set(signal, listener) },
      env,
      async writeFile(path, text) {
        files.set(path, text);
      },
    },
    stdout: () => out,
    stderr: () => err,
    files,
    interrupt,
  };
}

describe('museum-verify', { timeout: 20_000 }, () => {
  it('prints a table of checks as they end and exits 0 with a one-line reason when all pass', async () => {
    const run = capture();
    expect(await runVerifyCli([server.url, '--level', 'house', '--allow-purchases'], run.io)).toBe(0);
    const out = run.stdout();
    expect(out).toMatch(/^museum-verify http:\/\/127\.0\.0\.1:\d+\/v1\.1 \(full run with purchases\)\n/);
    expect(out).toMatch(/^PASS {2}operation\.createSpecialEvent +POST \/special-events answers 201/m);
    expect(out).toMatch(/^39 checks: 39 passed, 0 failed, 0 skipped in \d+\.\d s$/m);
    expect(out).toMatch(
      /^Cleanup: 8 events created, named "museum-verify [0-9a-f]{8} …"; 7 deleted at the end$/m,
    );
    expect(run.stderr()).toBe('museum-verify: all 39 checks passed\n');
  });

  it('answers --help with its usage, under the name it runs as', async () => {
    const help = capture();
    expect(await runVerifyCli(['--help'], help.io)).toBe(0);
    expect(help.stdout()).toMatch(/^Usage: museum-verify <baseUrl> \[options\]/);
    expect(help.stdout()).toContain('--allow-purchases');
    const aliased = capture();
    expect(await runVerifyCli(['--rate', 'x'], { ...aliased.io, command: 'museum-mock verify' })).toBe(2);
    expect(aliased.stderr()).toMatch(/^museum-mock verify: .*\nRun museum-mock verify --help for usage\.\n$/);
  });

  it("answers --version with the package's version, which the publish round trip checks", async () => {
    const { version } = JSON.parse(
      await import('node:fs').then(({ readFileSync }) =>
        readFileSync(new URL('../../../packages/contract/package.json', import.meta.url), 'utf8'),
      ),
    ) as { version: string };
    const run = capture();
    expect(await runVerifyCli(['--version'], run.io)).toBe(0);
    expect(run.stdout()).toBe(`${version}\n`);
  });

  it('exits 1 naming the failed check, the request and what differed', async () => {
    const failing = await startMuseumServer();
    failing.mock.fault('getMuseumHours', { status: 503 }, { times: 'always' });
    try {
      const run = capture();
      expect(await runVerifyCli([failing.url, '--level', 'house', '--read-only'], run.io)).toBe(1);
      expect(run.stdout()).toMatch(
        /^FAIL {2}operation\.getMuseumHours .*\n {6}GET \/v1\.1\/museum-hours\?startDate=\d{4}-\d\d-\d\d&limit=5 → 503: expected 200, got 503\n/m,
      );
      expect(run.stderr()).toBe('museum-verify: 4 of 14 checks failed (25 skipped)\n');
    } finally {
      await failing.close();
    }
  });

  it('writes JUnit XML to --output and keeps the table on stdout', async () => {
    const run = capture();
    expect(
      await runVerifyCli(
        [server.url, '--level', 'house', '--reporter', 'junit', '--output', 'verify.xml'],
        run.io,
      ),
    ).toBe(0);
    const xml = run.files.get('verify.xml') ?? '';
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="museum-verify http:/);
    expect(xml).toContain('tests="39" failures="0" skipped="10"');
    expect(xml).toMatch(/<testsuite name="operation" tests="9" failures="0" errors="0" skipped="2"/);
    expect(xml).toContain('<skipped message="buys tickets: needs --allow-purchases"/>');
    expect(run.stdout()).toContain('PASS  rule.stable-paging');
  });

  it('prints the result as JSON with --reporter json, and only that on stdout', async () => {
    const run = capture();
    expect(
      await runVerifyCli([server.url, '--level', 'house', '--reporter', 'json', '--read-only'], run.io),
    ).toBe(0);
    const result = JSON.parse(run.stdout()) as VerifyResult;
    expect(result).toMatchObject({
      ok: true,
      mode: 'read-only',
      summary: { passed: 14, failed: 0, skipped: 25 },
    });
  });

  it('never prints the credentials, from --auth or MUSEUM_AUTH', async () => {
    const secret = 'pa55-secret-word';
    const guarded = await startMuseumServer({ auth: { username: 'qa', password: secret } });
    try {
      const fromFlag = capture();
      expect(
        await runVerifyCli([guarded.url, `--auth=qa:${secret}`, '--reporter', 'json'], fromFlag.io),
      ).toBe(0);
      const fromEnv = capture({ MUSEUM_AUTH: `qa:${secret}` });
      expect(await runVerifyCli([guarded.url, '--read-only'], fromEnv.io)).toBe(0);
      const wrong = capture({ MUSEUM_AUTH: `qa:not-${secret}` });
      expect(await runVerifyCli([guarded.url, '--read-only', '--reporter', 'junit'], wrong.io)).toBe(1);
      const encoded = btoa(`qa:${secret}`);
      for (const run of [fromFlag, fromEnv, wrong]) {
        const all = run.stdout() + run.stderr();
        expect(all).not.toContain(secret);
        expect(all).not.toContain(encoded);
      }
    } finally {
      await guarded.close();
    }
  });

  it('stops on SIGINT, deletes the events it created and exits 130', async () => {
    const run = capture({}, (text, interrupt) => {
      if (text.startsWith('PASS  rule.date-filter-inclusive')) interrupt();
    });
    expect(await runVerifyCli([server.url], run.io)).toBe(130);
    expect(run.stdout()).toContain('Stopped: interrupted');
    expect(run.stderr()).toMatch(
      /^museum-verify: interrupted after \d+ checks; its \d+ events were deleted\n$/,
    );
    expect(server.mock.store.allEvents().filter((event) => event.name.startsWith('museum-verify'))).toEqual(
      [],
    );
  });

  it.each([
    [[], 'verify needs the base URL of the API'],
    [['a', 'b'], 'verify takes one base URL, got 2 arguments'],
    [['http://x.test/v1.1', '--rate', 'fast'], '--rate must be a positive number'],
    [['http://x.test/v1.1', '--timeout', '0'], '--timeout must be at least 1ms, got "0"'],
    [['http://x.test/v1.1', '--timeout', '5d'], '--timeout has an unknown unit "d" in "5d"'],
    [['http://x.test/v1.1', '--max-time', 'later'], '--max-time must be a duration such as 500ms, 5s'],
    [['http://x.test/v1.1', '--reporter', 'tap'], '--reporter must be table, junit or json'],
    [['http://x.test/v1.1', '--header', 'no colon'], '--header must be "Name: value"'],
    [['http://x.test/v1.1', '--read-only', '--allow-purchases'], 'exclude each other'],
    [['http://x.test/v1.1', '--colour'], "Unknown option '--colour'"],
    [['ftp://x.test/v1.1'], 'the base URL must be http or https'],
    [['http://qa:secret@x.test/v1.1'], 'not in the base URL'],
    [['not a url'], 'the base URL must be an absolute http(s) URL'],
  ])('exits 2 for %j with a one-line reason', async (argv, reason) => {
    const run = capture();
    expect(await runVerifyCli(argv, run.io)).toBe(2);
    const [line, hint] = run.stderr().split('\n');
    expect(line).toContain(reason);
    expect(line).toMatch(/^museum-verify: /);
    expect(hint).toBe('Run museum-verify --help for usage.');
  });

  it('exits 2 for credentials without a colon and does not echo them', async () => {
    const run = capture({ MUSEUM_AUTH: 'justasecret' });
    expect(await runVerifyCli(['http://x.test/v1.1'], run.io)).toBe(2);
    expect(run.stderr()).toContain('MUSEUM_AUTH must be user:password');
    expect(run.stderr()).not.toContain('justasecret');
  });
});
