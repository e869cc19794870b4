// `museum-mcp` over stdio, driven by the MCP SDK's own client as an agent would: the tools are
// the admin API's commands, a fault set by a tool changes what the app's next request gets, and
// explain says why a request was refused. `museum-mock mcp`, which runs the same server, is
// tested with the CLI (packages/cli), which depends on this package.
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connectMcp, type McpSession, mcpCommand, ownMockUrl, textOf } from './fixtures.ts';
import { processBehaviour } from './process-behaviour.ts';

const timeout = 60_000;

describe('museum-mcp on its own mock', () => {
  let mcp: McpSession;
  let api: string;
  beforeAll(async () => {
    mcp = await connectMcp();
    api = await ownMockUrl(mcp);
  }, timeout);
  afterAll(() => mcp?.close());

  it('answers initialize with its name, tools and resources, and prints its mock URL on stderr', () => {
    expect(mcp.client.getServerVersion()?.name).toBe('museum-mock');
    expect(mcp.client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.1$/);
  });

  it('lists a tool for every control of the admin API, with valid JSON Schemas, plus explain and verify', async () => {
    const { tools } = await mcp.client.listTools();
    const admin = (await fetch(`${new URL(api).origin}/__admin/openapi.json`).then((response) =>
      response.json(),
    )) as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    const controls = Object.values(admin.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => !['Sessions', 'Description'].includes(operation.tags[0] ?? ''))
      .map((operation) => operation.operationId.replaceAll('.', '_'));
    expect(controls.length).toBeGreaterThan(10);
    expect(tools.map((tool) => tool.name).sort()).toEqual([...controls, 'explain', 'verify'].sort());
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      if (tool.outputSchema !== undefined)
        expect(() => ajv.compile(tool.outputSchema as object)).not.toThrow();
    }
  });

  it(
    'sets a fault with a tool call that the next request gets, and explains it from the journal',
    async () => {
      const set = await mcp.call('fault', {
        operation: 'getMuseumHours',
        status: 503,
        retryAfter: 5,
        times: 1,
      });
      expect(set.isError).toBeFalsy();
      expect(set.structuredContent).toEqual({ id: expect.stringMatching(/^fault-\d+$/) });
      const broken = await call(api, 'GET', '/museum-hours');
      expect(broken.status).toBe(503);
      expect(broken.headers.get('retry-after')).toBe('5');
      expect((await call(api, 'GET', '/museum-hours')).status).toBe(200);

      const journal = await mcp.call('journal_entries', { operation: 'getMuseumHours', status: 503 });
      const [entry] = (journal.structuredContent as { result: { sequence: number; intervention?: string }[] })
        .result;
      expect(entry?.intervention).toBe('fault');
      const explained = await mcp.call('explain', { sequence: entry?.sequence });
      const { id } = set.structuredContent as { id: string };
      expect(explained.structuredContent).toMatchObject({
        cause: 'fault',
        intervention: id,
        status: 503,
        inJournal: true,
      });
      expect(textOf(explained)).toContain(`${id} (injected for getMuseumHours) answered 503`);
    },
    timeout,
  );

  it(
    'moves the clock, and explains the purchase the moved clock refuses by its rule and field',
    async () => {
      const moved = await mcp.call('clock_set', { now: '2030-01-02T09:00:00Z' });
      // The mock's clock runs on from where it was set.
      expect(moved.structuredContent).toEqual({ now: expect.stringMatching(/^2030-01-02T09:00:00/) });
      expect((await mcp.call('clock_now')).structuredContent).toEqual({
        now: expect.stringMatching(/^2030-01-02T09/),
      });
      const body = { ticketType: 'general', ticketDate: '2030-01-01', email: 'agent@example.com' };
      expect((await call(api, 'POST', '/tickets', { json: body })).status).toBe(400);

      const explained = await mcp.call('explain', { method: 'POST', path: '/tickets', body });
      expect(explained.isError).toBeFalsy();
      expect(explained.structuredContent).toMatchObject({
        cause: 'refused',
        operation: 'buyMuseumTickets',
        status: 400,
        fields: [{ path: 'ticketDate', message: expect.stringContaining('2030-01-02') }],
      });
      expect(textOf(explained)).toContain('ticketDate');
    },
    timeout,
  );

  it(
    'explains a path the API does not have by the nearest one it has',
    async () => {
      expect((await call(api, 'GET', '/special-event')).status).toBe(404);
      const logged = await mcp.call('explain', { method: 'GET', path: '/special-event' });
      expect(logged.structuredContent).toMatchObject({
        cause: 'unknown-path',
        nearest: { path: '/special-events', methods: expect.arrayContaining(['GET', 'POST']) },
      });
      const unsent = await mcp.call('explain', { method: 'PUT', path: '/tickets' });
      expect(unsent.structuredContent).toMatchObject({ inJournal: false, allowed: ['POST'] });
    },
    timeout,
  );

  it(
    'refuses bad tool input with an error result naming the field, and keeps serving',
    async () => {
      const wrongType = await mcp.call('clock_advance', { days: 'one' });
      expect(wrongType.isError).toBe(true);
      expect(textOf(wrongType)).toMatch(/^Invalid arguments for clock_advance: .*\n- days: /);
      const unknownOperation = await mcp.call('fault', { operation: 'buyTickets', status: 500 });
      expect(unknownOperation.isError).toBe(true);
      expect(textOf(unknownOperation)).toContain('\n- operation: ');
      const refused = await mcp.call('useScenario', { name: 'no-such-scenario' });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/400.*\n- name: Unknown scenario/);
      expect((await mcp.call('no_such_tool')).isError).toBe(true);
      expect((await mcp.call('scenarios')).isError).toBeFalsy();
    },
    timeout,
  );

  it(
    'verifies its own mock up to the level asked, the checks of each level and those below, and names a bad level',
    async () => {
      const passedAt = async (level: string) => {
        const result = await mcp.call('verify', { level });
        expect(result.isError, textOf(result)).toBeFalsy();
        const match = new RegExp(`^Kept the contract up to ${level}: (\\d+) passed, 0 failed`).exec(
          textOf(result),
        );
        expect(match, textOf(result)).not.toBeNull();
        return Number(match?.[1]);
      };
      const [spec, domain, house] = [
        await passedAt('spec'),
        await passedAt('domain'),
        await passedAt('house'),
      ];
      expect(spec).toBeGreaterThan(0);
      expect(domain).toBeGreaterThan(spec);
      expect(house).toBeGreaterThan(domain);
      const refused = await mcp.call('verify', { level: 'strict' });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/^Invalid arguments for verify: level/);
    },
    timeout,
  );

  it(
    'serves the OpenAPI document and the journal as resources',
    async () => {
      const { resources } = await mcp.client.listResources();
      expect(resources.map((resource) => resource.uri)).toEqual(
        expect.arrayContaining([
          'museum-mock://openapi.json',
          'museum-mock://journal',
          'museum-mock://http-contract.md',
        ]),
      );
      const document = await mcp.client.readResource({ uri: 'museum-mock://openapi.json' });
      const text = (document.contents[0] as { text: string }).text;
      expect(JSON.parse(text)).toMatchObject({
        openapi: expect.stringMatching(/^3\.1/),
        servers: [{ url: api }],
      });
      const journal = await mcp.client.readResource({ uri: 'museum-mock://journal' });
      expect(JSON.parse((journal.contents[0] as { text: string }).text).length).toBeGreaterThan(0);
    },
    timeout,
  );
});

