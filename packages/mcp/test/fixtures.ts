// The MCP package's shared test fixtures. `museum-mcp` as an agent's client starts it: a child
// process on this Node, from the TypeScript source, spoken to over stdio with the MCP SDK's own
// client and transport; and the app's requests to the mock, over real HTTP.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The `museum-mcp` bin's source. */
export const mcpBin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));

/** How a child process runs a bin: this Node, workspace packages resolved to source. */
export const sourceCondition = '--conditions=@museum-api/source';

/**
 * The command line that starts the server: `museum-mcp`. The CLI's tests pass their own
 * (`museum-mock mcp`, which runs the same server).
 */
export function mcpCommand(): string[] {
  return [sourceCondition, mcpBin];
}

/** A connected client, what the command printed on stderr so far, and its tool calls. */
export interface McpSession {
  client: Client;
  stderr: () => string;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** Starts `museum-mcp <args>` (or `command`) and connects to it (initialize included). */
export async function connectMcp(
  args: string[] = [],
  env: Record<string, string> = {},
  command: readonly string[] = mcpCommand(),
): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...command, ...args],
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
  throw new Error(`the MCP server printed no URL; stderr: ${session.stderr()}`);
}

/** The text of a tool result, its parts joined. */
export function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** One request of the app under test to the mock's API, with Basic credentials. */
export async function call(
  api: string,
  method: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${btoa('agent:secret')}`,
    ...options.headers,
  };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api}${path}`, {
    method,
    headers,
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
  await response.arrayBuffer();
  return response;
}
