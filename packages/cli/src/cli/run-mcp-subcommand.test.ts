import { describe, expect, it } from 'vitest';
import { cliUsage } from './cli-args.ts';
import { runMcpSubcommand } from './run-mcp-subcommand.ts';

function capture() {
  let err = '';
  return {
    io: { stderr: { write: (text: string) => (err += text) }, signals: { once: () => undefined } },
    stderr: () => err,
  };
}

describe('museum-mock mcp', () => {
  it('is listed by museum-mock --help, with the package it runs', () => {
    expect(cliUsage).toMatch(/^ +museum-mock mcp \[options\] .*@museum-api\/mcp/m);
  });

  it('runs museum-mcp from @museum-api/mcp under its own name', async () => {
    const run = capture();
    expect(await runMcpSubcommand(['--port', 'x'], run.io)).toBe(2);
    expect(run.stderr()).toBe(
      'museum-mock mcp: --port must be 0..65535: x\nRun museum-mock mcp --help for usage.\n',
    );
  });
});
