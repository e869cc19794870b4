import { describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io.ts';
import { runVerifyCommand } from './run-verify-command.ts';

function capture() {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    signals: { once: () => undefined },
  };
  return { io, stdout: () => out, stderr: () => err };
}

const missing = () =>
  Promise.reject(
    Object.assign(new Error("Cannot find package '@museum-api/contract'"), { code: 'ERR_MODULE_NOT_FOUND' }),
  );

describe('museum-mock verify', () => {
  it('exits 2 with one line saying to install @museum-api/contract when it is missing', async () => {
    const run = capture();
    expect(await runVerifyCommand(['http://127.0.0.1:4010/v1.1'], run.io, missing)).toBe(2);
    expect(run.stderr()).toBe(
      'museum-mock verify: the verifier is in @museum-api/contract: install @museum-api/contract (npm install --save-dev @museum-api/contract)\n',
    );
    expect(run.stdout()).toBe('');
  });

  it('runs museum-verify under its own name when the package is installed', async () => {
    const run = capture();
    expect(await runVerifyCommand(['--help'], run.io)).toBe(0);
    expect(run.stdout()).toMatch(/^Usage: museum-mock verify <baseUrl> \[options\]/);
    const bad = capture();
    expect(await runVerifyCommand([], bad.io)).toBe(2);
    expect(bad.stderr()).toMatch(/^museum-mock verify: .*\nRun museum-mock verify --help for usage\.\n$/);
  });

  it('lets a broken contract package fail loudly rather than pass for missing', async () => {
    const broken = () => Promise.reject(new SyntaxError('Unexpected token'));
    await expect(runVerifyCommand(['http://127.0.0.1:4010/v1.1'], capture().io, broken)).rejects.toThrow(
      SyntaxError,
    );
  });
});
