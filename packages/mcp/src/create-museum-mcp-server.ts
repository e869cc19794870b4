import { readFile } from 'node:fs/promises';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { packageVersion } from '@museum-api/contract/cli';
import { MuseumDomainError, museumContractLevels } from '@museum-api/core';
import { type AdminSender, museumControls, sessionHeader } from '@museum-api/mock';
import * as z from 'zod';
import { type AdminTool, adminTools, refusalOf, toolSchemaOf } from './admin-tools.ts';
import type { ContractVerifier } from './contract-verifier.ts';
import { ExplainInputSchema, explainRequest } from './explain-tool.ts';
import { outputSummary, toolError, toolErrorOf, toolSuccess } from './tool-results.ts';

/**
 * The mock an MCP server drives: its API base URL, its admin API (one session), and the
 * contract verifier when `@museum-api/contract` is installed.
 *
 * @example
 * ```ts
 * const target: McpMockTarget = { apiUrl: server.url, admin: adminSender(server.url, { session: 'agent' }), session: 'agent' };
 * ```
 */
export interface McpMockTarget {
  /** The API base URL, e.g. `http://127.0.0.1:4010/v1.1`. */
  apiUrl: string;
  /** The admin API of the mock, from `@museum-api/mock`'s `adminSender`, with its session and token. */
  admin: AdminSender;
  /**
   * The session the admin sender acts on, sent with `verify`'s requests to this mock too.
   * @default the server's default session
   */
  session?: string | undefined;
  /**
   * The admin token, for reading the admin API's own document.
   * @default none
   */
  adminToken?: string | undefined;
  /**
   * The contract verifier behind the `verify` tool (see `contractVerifier`); no `verify` tool without one.
   * @default none
   */
  verifier?: ContractVerifier | undefined;
}

/** A tool of this server besides those of the admin table: its listing, and how it runs. */
interface ExtraTool {
  tool: Tool;
  run(args: unknown): Promise<CallToolResult>;
}

/** A refusal of a tool's arguments, naming each failing field. */
const invalidArguments = (tool: string, error: MuseumDomainError) =>
  toolError(`Invalid arguments for ${tool}: ${error.message}`, error.issues);

/** A tool whose arguments `schema` parses (or refuses, naming each failing field) before `run` gets them. */
function extraTool<Schema extends z.core.$ZodType>(
  name: string,
  description: string,
  schema: Schema,
  run: (input: z.output<Schema>) => Promise<CallToolResult>,
): ExtraTool {
  return {
    tool: { name, description, inputSchema: toolSchemaOf(schema).schema },
    async run(args) {
      const result = z.safeParse(schema, args ?? {});
      if (result.success) return run(result.data);
      return invalidArguments(name, MuseumDomainError.fromZod(result.error, '', args));
    },
  };
}

const VerifyInputSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description: "The API base URL to verify (ending in /v1.1). Default: this mock's, in its session.",
    }),
  readOnly: z
    .boolean()
    .default(true)
    .meta({ description: 'Only read (default); false also creates and deletes events.' }),
  allowPurchases: z.boolean().default(false).meta({ description: 'Also buy tickets (default false).' }),
  level: z
    .enum(museumContractLevels)
    .default('domain')
    .meta({
      description:
        'Up to which level of the contract: spec (what the published description says), domain (what any real ' +
        "museum does; the default) or house (this project's own decisions, which the mock keeps).",
    }),
});

function explainTool(target: McpMockTarget): ExtraTool {
  return extraTool(
    'explain',
    'Why the mock answered a request as it did: give a journal entry (`sequence` or `requestId`) or a request ' +
      '(`method`, `path`, optional `body`; the newest match in the journal). Names the rule and field of a refusal, ' +
      'the fault or override that answered instead, a path the API does not have and the nearest one it has, a wrong ' +
      'method and the allowed ones. A request not in the journal is explained by routing alone.',
    ExplainInputSchema,
    async (input) => {
      const answer = await explainRequest(target.admin, new URL(target.apiUrl).pathname, input);
      return toolSuccess(answer.summary, answer);
    },
  );
}

function verifyTool(target: McpMockTarget, verifier: ContractVerifier): ExtraTool {
  return extraTool(
    'verify',
    "Checks a server of the Museum API against the mock's HTTP contract (@museum-api/contract's verifier): " +
      "every operation's answers and the rules across requests. Read-only unless told otherwise; buys tickets only " +
      'with allowPurchases.',
    VerifyInputSchema,
    async ({ url = target.apiUrl, readOnly, allowPurchases, level }) => {
      // Against this mock, in its session: the run's events and tickets stay out of other sessions.
      const headers =
        url === target.apiUrl && target.session !== undefined ? { [sessionHeader]: target.session } : {};
      const result = await verifier.verifyMuseumApi(url, { readOnly, allowPurchases, headers, level });
      const failed = result.checks.filter((check) => check.status === 'failed');
      const { passed, skipped } = result.summary;
      const summary = `${result.ok ? 'Kept' : 'Broke'} the contract up to ${level}: ${passed} passed, ${failed.length} failed, ${skipped} skipped${failed.length === 0 ? '' : ` (${failed.map((check) => check.id).join(', ')})`}`;
      return toolSuccess(summary, {
        ok: result.ok,
        summary: result.summary,
        failed: failed.map(({ id, title, failures }) => ({ id, title, failures })),
      });
    },
  );
}

