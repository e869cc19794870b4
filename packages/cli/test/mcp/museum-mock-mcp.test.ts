// `museum-mock mcp` runs @museum-api/mcp's server under the CLI's name, as a child process spoken
// to over stdio with the MCP SDK's own client: the same tools, reaching its mock, and the same
// process behaviour as `museum-mcp` (packages/mcp/test tests that server in depth).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, connectMcp, ownMockUrl, sourceCondition } from '../../../mcp/test/fixtures.ts';
import { processBehaviour } from '../../../mcp/test/process-behaviour.ts';

const via = 'museum-mock mcp';
const command = [sourceCondition, fileURLToPath(new URL('../../src/cli.ts', import.meta.url)), 'mcp'];
const timeout = 60_000;

describe('museum-mock mcp as a process', () => processBehaviour(via, command));

describe('museum-mock mcp', () => {
  it(
    "serves the same tools through the mock's CLI, and a tool call reaches its mock",
    async () => {
      const mcp = await connectMcp([], {}, command);
      try {
        const api = await ownMockUrl(mcp);
        const { tools } = await mcp.client.listTools();
        expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['clock_advance', 'explain']));
        expect((await mcp.call('fault', { operation: 'getMuseumHours', status: 503 })).isError).toBeFalsy();
        expect((await call(api, 'GET', '/museum-hours')).status).toBe(503);
      } finally {
        await mcp.close();
      }
    },
    timeout,
  );
});
