import { describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io.ts';
import { runVerifySubcommand } from './run-verify-subcommand.ts';

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

describe('museum-mock verify', () => {
  it('runs museum-verify under its own name', async () => {
    const run = capture();
    expect(await runVerifySubcommand(['--help'], run.io)).toBe(0);
    expect(run.stdout()).toMatch(/^Usage: museum-mock verify <baseUrl> \[options\]/);
    const bad = capture();
    expect(await runVerifySubcommand([], bad.io)).toBe(2);
    expect(bad.stderr()).toMatch(/^museum-mock verify: .*\nRun museum-mock verify --help for usage\.\n$/);
  });
});
