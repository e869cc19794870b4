/**
 * `@museum-api/mcp`: a Model Context Protocol server over the Museum API mock, for coding agents.
 * Its tools are the mock's admin controls (from the mock's control table), `explain` and `verify`;
 * its resources the API's documents and the journal. `runMcpCommand` is the `museum-mcp` bin as
 * a function (`museum-mock mcp` runs it); `createMuseumMcpServer` is the server for a transport
 * of your own.
 *
 * @packageDocumentation
 */

export type { AdminTool, ToolSchema } from './admin-tools.ts';
export { adminTools } from './admin-tools.ts';
export type { ContractVerifier } from './contract-verifier.ts';
export { contractVerifier } from './contract-verifier.ts';
export type { McpMockTarget } from './create-museum-mcp-server.ts';
export { createMuseumMcpServer } from './create-museum-mcp-server.ts';
export type { Explanation } from './explain-journal-entry.ts';
export { explainJournalEntry } from './explain-journal-entry.ts';
export type { McpIo } from './run-mcp-command.ts';
export { runMcpCommand } from './run-mcp-command.ts';
