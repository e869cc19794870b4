import { describe, expect, it } from 'vitest';
import { cliUsage } from './cli-args.ts';
import { mcpMissingAdvice, runMcpCommand } from './run-mcp-command.ts';

function capture() {
  let err = '';
  return {
    io: { stderr: { write: (text: string) => (err += text) }, signals: { once: () => undefined } },
    stderr: () => err,
  };
}

describe('museum-mock mcp', () => {
  it('is listed by museum-mock --help, with the package it needs', () => {
    expect(cliUsage).toMatch(/^ +museum-mock mcp \[options\] .*@museum-api\/mcp/m);
  });

  it('exits 2 with one line naming @museum-api/mcp when it is not installed', async () => {
    const run = capture();
    const missing = () =>
      Promise.reject(
        Object.assign(new Error("Cannot find package '@museum-api/mcp' imported from /app/cli.js"), {
          code: 'ERR_MODULE_NOT_FOUND',
        }),
      );
    expect(await runMcpCommand([], run.io, missing)).toBe(2);
    expect(run.stderr()).toBe(
      'museum-mock mcp: the MCP server is in @museum-api/mcp: install it (npm install --save-dev @museum-api/mcp)\n',
    );
    expect(mcpMissingAdvice).toContain('npm install --save-dev @museum-api/mcp');
  });

  it('lets a present package that fails to load fail loudly rather than pass for missing', async () => {
    const broken = Object.assign(new Error("Cannot find package '@modelcontextprotocol/sdk'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    await expect(runMcpCommand([], capture().io, () => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('runs museum-mcp from @museum-api/mcp under its own name', async () => {
    const run = capture();
    expect(await runMcpCommand(['--port', 'x'], run.io)).toBe(2);
    expect(run.stderr()).toBe(
      'museum-mock mcp: --port must be 0..65535: x\nRun museum-mock mcp --help for usage.\n',
    );
  });
});