describe('museum-mcp --url', () => {
  let server: MuseumServer;
  let mcp: McpSession;
  beforeAll(async () => {
    server = await startMuseumServer({ port: 0, admin: true, adminToken: 'mcp-secret' });
    mcp = await connectMcp(['--url', new URL(server.url).origin, '--session', 'agent'], {
      MUSEUM_MOCK_ADMIN_TOKEN: 'mcp-secret',
    });
  }, timeout);
  afterAll(async () => {
    await mcp?.close();
    await server?.close();
  });

  it(
    'drives only the chosen session of a running server, with the token from the environment',
    async () => {
      expect((await mcp.call('fault', { operation: '*', status: 500, times: 'always' })).isError).toBeFalsy();
      const inSession = await call(server.url, 'GET', '/museum-hours', {
        headers: { 'X-Museum-Session': 'agent' },
      });
      expect(inSession.status).toBe(500);
      expect((await call(server.url, 'GET', '/museum-hours')).status).toBe(200);
      const mine = await mcp.call('journal_entries');
      expect(
        (mine.structuredContent as { result: { status: number }[] }).result.map((entry) => entry.status),
      ).toEqual([500]);
    },
    timeout,
  );

  it(
    'reports a refused token as a tool error, not a crash',
    async () => {
      const wrong = await connectMcp(['--url', server.url], { MUSEUM_MOCK_ADMIN_TOKEN: 'wrong' });
      try {
        const result = await wrong.call('reset');
        expect(result.isError).toBe(true);
        expect(textOf(result)).toContain('401');
      } finally {
        await wrong.close();
      }
    },
    timeout,
  );
});

describe('museum-mcp as a process', () => processBehaviour('museum-mcp', mcpCommand()));