/** Runs one tool of the admin table: its arguments checked first, then sent to the admin API. */
async function runAdminTool(target: McpMockTarget, tool: AdminTool, args: unknown): Promise<CallToolResult> {
  const refusal = refusalOf(tool, args);
  if (refusal !== undefined) return invalidArguments(tool.name, refusal);
  const output = await target.admin.send(
    tool.entry,
    tool.entry.input === undefined ? undefined : (args ?? {}),
  );
  const structured =
    output === undefined
      ? undefined
      : tool.wrapsOutput
        ? { result: output }
        : (output as Record<string, unknown>);
  return toolSuccess(outputSummary(tool.name, output), structured);
}

/** The resources: the API's OpenAPI document, the admin API's, the HTTP contract page, the journal. */
function resourcesOf(target: McpMockTarget, contractPage: URL | undefined) {
  const json = 'application/json';
  const list = [
    {
      uri: 'museum-mock://openapi.json',
      name: 'openapi.json',
      title: 'The Museum API (OpenAPI 3.1)',
      description: 'The OpenAPI document of the API the mock serves, as it serves it at {base}/openapi.json.',
      mimeType: json,
      read: async () => fetchText(`${target.apiUrl}/openapi.json`, {}),
    },
    {
      uri: 'museum-mock://admin/openapi.json',
      name: 'admin-openapi.json',
      title: "The mock's admin API (OpenAPI 3.1)",
      description: "The admin API's document: every control the tools are made from.",
      mimeType: json,
      read: async () =>
        fetchText(
          `${target.admin.adminUrl}/openapi.json`,
          target.adminToken === undefined ? {} : { Authorization: `Bearer ${target.adminToken}` },
        ),
    },
    {
      uri: 'museum-mock://journal',
      name: 'journal',
      title: 'The journal',
      description: "The requests this session's mock handled, oldest first, with bodies and problem details.",
      mimeType: json,
      read: async () => JSON.stringify(await target.admin.send(museumControls.journal.entries, {})),
    },
  ];
  if (contractPage !== undefined) {
    list.push({
      uri: 'museum-mock://http-contract.md',
      name: 'http-contract.md',
      title: 'The HTTP contract',
      description: 'What the API answers and why: statuses, problem details, the rules the mock keeps.',
      mimeType: 'text/markdown',
      read: () => readFile(contractPage, 'utf8'),
    });
  }
  return list;
}

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Makes the MCP server of a mock (not yet connected to a transport): the tools of the admin
 * control table (see `adminTools`), `explain`, and `verify` when the contract package is
 * installed; the resources. Every tool acts on the target's one session through its admin API,
 * so it can do nothing the admin API does not allow. A bad argument or a refusal is a result with
 * `isError` naming the field; no tool call throws into the protocol.
 *
 * @example
 * ```ts
 * const server = createMuseumMcpServer(target);
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createMuseumMcpServer(target: McpMockTarget, contractPage?: URL): Server {
  const server = new Server(
    { name: 'museum-mock', title: 'Museum API mock', version: packageVersion(import.meta.url) },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        'Drives a mock of the Museum API for the app under test. Use the tools to pick a scenario, inject faults, ' +
        "move the clock and read the journal; use explain to learn why a request got its answer. The API's base URL: " +
        target.apiUrl,
    },
  );
  const extras = [
    explainTool(target),
    ...(target.verifier === undefined ? [] : [verifyTool(target, target.verifier)]),
  ];
  const resources = resourcesOf(target, contractPage);

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      ...adminTools.map(
        (tool): Tool => ({
          name: tool.name,
          title: tool.entry.summary,
          description: tool.description,
          inputSchema: tool.inputSchema,
          ...(tool.outputSchema === undefined ? {} : { outputSchema: tool.outputSchema }),
        }),
      ),
      ...extras.map((extra) => extra.tool),
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async ({ params }): Promise<CallToolResult> => {
    try {
      const admin = adminTools.find((tool) => tool.name === params.name);
      if (admin !== undefined) return await runAdminTool(target, admin, params.arguments);
      const extra = extras.find((candidate) => candidate.tool.name === params.name);
      if (extra !== undefined) return await extra.run(params.arguments);
      return toolError(`No tool named ${JSON.stringify(params.name)}; tools/list lists them`);
    } catch (error) {
      return toolErrorOf(error);
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: resources.map(({ read: _read, ...resource }) => resource),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async ({ params }) => {
    const resource = resources.find((candidate) => candidate.uri === params.uri);
    if (resource === undefined) throw new Error(`No resource ${params.uri}; resources/list lists them`);
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: await resource.read() }] };
  });
  return server;
}
