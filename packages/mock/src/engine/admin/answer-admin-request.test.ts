import { createContractChecks } from '@museum-api/contract';
import type { OpenApiDocument, ProblemDetails } from '@museum-api/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { harValidator } from '../../../test/engine/journal/har-validator.ts';
import { basic, now } from '../../../test/fixtures.ts';
import { adminLimits } from '../controls/control-limits.ts';
import { toResponse } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import { createMockRuntime } from '../runtime/create-mock-runtime.ts';
import type { MuseumMock } from '../runtime/mock.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';
import { answerAdminRequest } from './answer-admin-request.ts';

const adminRoot = 'http://admin.test/__admin';
// Every answer of the router is checked against its own OpenAPI document, so they cannot drift.
const contract = createContractChecks({
  document: buildAdminOpenApiDocument() as unknown as OpenApiDocument,
});

interface AdminCall {
  status: number;
  headers: Headers;
  body: unknown;
}

let runtime: MockRuntime;
let mock: MuseumMock;
beforeEach(() => {
  runtime = createMockRuntime({ clock: now, randomSeed: 'admin-router' });
  mock = runtime.mock;
});

/** The router's answer to a Fetch request, as a `Response` (what the server would write). */
async function answer(target: MockRuntime, request: Request, path: string): Promise<Response> {
  return toResponse(await answerAdminRequest(target, fetchMockRequest(request), path));
}

