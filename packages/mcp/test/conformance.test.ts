// The protocol's published conformance suite (@modelcontextprotocol/conformance) against
// `museum-mcp`. The suite tests servers over Streamable HTTP only, so the command runs
// behind a gateway that passes each message on to it over stdio unchanged (stdio-over-http.ts).
// Of the suite's server scenarios these four apply to any server; the others call the suite's
// own test tools, prompts and resources (`test_simple_text`, `test://static-text`, …), which
// only its reference server has.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpCommand } from './fixtures.ts';
import { type StdioGateway, startStdioGateway } from './stdio-over-http.ts';

const run = promisify(execFile);
const suite = join(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json'),
  '..',
  'dist',
  'index.js',
);
const scenarios = ['server-initialize', 'ping', 'tools-list', 'resources-list'];

describe('the MCP conformance suite', () => {
  let gateway: StdioGateway;
  let results: string;
  beforeAll(async () => {
    gateway = await startStdioGateway(process.execPath, mcpCommand());
    results = await mkdtemp(join(tmpdir(), 'museum-mcp-conformance-'));
  });
  afterAll(async () => {
    await gateway?.close();
    if (results !== undefined) await rm(results, { recursive: true, force: true });
  });

  it.each(scenarios)(
    'passes %s over stdio',
    async (scenario) => {
      const { stdout } = await run(
        process.execPath,
        [suite, 'server', '--url', gateway.url, '--scenario', scenario, '--output-dir', results],
        { cwd: results, timeout: 90_000 },
      );
      expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    },
    120_000,
  );
});
