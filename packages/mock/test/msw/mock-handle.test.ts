// The handle a test suite holds: store, reset, snapshot/restore, journal, faults, overrides,
// and every option of createMuseumMock, through real fetch intercepted by msw.
import type { SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMuseumMock, defaultSeedIds, type MuseumMockOptions } from '../../src/index.ts';
import { apiBase, basic, newEvent, today } from '../fixtures.ts';
import { interceptedMocks } from '../intercepted-mock.ts';

const { server, useMock, api } = interceptedMocks();
const buyGeneral = () =>
  api<TicketConfirmation>('POST', '/tickets', {
    json: { ticketType: 'general', ticketDate: today, email: 'ada@example.com' },
  });

describe('store and reset', () => {
  it('serves what a test adds to the store directly', async () => {
    const mock = useMock({ seed: 'empty' });
    const event = mock.store.createEvent(newEvent());
    const result = await api<SpecialEvent>('GET', `/special-events/${event.eventId}`);
    expect(result.body).toEqual(event);
  });

  it('returns to the seed on reset: state, ids, journal, faults and overrides', async () => {
    const mock = useMock({ randomSeed: 5 });
    const first = await buyGeneral();
    await api('DELETE', `/special-events/${defaultSeedIds.dinosaurNight}`);
    mock.fault('*', { status: 500 }, { times: 'always' });
    mock.reset();
    expect(mock.store.eventCount).toBe(8);
    expect(mock.store.ticketCount).toBe(2);
    expect(mock.journal.size).toBe(0);
    const again = await buyGeneral();
    expect(again.status).toBe(201);
    expect(again.body.ticketId).toBe(first.body.ticketId);
    expect(again.body.confirmationCode).toBe(first.body.confirmationCode);
  });

  it('restores a snapshot taken earlier, continuing the same id sequence', async () => {
    const mock = useMock({ randomSeed: 'snap' });
    await buyGeneral();
    const saved = mock.snapshot();
    const next = await buyGeneral();
    await api('POST', '/special-events', { json: newEvent() });
    mock.restore(JSON.parse(JSON.stringify(saved)));
    expect(mock.store.ticketCount).toBe(3);
    expect(mock.store.eventCount).toBe(8);
    expect((await buyGeneral()).body.ticketId).toBe(next.body.ticketId);
  });

  it('refuses a broken snapshot and keeps its state', () => {
    const mock = useMock();
    expect(() => mock.restore({ version: 1, events: [{ eventId: 'x' }], tickets: [] } as never)).toThrow(
      /eventId/,
    );
    expect(mock.store.eventCount).toBe(8);
  });

  it('refuses at construction a baseUrl no request can match, naming the option', () => {
    // A host without its scheme reads as a path, and Node has no page to resolve a path against.
    expect(() => createMuseumMock({ baseUrl: 'museum.test/v1.1' })).toThrow(
      /^museum mock: `baseUrl` "museum\.test\/v1\.1" can match no request/,
    );
    expect(() => createMuseumMock({ baseUrl: '/api/v1.1' })).toThrow(/`baseUrl`.*a path needs a page/);
  });

  it('tells listeners after each change through the API, but not after reads', async () => {
    const mock = useMock();
    let changes = 0;
    mock.onChange(() => changes++);
    await api('GET', '/special-events');
    await buyGeneral();
    await api('PATCH', `/special-events/${defaultSeedIds.stargazing}`, { json: { price: 1 } });
    expect(changes).toBe(2);
  });
});

