// The MCP package README's first block, run as a script: an agent's client and the MCP server in
// one process, over the MCP SDK's in-memory transport, driving a standalone mock's admin API.
import { startMuseumServer } from '@museum-api/mock-server';

const server = await startMuseumServer({ admin: true });
// #region quickstart
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMuseumMcpServer } from '@museum-api/mcp';
import { adminSender } from '@museum-api/mock';

// `server`: a mock started with its admin API on (`museum-mock --admin`, or startMuseumServer({ admin: true })).
const mcp = createMuseumMcpServer({ apiUrl: server.url, admin: adminSender(server.url) });
const [agentSide, serverSide] = InMemoryTransport.createLinkedPair();
await mcp.connect(serverSide);
const agent = new Client({ name: 'my-agent', version: '1.0.0' });
await agent.connect(agentSide);

const { tools } = await agent.listTools();
console.log(tools.map((tool) => tool.name)); // ['reset', 'useScenario', …, 'clock_advance', …, 'explain']
const moved = await agent.callTool({ name: 'clock_advance', arguments: { days: 1 } });
console.log(moved.structuredContent); // { now: '…' }, a day later
// #endregion quickstart

await agent.close();
await server.close();
if (!tools.some((tool) => tool.name === 'explain') || moved.isError === true) {
  throw new Error(`the MCP server did not serve its tools: ${JSON.stringify(moved)}`);
}