async function admin(
  method: string,
  path: string,
  init: { json?: unknown; body?: string; contentType?: string; contract?: false } = {},
): Promise<AdminCall> {
  const body = init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  const contentType = init.contentType ?? (body === undefined ? undefined : 'application/json');
  const request = new Request(`${adminRoot}${path}`, {
    method,
    ...(contentType === undefined ? {} : { headers: { 'Content-Type': contentType } }),
    ...(body === undefined ? {} : { body }),
  });
  const response = await answer(runtime, request, path.replace(/\?.*$/, ''));
  const text = await response.text();
  const parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  // An unknown path is, by definition, outside the document.
  if (init.contract !== false) {
    const violations = contract.checkExchange({
      request: { method, url: `${adminRoot}${path}` },
      response: { status: response.status, headers: response.headers, body: parsed },
    });
    expect(violations, `${method} ${path} breaks the admin API's document`).toEqual([]);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Asserts a 400 problem naming exactly `paths`, and returns it. */
function expectInvalid(result: AdminCall, paths: string[]): ProblemDetails {
  expect(result.status).toBe(400);
  expect(result.headers.get('content-type')).toBe('application/problem+json');
  const problem = result.body as ProblemDetails;
  expect(problem.type).toBe('urn:museum-api:problem:invalid-request');
  expect((problem.errors ?? []).map((issue) => issue.path).sort()).toEqual([...paths].sort());
  return problem;
}

async function apiStatus(path: string): Promise<number> {
  return (await mock.fetch(`https://api.museum.test/v1.1${path}`, { headers: { Authorization: basic() } }))
    .status;
}

describe('POST /reset', () => {
  it('answers 204 with no body and puts state, journal, faults and clock back to the seed', async () => {
    const seed = mock.snapshot();
    mock.store.clear();
    await apiStatus('/museum-hours');
    await admin('POST', '/faults', { json: { operation: '*', status: 500, times: 'always' } });
    await admin('PUT', '/clock', { json: { now: '2030-01-01T00:00:00Z' } });
    const result = await admin('POST', '/reset');
    expect(result).toMatchObject({ status: 204, body: undefined });
    expect(mock.snapshot()).toEqual(seed);
    expect(mock.journal.size).toBe(0);
    expect(mock.clock.now().toISOString()).toBe(new Date(now).toISOString());
    expect(await apiStatus('/museum-hours')).toBe(200);
  });

  it('forgets the ids of faults it removed', async () => {
    const created = await admin('POST', '/faults', { json: { operation: '*', status: 500 } });
    await admin('POST', '/reset');
    const { id } = created.body as { id: string };
    expect((await admin('DELETE', `/faults/${id}`)).status).toBe(404);
  });
});

describe('/snapshot', () => {
  it('reads the state as JSON that is never cached', async () => {
    const result = await admin('GET', '/snapshot');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body).toEqual(mock.snapshot());
  });

  it('restores a snapshot with 204', async () => {
    const saved = mock.snapshot();
    mock.store.clear();
    expect((await admin('PUT', '/snapshot', { json: saved })).status).toBe(204);
    expect(mock.snapshot()).toEqual(saved);
  });

  it('refuses an invalid snapshot with 400 naming every failing field, and changes nothing', async () => {
    const state = mock.snapshot();
    const broken = { ...state, version: 2, events: [{ ...state.events[0], dates: ['soon'] }], stray: 1 };
    const problem = expectInvalid(await admin('PUT', '/snapshot', { json: broken }), [
      'version',
      'events.0.dates.0',
      'stray',
    ]);
    expect(problem.detail).toMatch(/^Invalid snapshot: /);
    expect(mock.snapshot()).toEqual(state);
  });

  it('refuses malformed JSON, a non-object, an empty body and another media type', async () => {
    expectInvalid(await admin('PUT', '/snapshot', { body: '{"version":' }), []);
    expectInvalid(await admin('PUT', '/snapshot', { body: '[1]' }), ['(body)']);
    expectInvalid(await admin('PUT', '/snapshot'), ['(body)']);
    const unsupported = await admin('PUT', '/snapshot', { body: 'version=1', contentType: 'text/plain' });
    expect(unsupported.status).toBe(415);
  });
});

describe('/journal', () => {
  beforeEach(async () => {
    await apiStatus('/museum-hours');
    await apiStatus('/special-events');
    await apiStatus('/special-events/nope');
    await apiStatus('/special-events');
  });

  it('lists every entry oldest first', async () => {
    const result = await admin('GET', '/journal');
    expect((result.body as Array<{ sequence: number }>).map((entry) => entry.sequence)).toEqual([1, 2, 3, 4]);
  });

  it('filters by operation, status and limit together', async () => {
    const lists = await admin('GET', '/journal?operation=listSpecialEvents&status=200&limit=1');
    expect((lists.body as Array<{ sequence: number }>).map((entry) => entry.sequence)).toEqual([4]);
    const refused = await admin('GET', '/journal?status=400');
    expect((refused.body as Array<{ operation: string }>).map((entry) => entry.operation)).toEqual([
      'getSpecialEvent',
    ]);
  });

  it('refuses unknown, repeated and malformed filters with 400 naming each', async () => {
    expectInvalid(await admin('GET', '/journal?operation=buyTickets'), ['query.operation']);
    expectInvalid(await admin('GET', '/journal?status=abc&limit=1.5'), ['query.status', 'query.limit']);
    expectInvalid(await admin('GET', '/journal?operation=*&limit=0'), ['query.operation', 'query.limit']);
    expectInvalid(await admin('GET', '/journal?status=600'), ['query.status']);
    expectInvalid(await admin('GET', '/journal?limit=1&limit=2&operations=x'), [
      'query.limit',
      'query.operations',
    ]);
  });

  it('clears with 204, keeping the sequence counting', async () => {
    expect((await admin('DELETE', '/journal')).status).toBe(204);
    expect((await admin('GET', '/journal')).body).toEqual([]);
    await apiStatus('/museum-hours');
    expect(mock.journal.entries.map((entry) => entry.sequence)).toEqual([5]);
  });

  it('exports HAR 1.2 offered as a .har download', async () => {
    const result = await admin('GET', '/journal.har');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/json');
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="museum-mock.har"');
    expect(harValidator.errors(result.body)).toEqual([]);
    expect((result.body as { log: { entries: unknown[] } }).log.entries).toHaveLength(4);
  });
});

describe('/faults', () => {
  it('creates a fault with 201, its id and a Location to delete it by', async () => {
    const result = await admin('POST', '/faults', {
      json: { operation: 'getMuseumHours', status: 503, retryAfter: 7, times: 2 },
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: 'fault-1' });
    expect(result.headers.get('location')).toBe(`${adminRoot}/faults/fault-1`);
    const response = await mock.fetch('https://api.museum.test/v1.1/museum-hours', {
      headers: { Authorization: basic() },
    });
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '7']);
    expect(await apiStatus('/museum-hours')).toBe(503);
    expect(await apiStatus('/museum-hours')).toBe(200);
  });

  it('maps networkError and delay to the mock’s own faults', async () => {
    await admin('POST', '/faults', { json: { operation: 'listSpecialEvents', networkError: true } });
    await expect(apiStatus('/special-events')).rejects.toThrow(TypeError);
    await admin('POST', '/faults', { json: { operation: 'listSpecialEvents', delay: 60 } });
    const started = performance.now();
    expect(await apiStatus('/special-events')).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it.each([
    ['an unknown operation', { operation: 'buyTickets', status: 503 }, ['operation']],
    ['no operation', { status: 503 }, ['operation']],
    ['no kind of failure', { operation: '*' }, ['(body)']],
    ['a status and a delay', { operation: '*', status: 503, delay: 10 }, ['delay']],
    [
      'all three kinds',
      { operation: '*', status: 503, networkError: true, delay: 1 },
      ['networkError', 'delay'],
    ],
    ['retryAfter without a status', { operation: '*', networkError: true, retryAfter: 3 }, ['retryAfter']],
    ['a success status', { operation: '*', status: 200 }, ['status']],
    ['networkError false', { operation: '*', networkError: false }, ['networkError']],
    ['a delay past the limit', { operation: '*', delay: 300_001 }, ['delay']],
    ['times 0', { operation: '*', status: 500, times: 0 }, ['times']],
    ['an unknown field', { operation: '*', status: 500, detail: 'x' }, ['detail']],
  ])('refuses %s with 400 naming the fields, adding no fault', async (_case, body, paths) => {
    expectInvalid(await admin('POST', '/faults', { json: body }), paths);
    expect(await apiStatus('/museum-hours')).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const body = JSON.stringify({
      operation: '*',
      status: 500,
      pad: 'x'.repeat(adminLimits.maxControlBytes),
    });
    expect((await admin('POST', '/faults', { body })).status).toBe(413);
  });

  it('removes one fault by id with 204, then answers 404 for it', async () => {
    await admin('POST', '/faults', { json: { operation: '*', status: 500, times: 'always' } });
    expect((await admin('DELETE', '/faults/fault-1')).status).toBe(204);
    expect(await apiStatus('/museum-hours')).toBe(200);
    const again = await admin('DELETE', '/faults/fault-1');
    expect(again.status).toBe(404);
    expect((again.body as ProblemDetails).detail).toContain('fault-1');
  });

  it('answers 404 for an id that never existed or whose fault is used up', async () => {
    expect((await admin('DELETE', '/faults/fault-99')).status).toBe(404);
    await admin('POST', '/faults', { json: { operation: '*', status: 500, times: 1 } });
    await apiStatus('/museum-hours');
    expect((await admin('DELETE', '/faults/fault-1')).status).toBe(404);
  });

  it('refuses a fault id that is not valid percent-encoding', async () => {
    expectInvalid(await admin('DELETE', '/faults/%E0%A4%A'), ['id']);
  });

  it('removes every fault with 204, never reusing an id', async () => {
    await admin('POST', '/faults', { json: { operation: 'getMuseumHours', status: 500, times: 'always' } });
    await admin('POST', '/faults', {
      json: { operation: 'listSpecialEvents', status: 500, times: 'always' },
    });
    expect((await admin('DELETE', '/faults')).status).toBe(204);
    expect([await apiStatus('/museum-hours'), await apiStatus('/special-events')]).toEqual([200, 200]);
    expect((await admin('DELETE', '/faults/fault-2')).status).toBe(404);
    const next = await admin('POST', '/faults', { json: { operation: '*', delay: 0 } });
    expect(next.body).toEqual({ id: 'fault-3' });
  });
});

describe('/clock', () => {
  it('reads "now"', async () => {
    expect((await admin('GET', '/clock')).body).toEqual({ now: '2026-12-01T10:00:00.000Z' });
  });

  it('moves to an instant with an offset or a full date, answering the new "now"', async () => {
    expect((await admin('PUT', '/clock', { json: { now: '2027-02-03T04:05:06+02:00' } })).body).toEqual({
      now: '2027-02-03T02:05:06.000Z',
    });
    expect((await admin('PUT', '/clock', { json: { now: '2027-05-01' } })).body).toEqual({
      now: '2027-05-01T00:00:00.000Z',
    });
    expect(mock.store.today()).toBe('2027-05-01');
  });

  it('advances by days and ms, backwards too', async () => {
    const result = await admin('POST', '/clock/advance', { json: { days: -1, ms: 500 } });
    expect(result).toMatchObject({ status: 200, body: { now: '2026-11-30T10:00:00.500Z' } });
  });

  it.each([
    ['PUT', '/clock', { now: 'tomorrow' }, ['now']],
    ['PUT', '/clock', { now: '2027-02-03T04:05:06' }, ['now']],
    ['PUT', '/clock', { now: 1_800_000_000_000 }, ['now']],
    ['PUT', '/clock', {}, ['now']],
    ['POST', '/clock/advance', {}, ['(body)']],
    ['POST', '/clock/advance', { days: 1.5 }, ['days']],
    ['POST', '/clock/advance', { weeks: 1 }, ['weeks', '(body)']],
    ['POST', '/clock/advance', { days: 200_000_000 }, ['(body)']],
  ])('%s %s refuses %j with 400 and leaves the clock', async (method, path, body, paths) => {
    expectInvalid(await admin(method, path, { json: body }), paths);
    expect(mock.clock.now().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('GET /openapi.json', () => {
  it('describes the admin API with its server where it was reached', async () => {
    const result = await admin('GET', '/openapi.json');
    const document = result.body as { openapi: string; servers: Array<{ url: string }> };
    expect(document.openapi).toBe('3.1.1');
    expect(document.servers).toEqual([{ url: adminRoot, description: "This mock server's admin API" }]);
  });

  it('documents exactly the endpoints the router answers', async () => {
    const { paths } = buildAdminOpenApiDocument();
    // Ending and listing sessions are answered by the server, which holds the sessions, before
    // the router; the server's session tests cover them (test/server/sessions.test.ts).
    const serverOnly = ['/session', '/sessions'];
    const routed = Object.entries(paths).filter(([template]) => !serverOnly.includes(template));
    expect(routed).toHaveLength(Object.keys(paths).length - serverOnly.length);
    for (const [template, item] of routed) {
      const path = template.replace('{id}', 'fault-1');
      for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
        const request = new Request(`${adminRoot}${path}`, { method: method.toUpperCase() });
        const response = await answer(runtime, request, path);
        const body =
          response.status === 204 ? undefined : ((await response.json()) as Partial<ProblemDetails>);
        expect([template, method, response.status === 405]).toEqual([
          template,
          method,
          item[method] === undefined,
        ]);
        expect(body?.detail ?? '').not.toContain('No admin endpoint');
      }
    }
  });
});

describe('refusals of the router itself', () => {
  it('answers 405 with Allow for a method a path lacks', async () => {
    const result = await admin('GET', '/reset');
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('POST');
    expect((await admin('PATCH', '/snapshot')).headers.get('allow')).toBe('GET, PUT');
    expect((await admin('POST', '/faults/fault-1')).headers.get('allow')).toBe('DELETE');
  });

  it.each(['', '/', '/nope', '/reset/', '/faults/a/b', '/journal.json', '/__proto__', '/constructor'])(
    'answers 404 problem details for the unknown path %j',
    async (path) => {
      const result = await admin('GET', path, { contract: false });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({
        type: 'urn:museum-api:problem:not-found',
        status: 404,
        instance: `/__admin${path}`,
      });
    },
  );

  it('answers a failure of the mock itself as a 500 problem, not an exception', async () => {
    const failing = {
      ...runtime,
      mock: Object.assign(Object.create(mock) as MuseumMock, {
        snapshot: () => {
          throw new Error('disk on fire');
        },
      }),
    };
    const response = await answer(failing, new Request(`${adminRoot}/snapshot`), '/snapshot');
    expect(response.status).toBe(500);
    expect(((await response.json()) as ProblemDetails).detail).toContain('disk on fire');
  });
});

describe('the journal feed (long poll)', () => {
  interface FeedPage {
    entries: { sequence: number; operation: string }[];
    cursor: number;
    restarted: boolean;
  }
  const feed = async (query: string) => (await admin('GET', `/journal/feed${query}`)).body as FeedPage;

  it('starts from the newest entries, then answers what came after its cursor, each once', async () => {
    for (let index = 0; index < 3; index++) await apiStatus('/museum-hours');
    const start = await feed('?limit=2');
    expect(start.entries.map((entry) => entry.sequence)).toEqual([2, 3]);
    expect(start).toMatchObject({ cursor: 3, restarted: false });
    expect(await feed(`?after=${start.cursor}`)).toEqual({ entries: [], cursor: 3, restarted: false });
    await apiStatus('/special-events');
    const next = await feed(`?after=${start.cursor}`);
    expect(next.entries.map((entry) => [entry.sequence, entry.operation])).toEqual([
      [4, 'listSpecialEvents'],
    ]);
    expect(next.cursor).toBe(4);
  });

  it('waits for the next request when nothing came after the cursor', async () => {
    const waiting = feed('?after=0&wait=5');
    setTimeout(() => void apiStatus('/museum-hours'), 50);
    const started = Date.now();
    const page = await waiting;
    expect(page.entries.map((entry) => entry.operation)).toEqual(['getMuseumHours']);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers a waiting poll at once, empty, when its signal aborts (the server closing)', async () => {
    const closing = new AbortController();
    const request = fetchMockRequest(new Request(`${adminRoot}/journal/feed?after=0&wait=30`));
    const waiting = answerAdminRequest(runtime, request, '/journal/feed', { signal: closing.signal });
    closing.abort();
    const page = JSON.parse((await toResponse(await waiting).text()) as string) as FeedPage;
    expect(page).toEqual({ entries: [], cursor: 0, restarted: false });
  });

  it('skips entries a reset cleared, and restarts a cursor ahead of the journal', async () => {
    await apiStatus('/museum-hours');
    mock.reset();
    expect(await feed('?after=0')).toEqual({ entries: [], cursor: 1, restarted: false });
    expect(await feed('?after=99&limit=5')).toMatchObject({ entries: [], cursor: 1, restarted: true });
  });

  it('refuses a cursor, limit or wait out of bounds, naming each', async () => {
    expectInvalid(await admin('GET', '/journal/feed?after=-1&limit=501&wait=31'), [
      'query.after',
      'query.limit',
      'query.wait',
    ]);
    expectInvalid(await admin('GET', '/journal/feed?since=1'), ['query.since']);
  });
});

describe('the scenario list', () => {
  it('names the scenario in force and every scenario the mock knows', async () => {
    const before = (await admin('GET', '/scenarios')).body as { current: string; known: { name: string }[] };
    expect(before.current).toBe('default');
    expect(before.known.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining(['default', 'empty', 'busy', 'closed', 'flaky', 'slow']),
    );
    await admin('PUT', '/scenario', { json: { name: 'closed' } });
    expect(((await admin('GET', '/scenarios')).body as { current: string }).current).toBe('closed');
  });
});
