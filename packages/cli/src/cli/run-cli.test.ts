import { describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

const missing = () =>
  Promise.reject(
    Object.assign(new Error("Cannot find package '@museum-api/contract'"), { code: 'ERR_MODULE_NOT_FOUND' }),
  );

/** Runs the CLI until its banner is out, then stops it as SIGTERM would. */
async function runUntilListening(argv: string[], importContract: NonNullable<CliIo['importContract']>) {
  let out = '';
  let err = '';
  const stops: (() => void)[] = [];
  let exit: Promise<number> = Promise.resolve(-1);
  const listening = new Promise<void>((resolve) => {
    const io: CliIo = {
      stdout: {
        write(text: string) {
          out += text;
          if (text.includes('listening on')) resolve();
        },
      },
      stderr: { write: (text: string) => (err += text) },
      signals: { once: (_signal, listener) => stops.push(listener) },
      importContract,
    };
    exit = runCli(argv, io);
  });
  const code = await Promise.race([listening.then(() => undefined), exit]);
  if (code === undefined) {
    for (const stop of stops) stop();
  }
  return { code: await exit, stdout: out, stderr: err };
}

describe('museum-mock --proxy without @museum-api/contract', () => {
  it('forwards, and says once on stderr that exchanges are not checked and how to check them', async () => {
    const run = await runUntilListening(['--port', '0', '--proxy', 'http://127.0.0.1:9/v1.1'], missing);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('forwarding every operation to http://127.0.0.1:9/v1.1');
    expect(run.stderr).toBe(
      'museum-mock: exchanges with the upstream are not checked against the contract; to check them, install @museum-api/contract (npm install --save-dev @museum-api/contract)\n',
    );
  });

  it('refuses --proxy-strict, which needs the checks, as a usage error', async () => {
    const run = await runUntilListening(
      ['--port', '0', '--proxy', 'http://127.0.0.1:9/v1.1', '--proxy-strict'],
      missing,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^museum-mock: --proxy-strict needs the contract checks: install @museum-api\/contract/,
    );
    expect(run.stdout).toBe('');
  });
});
