// `museum-mock mcp` as an agent's client starts it: a child process on this Node, from the
// TypeScript source, spoken to over stdio with the MCP SDK's own client and transport.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

/** A connected client, what the command printed on stderr so far, and its tool calls. */
export interface McpSession {
  client: Client;
  stderr: () => string;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** Starts `museum-mock mcp <args>` and connects to it (initialize and initialized included). */
export async function connectMcp(args: string[] = [], env: Record<string, string> = {}): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=@museum-api/source', cli, 'mcp', ...args],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const client = new Client({ name: 'museum-mock-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}

/** The URL its own mock listens on, as it printed it on stderr. */
export async function ownMockUrl(session: McpSession): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(session.stderr());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`museum-mock mcp printed no URL; stderr: ${session.stderr()}`);
}

/** The text of a tool result, its parts joined. */
export function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}