describe('journal', () => {
  it('records each handled request with its operation, params, body, status and problem', async () => {
    const mock = useMock();
    await api('PATCH', `/special-events/${defaultSeedIds.stargazing}`, {
      json: { price: 9 },
      auth: basic('curator', 'pw'),
    });
    await api('GET', '/special-events', { query: { limit: '99' } });
    await api('GET', '/nowhere');
    const [patch, list, unknown] = mock.journal.entries;
    expect(patch).toMatchObject({
      sequence: 1,
      operation: 'updateSpecialEvent',
      method: 'PATCH',
      url: `${apiBase}/special-events/${defaultSeedIds.stargazing}`,
      params: { eventId: defaultSeedIds.stargazing },
      requestBody: { price: 9 },
      status: 200,
      username: 'curator',
      responseBody: { eventId: defaultSeedIds.stargazing, price: 9 },
    });
    expect(patch?.durationMs).toBeGreaterThanOrEqual(0);
    expect(list).toMatchObject({
      operation: 'listSpecialEvents',
      query: { limit: '99' },
      status: 400,
      problem: { status: 400, errors: [{ path: 'query.limit' }] },
    });
    expect(unknown).toMatchObject({ operation: 'unknown', status: 404 });
  });

  it('keeps the problem of a refused HEAD request, although its answer carries no body', async () => {
    const mock = useMock();
    const refused = await api('HEAD', '/special-events/not-a-uuid');
    const unauthenticated = await api('HEAD', '/museum-hours', { auth: false });
    expect([refused.status, unauthenticated.status]).toEqual([400, 401]);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    const [first, second] = mock.journal.entries;
    expect(first).toMatchObject({
      method: 'HEAD',
      operation: 'getSpecialEvent',
      status: 400,
      problem: { status: 400, errors: [{ path: 'path.eventId' }] },
    });
    expect(second).toMatchObject({ method: 'HEAD', status: 401, problem: { status: 401 } });
  });

  it('filters by operation, method, status or a predicate, and counts and clears', async () => {
    const mock = useMock();
    await buyGeneral();
    await api('POST', '/tickets', { json: { ticketType: 'general' } });
    await api('GET', '/museum-hours');
    expect(mock.journal.filter('buyMuseumTickets')).toHaveLength(2);
    expect(mock.journal.filter({ operation: 'buyMuseumTickets', status: 400 })).toHaveLength(1);
    expect(mock.journal.filter({ method: 'get' })).toHaveLength(1);
    expect(mock.journal.filter({ status: (status) => status >= 400 })).toHaveLength(1);
    const created = mock.journal.last('buyMuseumTickets');
    expect(created?.status).toBe(400);
    expect(mock.journal.count()).toBe(3);
    mock.journal.clear();
    expect(mock.journal.count()).toBe(0);
    await api('GET', '/museum-hours');
    expect(mock.journal.last()?.sequence).toBe(4);
  });

  it('keeps at most journalLimit entries, dropping the oldest', async () => {
    const mock = useMock({ journalLimit: 2 });
    for (let i = 0; i < 4; i++) await api('GET', '/museum-hours');
    expect(mock.journal.entries.map((entry) => entry.sequence)).toEqual([3, 4]);
  });

  it('calls subscribers for every entry', async () => {
    const mock = useMock();
    const seen: string[] = [];
    const stop = mock.journal.subscribe((entry) => seen.push(entry.operation));
    await api('GET', '/museum-hours');
    stop();
    await api('GET', '/museum-hours');
    expect(seen).toEqual(['getMuseumHours']);
  });
});

