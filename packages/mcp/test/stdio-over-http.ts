// The protocol's conformance suite drives servers only over Streamable HTTP. This gateway puts
// `museum-mcp` behind it unchanged: each MCP session is one child process spoken to over
// stdio, and every message is passed on as it came, by the SDK's own two transports. So the suite
// checks the command a client starts, not a second server.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';

/** A running gateway: its endpoint, and how to stop it and every child it started. */
export interface StdioGateway {
  url: string;
  close(): Promise<void>;
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Serves `command args` (a stdio MCP server) at `http://127.0.0.1:<free port>/mcp`. */
export async function startStdioGateway(command: string, args: string[]): Promise<StdioGateway> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const children = new Set<StdioClientTransport>();
  const server = createServer((request, response) => {
    void (async () => {
      const id = request.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (known !== undefined) return known.handleRequest(request, response);
      const body = request.method === 'POST' ? await jsonBody(request) : undefined;
      if (!isInitializeRequest(body)) {
        response.writeHead(typeof id === 'string' ? 404 : 400).end();
        return;
      }
      const child = new StdioClientTransport({ command, args, stderr: 'ignore' });
      const http: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (sessionId: string): void => {
          sessions.set(sessionId, http);
        },
      });
      children.add(child);
      http.onmessage = (message) => void child.send(message);
      child.onmessage = (message) => void http.send(message);
      http.onclose = () => void child.close();
      await child.start();
      await http.start();
      await http.handleRequest(request, response, body);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([...children].map((child) => child.close()));
    },
  };
}
