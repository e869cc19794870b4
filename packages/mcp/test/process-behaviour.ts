// What `museum-mcp` and `museum-mock mcp` (the CLI's name for the same server) do as processes:
// one suite, run by this package's tests and the CLI's with each command line.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import mcpPackage from '../package.json' with { type: 'json' };

const timeout = 60_000;

/**
 * Declares the tests of a process started by `command` (node arguments), which names itself `via`
 * in its messages.
 */
export function processBehaviour(via: string, command: readonly string[]): void {
  it(
    'stops with 0 when stdin closes, and its mock with it',
    async () => {
      const run = spawnSync(process.execPath, command, {
        encoding: 'utf8',
        input: '',
        timeout: 50_000,
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('');
      const url = new RegExp(`^${via}: the mock is listening on (\\S+)`).exec(run.stderr)?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:/);
      await expect(fetch(`${url}/museum-hours`)).rejects.toThrow();
    },
    timeout,
  );

  it(
    'prints the package version for --version on stdout, and serves nothing',
    () => {
      const run = spawnSync(process.execPath, [...command, '--version'], {
        encoding: 'utf8',
        input: '',
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${mcpPackage.version}\n`);
      expect(run.stderr).toBe('');
    },
    timeout,
  );

  it.each([
    [['--session', 'a b'], '--session must be 1-64 characters of A-Z, a-z, 0-9, _ and -'],
    [['--port', '70000'], '--port must be 0..65535: 70000'],
  ])(
    'exits 2 with one line for a bad flag, under its own name: %j',
    (flag, message) => {
      const run = spawnSync(process.execPath, [...command, ...flag], {
        encoding: 'utf8',
        input: '',
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`${via}: ${message}\nRun ${via} --help for usage.\n`);
      expect(run.stdout).toBe('');
    },
    timeout,
  );
}