describe('faults', () => {
  it('answers every request with the injected status, problem and Retry-After until removed', async () => {
    const mock = useMock();
    const fault = mock.fault('buyMuseumTickets', {
      status: 503,
      retryAfter: 30,
      problem: { detail: 'Ticketing is down for maintenance' },
    });
    const failed = await buyGeneral();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.headers.get('content-type')).toBe('application/problem+json');
    expect(failed.body).toMatchObject({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Ticketing is down for maintenance',
    });
    expect((await buyGeneral()).status).toBe(503);
    expect(fault.remaining).toBe(Number.POSITIVE_INFINITY);
    fault.remove();
    expect((await buyGeneral()).status).toBe(201);
    expect(mock.store.ticketCount).toBe(3);
    expect(mock.journal.filter({ intervention: 'fault' })).toHaveLength(2);
  });

  it('applies only to its operation and only as many times as asked', async () => {
    const mock = useMock();
    mock.fault('listSpecialEvents', { status: 500 }, { times: 2 });
    expect((await api('GET', '/museum-hours')).status).toBe(200);
    expect((await api('GET', '/special-events')).status).toBe(500);
    expect((await api('GET', '/special-events')).status).toBe(500);
    expect((await api('GET', '/special-events')).status).toBe(200);
  });

  it('fails every operation always with "*" until removed', async () => {
    const mock = useMock();
    const outage = mock.fault('*', { status: 502 }, { times: 'always' });
    expect((await api('GET', '/museum-hours')).status).toBe(502);
    expect((await buyGeneral()).status).toBe(502);
    expect(outage.remaining).toBe(Number.POSITIVE_INFINITY);
    outage.remove();
    expect((await api('GET', '/museum-hours')).status).toBe(200);
  });

  it('makes fetch reject for a network error', async () => {
    const mock = useMock();
    const { id } = mock.fault('getSpecialEvent', { networkError: true });
    await expect(api('GET', `/special-events/${defaultSeedIds.stargazing}`)).rejects.toThrow(TypeError);
    expect(mock.journal.last()).toMatchObject({
      operation: 'getSpecialEvent',
      status: 0,
      intervention: 'fault',
      interventionId: id,
    });
  });

  it('delays the normal answer by the given milliseconds', async () => {
    const mock = useMock();
    mock.fault('getMuseumHours', { delay: 120 });
    const started = performance.now();
    const result = await api('GET', '/museum-hours');
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('rejects a fault that is none of the three shapes', () => {
    const mock = useMock();
    expect(() => mock.fault('getMuseumHours', { status: 200 })).toThrow(/400\.\.599/);
    expect(() => mock.fault('getMuseumHours', { delay: -1 })).toThrow(/delay/);
    expect(() => mock.fault('getMuseumHours', { status: 500 }, { times: 0 })).toThrow(/times/);
  });
});

describe('overrides', () => {
  it('answers in place of the mock and can build on its answer with next()', async () => {
    const mock = useMock();
    mock.override(
      'listSpecialEvents',
      async ({ next, store }) => {
        const response = await next();
        const events = (await response.json()) as SpecialEvent[];
        return Response.json({ total: store.eventCount, first: events[0]?.name });
      },
      { times: 1 },
    );
    // The override answers off-contract on purpose, so the contract check is off for it.
    expect((await api('GET', '/special-events', { contract: false })).body).toEqual({
      total: 8,
      first: 'Night of the Dinosaurs',
    });
    expect((await api<unknown[]>('GET', '/special-events')).body).toHaveLength(5);
    expect(mock.journal.filter({ intervention: 'override' })).toHaveLength(1);
  });

  it('serves a body the resolver returns as JSON, with the operation’s success status', async () => {
    const mock = useMock({ seed: 'empty' });
    const event = { ...newEvent(), eventId: '0b7f2e7e-3a43-4bd4-9a7c-1f0c6e1d2f3a' };
    mock.override('getSpecialEvent', ({ params }) => ({ ...event, name: `Event ${params.eventId}` }));
    mock.override('createSpecialEvent', () => event);
    const read = await api<SpecialEvent>('GET', `/special-events/${event.eventId}`);
    expect([read.status, read.headers.get('content-type'), read.body.name]).toEqual([
      200,
      'application/json',
      `Event ${event.eventId}`,
    ]);
    const created = await api<SpecialEvent>('POST', '/special-events', { json: newEvent() });
    expect([created.status, created.body]).toEqual([201, event]);
    expect(mock.store.eventCount).toBe(0);
  });

  it('lets the mock answer when the resolver returns undefined', async () => {
    const mock = useMock();
    const seen: string[] = [];
    mock.override(
      '*',
      ({ operation }) => {
        seen.push(operation);
        return undefined;
      },
      { times: 'always' },
    );
    expect((await api('GET', '/museum-hours')).status).toBe(200);
    expect(seen).toEqual(['getMuseumHours']);
  });

  it("runs the mock's own answer once when a resolver looks at next() and then lets the mock answer", async () => {
    const mock = useMock({ seed: 'empty' });
    mock.override('createSpecialEvent', async ({ next }) => {
      expect((await next()).status).toBe(201);
      return undefined;
    });
    const created = await api<SpecialEvent>('POST', '/special-events', { json: newEvent() });
    expect(created.status).toBe(201);
    expect(mock.store.allEvents().map((event) => event.eventId)).toEqual([created.body.eventId]);
  });

  it('turns an override that throws into the mock’s own marked 500, never an uncaught error or the API’s problem', async () => {
    const mock = useMock();
    mock.override('getMuseumHours', () => {
      throw new Error('test bug');
    });
    const result = await api('GET', '/museum-hours');
    expect(result.status).toBe(500);
    expect(result.headers.get('Museum-Mock-Failure')).toBe('Error: test bug');
    expect(result.body).toMatchObject({
      type: 'urn:museum-api:problem:mock-failure',
      detail: expect.stringContaining('test bug'),
    });
  });

  it("works alongside msw's own server.use", async () => {
    useMock();
    server.use(http.get(`${apiBase}/museum-hours`, () => HttpResponse.json([{ date: 'x' }])));
    expect((await api('GET', '/museum-hours', { contract: false })).body).toEqual([{ date: 'x' }]);
  });
});

describe('options', () => {
  it('accepts only the configured credentials, compared exactly', async () => {
    useMock({ auth: { username: 'curator', password: 'dino' } });
    expect((await api('GET', '/museum-hours', { auth: basic('curator', 'dino') })).status).toBe(200);
    expect((await api('GET', '/museum-hours', { auth: basic('curator', 'dinO') })).status).toBe(401);
    expect((await api('GET', '/museum-hours', { auth: basic('curator', 'dino ') })).status).toBe(401);
    expect((await api('GET', '/museum-hours', { auth: basic('', '') })).status).toBe(401);
  });

  it('asks a verifier function, which sees the request', async () => {
    useMock({ auth: ({ username }, request) => username === 'staff' || request.method === 'GET' });
    expect((await api('GET', '/museum-hours', { auth: basic('visitor', '') })).status).toBe(200);
    expect(
      (await api('POST', '/special-events', { json: newEvent(), auth: basic('visitor', '') })).status,
    ).toBe(401);
    expect(
      (await api('POST', '/special-events', { json: newEvent(), auth: basic('staff', '') })).status,
    ).toBe(201);
  });

  it('waits for a verifier that answers later, and journals the user it refused', async () => {
    const asked: string[] = [];
    const mock = useMock({
      auth: async ({ username }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        asked.push(username);
        return username === 'staff';
      },
    });
    const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' };
    const seeded = mock.store.allTickets().length;
    expect((await api('POST', '/tickets', { json: purchase, auth: basic('visitor', '') })).status).toBe(401);
    expect(mock.journal.last('buyMuseumTickets')).toMatchObject({ status: 401, username: 'visitor' });
    expect(mock.store.allTickets()).toHaveLength(seeded);
    expect((await api('POST', '/tickets', { json: purchase, auth: basic('staff', '') })).status).toBe(201);
    expect(mock.store.allTickets()).toHaveLength(seeded + 1);
    expect(mock.journal.last('buyMuseumTickets')).toMatchObject({
      status: 201,
      username: 'staff',
      requestBody: purchase,
    });
    expect(asked).toEqual(['visitor', 'staff']);
  });

  it('needs no credentials with auth: false', async () => {
    useMock({ auth: false });
    expect((await api('GET', '/museum-hours', { auth: false })).status).toBe(200);
  });

  it('starts empty with seed "empty" or [], and from given events and tickets otherwise', async () => {
    expect(useMock({ seed: 'empty' }).store.eventCount).toBe(0);
    expect(useMock({ seed: [] }).store.eventCount).toBe(0);
    const mock = useMock({
      seed: (day) => ({
        events: [
          { ...newEvent(), dates: [day] },
          { ...newEvent({ name: 'B' }), eventId: defaultSeedIds.fossilDig },
        ],
      }),
    });
    expect(mock.store.eventCount).toBe(2);
    expect(mock.store.getEvent(defaultSeedIds.fossilDig).name).toBe('B');
    expect((await api<SpecialEvent[]>('GET', '/special-events')).body.map((event) => event.name)).toEqual([
      'Whale Skeleton Night',
      'B',
    ]);
  });

  it('refuses an invalid seed with the path of the bad entry', () => {
    expect(() => createMuseumMock({ seed: [newEvent(), { ...newEvent(), price: -5 }] })).toThrow(
      /seed\.events\.1\.price/,
    );
  });

  it('dates the default seed from the clock, so upcoming events are never empty', async () => {
    useMock({ clock: '2031-06-15T08:00:00Z' });
    const events = (await api<SpecialEvent[]>('GET', '/special-events')).body;
    expect(events).toHaveLength(5);
    expect(events[0]?.dates).toContain('2031-06-15');
  });

  it('follows a clock function as it moves', async () => {
    let instant = '2026-12-01T10:00:00Z';
    const mock = useMock({ clock: () => new Date(instant), seed: 'empty' });
    instant = '2026-12-10T10:00:00Z';
    expect(mock.store.today()).toBe('2026-12-10');
    const hours = await api<{ date: string }[]>('GET', '/museum-hours', { query: { limit: '1' } });
    expect(hours.body[0]?.date).toBe('2026-12-10');
  });

  it('serves a configured schedule', async () => {
    const open = { timeOpen: '10:00', timeClose: '16:00' };
    useMock({
      schedule: { weekly: [null, null, open, null, null, null, null], exceptions: { '2026-12-02': null } },
    });
    const days = await api<{ date: string }[]>('GET', '/museum-hours', { query: { limit: '2' } });
    expect(days.body).toEqual([
      { date: '2026-12-01', ...open },
      { date: '2026-12-08', ...open },
    ]);
  });

  it('gives identical responses in two runs with the same random seed, and others with another', async () => {
    const run = async (random: number) => {
      useMock({ randomSeed: random });
      const bodies: unknown[] = [];
      bodies.push((await buyGeneral()).body);
      bodies.push((await api('POST', '/special-events', { json: newEvent() })).body);
      bodies.push(
        (await api('GET', '/special-events', { query: { endDate: '2026-12-31', limit: '30' } })).body,
      );
      bodies.push((await buyGeneral()).body);
      return bodies;
    };
    const first = await run(42);
    expect(await run(42)).toEqual(first);
    expect(await run(43)).not.toEqual(first);
  });

  it('adds the configured latency, fixed or drawn from a range', async () => {
    useMock({ latency: 80 });
    let started = performance.now();
    await api('GET', '/museum-hours');
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    const mock = useMock({ latency: [30, 60], randomSeed: 1 });
    started = performance.now();
    await api('GET', '/museum-hours');
    expect(performance.now() - started).toBeGreaterThanOrEqual(28);
    expect(mock.journal.last()?.durationMs).toBeGreaterThanOrEqual(28);
  });

  it('answers only under its baseUrl when given a full URL', async () => {
    const mock = createMuseumMock({ baseUrl: 'https://other.test/api/v1.1/' });
    expect(mock.options.baseUrl).toBe('https://other.test/api/v1.1');
    expect(
      (await mock.fetch('https://other.test/api/v1.1/museum-hours', { headers: { Authorization: basic() } }))
        .status,
    ).toBe(200);
    // Rejected as undici's fetch rejects a network error, the reason as its cause.
    await expect(mock.fetch(`${apiBase}/museum-hours`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { message: expect.stringMatching(/no answer/) },
    });
  });

  it('matches the /v1.1 path on any origin by default', async () => {
    const mock = createMuseumMock();
    for (const origin of ['http://localhost:5173', 'https://museum.example.org/some/prefix']) {
      const response = await mock.fetch(`${origin}/v1.1/museum-hours`, {
        headers: { Authorization: basic() },
      });
      expect(response.status).toBe(200);
    }
  });

  it('answers 413 past a configured maxBodyBytes', async () => {
    useMock({ maxBodyBytes: 100 });
    expect((await api('POST', '/special-events', { json: newEvent() })).status).toBe(413);
  });

  it.each([
    [{ latency: -1 }, /latency/],
    [{ latency: [50, 10] }, /latency/],
    [{ auth: 'none' }, /auth/],
    [{ baseUrl: '' }, /baseUrl/],
    [{ maxBodyBytes: 0 }, /maxBodyBytes/],
    [{ journalLimit: 1.5 }, /journalLimit/],
    [{ randomSeed: {} }, /randomSeed/],
    [{ clock: 'not a date' }, /clock instant/],
  ])('refuses the unusable option %j with a message naming it', (options, message) => {
    expect(() => createMuseumMock(options as MuseumMockOptions)).toThrow(message);
  });
});
