// answerRequest and dispatch, in process through `mock.fetch`: what every answer states, the
// request id, latency, which requests read an Idempotency-Key, how interventions and thrown
// errors become answers, and what the journal records of each.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMuseumMock, museumOperations } from '../../../src/index.ts';
import { basic, newEvent, now, validUuid } from '../../fixtures.ts';

const base = 'http://museum.test/v1.1';
const auth = { Authorization: basic() };

function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what every answer states', () => {
  it('states the published version and that keys are honoured, on success and on refusal', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals' });
    for (const response of [
      await mock.fetch(`${base}/museum-hours`, { headers: auth }),
      await mock.fetch(`${base}/gift-shop`, { headers: auth }),
      await mock.fetch(`${base}/openapi.json`),
    ]) {
      expect(response.headers.get('museum-api-version')).toBe('1.1.1');
      expect(response.headers.get('museum-idempotency')).toBe('honoured');
    }
  });

  it('states them on every kind of answer it builds: each operation, each refusal, a fault, an override’s body, a replay, its own failure', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals', maxBodyBytes: 1024 });
    const send = (path: string, init: RequestInit = { headers: auth }) => mock.fetch(`${base}${path}`, init);
    const created = await send('/special-events', jsonInit('POST', newEvent()));
    const { eventId } = (await created.clone().json()) as { eventId: string };
    const purchase = jsonInit(
      'POST',
      { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' },
      {
        'Idempotency-Key': 'every-answer',
      },
    );
    const bought = await send('/tickets', purchase);
    const { ticketId } = (await bought.clone().json()) as { ticketId: string };
    mock.fault('getMuseumHours', { status: 503 }, { times: 1 });
    mock.override('listSpecialEvents', () => [], { times: 1 });
    const served = {
      created,
      bought,
      replayed: await send('/tickets', purchase),
      listed: await send('/special-events'),
      read: await send(`/special-events/${eventId}`),
      updated: await send(`/special-events/${eventId}`, jsonInit('PATCH', { price: 3 })),
      image: await send(`/tickets/${ticketId}/qr`),
      deleted: await send(`/special-events/${eventId}`, { method: 'DELETE', headers: auth }),
      fault: await send('/museum-hours'),
      hours: await send('/museum-hours'),
      overridden: await send('/special-events'),
    };
    // The next read breaks the mock itself, once.
    mock.override(
      'getSpecialEvent',
      () => {
        throw new Error('an override that breaks');
      },
      { times: 1 },
    );
    const answers = {
      ...served,
      ownFailure: await send(`/special-events/${validUuid}`),
      malformed: await send('/special-events/not-a-uuid'),
      unauthorised: await send('/museum-hours', {}),
      notFound: await send(`/special-events/${validUuid}`),
      notAllowed: await send('/museum-hours', { method: 'PUT', headers: auth }),
      tooLarge: await send('/special-events', jsonInit('POST', { name: 'x'.repeat(2048) })),
      notJson: await send('/special-events', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'text/plain' },
        body: 'x',
      }),
      document: await send('/openapi.json'),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([kind, answer]) => [kind, answer.status]),
    );
    expect(statuses).toEqual({
      created: 201,
      bought: 201,
      replayed: 201,
      listed: 200,
      read: 200,
      updated: 200,
      image: 200,
      deleted: 204,
      fault: 503,
      hours: 200,
      overridden: 200,
      ownFailure: 500,
      malformed: 400,
      unauthorised: 401,
      notFound: 404,
      notAllowed: 405,
      tooLarge: 413,
      notJson: 415,
      document: 200,
    });
    expect(answers.replayed.headers.get('idempotent-replayed')).toBe('true');
    for (const [kind, answer] of Object.entries(answers)) {
      expect({ kind, version: answer.headers.get('museum-api-version') }).toEqual({ kind, version: '1.1.1' });
      expect({ kind, keys: answer.headers.get('museum-idempotency') }).toEqual({ kind, keys: 'honoured' });
    }
    // Every operation of the table answered above.
    const answered = new Set<string>(mock.journal.after(0).map((entry) => entry.operation));
    expect(Object.keys(museumOperations).filter((operation) => !answered.has(operation))).toEqual([]);
  });

  it('states 1.2.1 when the mock speaks 1.2', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals', apiVersion: '1.2' });
    const response = await mock.fetch('http://museum.test/museum-hours', { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('museum-api-version')).toBe('1.2.1');
  });

  it("keeps the version and idempotency values a fault's headers give", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals' });
    mock.fault('getMuseumHours', {
      status: 503,
      headers: { 'Museum-Api-Version': '9.9.9', 'Museum-Idempotency': 'ignored' },
    });
    const response = await mock.fetch(`${base}/museum-hours`, { headers: auth });
    expect(response.status).toBe(503);
    expect(response.headers.get('museum-api-version')).toBe('9.9.9');
    expect(response.headers.get('museum-idempotency')).toBe('ignored');
  });

  it("passes on an override's Response as built, without the mock's signals", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals' });
    mock.override('getMuseumHours', () => Response.json([], { headers: { 'X-From': 'override' } }));
    const response = await mock.fetch(`${base}/museum-hours`, { headers: auth });
    expect(response.headers.get('x-from')).toBe('override');
    expect(response.headers.get('museum-api-version')).toBeNull();
    expect(response.headers.get('museum-idempotency')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/\S/);
    expect(await response.json()).toEqual([]);
    // Read back for the journal from a copy: the caller above still got the whole body.
    expect(mock.journal.last()).toMatchObject({ intervention: 'override', status: 200, responseBody: [] });
  });

  it("gives an override's next() the mock's own problem answer, authentication included", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'signals' });
    let seen: number | undefined;
    mock.override('getMuseumHours', async ({ next }) => {
      seen = (await next()).status;
      return undefined;
    });
    const response = await mock.fetch(`${base}/museum-hours`);
    expect(seen).toBe(401);
    expect(response.status).toBe(401);
  });

  it('does not claim keys when the upstream answers purchases or creations, but does when it answers only reads', async () => {
    const upstream = async () => Response.json([]);
    for (const [operations, honoured] of [
      [['buyMuseumTickets'], null],
      [['createSpecialEvent'], null],
      [['listSpecialEvents'], 'honoured'],
    ] as const) {
      const mock = createMuseumMock({
        clock: now,
        randomSeed: 'signals',
        proxy: { baseUrl: 'https://upstream.test/v1.1', operations, fetch: upstream },
      });
      const response = await mock.fetch(`${base}/museum-hours`, { headers: auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('museum-idempotency')).toBe(honoured);
    }
  });
});

describe('forwarded operations', () => {
  it("answers a forwarded operation with the upstream's answer, and the others itself", async () => {
    const asked: string[] = [];
    const mock = createMuseumMock({
      clock: now,
      randomSeed: 'proxy',
      proxy: {
        baseUrl: 'https://upstream.test/v1.1',
        operations: ['listSpecialEvents'],
        fetch: async (url) => {
          asked.push(url.href);
          return Response.json([{ name: 'upstream' }]);
        },
      },
    });
    const events = await mock.fetch(`${base}/special-events`, { headers: auth });
    expect(await events.json()).toEqual([{ name: 'upstream' }]);
    expect((await mock.fetch(`${base}/museum-hours`, { headers: auth })).status).toBe(200);
    expect(asked).toEqual(['https://upstream.test/v1.1/special-events']);
  });

  it('answers an upstream that cannot be reached with a 502 problem', async () => {
    const mock = createMuseumMock({
      clock: now,
      randomSeed: 'proxy',
      proxy: {
        baseUrl: 'https://upstream.test/v1.1',
        operations: ['listSpecialEvents'],
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    const response = await mock.fetch(`${base}/special-events`, { headers: auth });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('the request id', () => {
  it("echoes the caller's X-Request-Id, on the OpenAPI document and on the API, and journals it", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'ids' });
    const document = await mock.fetch(`${base}/openapi.json`, { headers: { 'X-Request-Id': 'doc-1' } });
    expect(document.status).toBe(200);
    expect(await document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect(document.headers.get('x-request-id')).toBe('doc-1');
    const hours = await mock.fetch(`${base}/museum-hours`, { headers: { ...auth, 'X-Request-Id': 'api-1' } });
    expect(hours.headers.get('x-request-id')).toBe('api-1');
    expect(mock.journal.last()?.requestId).toBe('api-1');
  });

  it('draws one from the seeded sequence otherwise, the same in two mocks with the same seed', async () => {
    const ids = async () => {
      const mock = createMuseumMock({ clock: now, randomSeed: 'ids' });
      const first = await mock.fetch(`${base}/openapi.json`);
      const second = await mock.fetch(`${base}/museum-hours`, { headers: auth });
      return [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    };
    const [first, second] = await ids();
    expect(first).toMatch(/\S/);
    expect(second).toMatch(/\S/);
    expect(second).not.toBe(first);
    expect(await ids()).toEqual([first, second]);
  });

  it("keeps the request id a fault's headers set, and journals that one", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'ids' });
    mock.fault('getMuseumHours', { status: 500, headers: { 'X-Request-Id': 'from-fault' } });
    const response = await mock.fetch(`${base}/museum-hours`, {
      headers: { ...auth, 'X-Request-Id': 'mine' },
    });
    expect(response.headers.get('x-request-id')).toBe('from-fault');
    expect(mock.journal.last()?.requestId).toBe('from-fault');
  });
});

describe('latency', () => {
  /** The delays the mock waits, in milliseconds, over `count` requests. */
  async function delays(latency: number | [number, number], count: number, random = 'latency') {
    const mock = createMuseumMock({ clock: now, randomSeed: random, latency });
    const waited: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      waited.push(ms ?? 0);
      return realSetTimeout(handler, 0);
    }) as typeof setTimeout);
    for (let request = 0; request < count; request += 1) {
      await mock.fetch(`${base}/museum-hours`, { headers: auth });
    }
    vi.restoreAllMocks();
    return waited;
  }

  it('waits the fixed latency before every answer', async () => {
    expect(await delays(40, 3)).toEqual([40, 40, 40]);
  });

  it('waits nothing with no latency', async () => {
    expect(await delays(0, 3)).toEqual([]);
  });

  it('draws each wait from the range, both ends included, the same draws for the same seed', async () => {
    const waited = await delays([10, 14], 60);
    expect(waited).toHaveLength(60);
    for (const ms of waited) {
      expect(Number.isInteger(ms)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(10);
      expect(ms).toBeLessThanOrEqual(14);
    }
    expect(new Set(waited)).toEqual(new Set([10, 11, 12, 13, 14]));
    expect(await delays([10, 14], 60)).toEqual(waited);
    expect(await delays([10, 14], 60, 'other')).not.toEqual(waited);
  });

  it('waits a range whose ends are equal as that one value', async () => {
    expect(await delays([25, 25], 2)).toEqual([25, 25]);
  });
});

describe('which requests read an Idempotency-Key', () => {
  it('ignores a malformed key on an operation that creates nothing', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'keys' });
    const response = await mock.fetch(`${base}/museum-hours`, {
      headers: { ...auth, 'Idempotency-Key': ' not a key ' },
    });
    expect(response.status).toBe(200);
  });

  it('reads it on a purchase and on an event creation, refusing a malformed one', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'keys' });
    const event = await mock.fetch(
      `${base}/special-events`,
      jsonInit('POST', newEvent(), { 'Idempotency-Key': ' ' }),
    );
    expect(event.status).toBe(400);
    const ticket = await mock.fetch(
      `${base}/tickets`,
      jsonInit(
        'POST',
        { ticketType: 'general', ticketDate: '2026-12-02', email: 'a@b.test' },
        { 'Idempotency-Key': ' ' },
      ),
    );
    expect(ticket.status).toBe(400);
    expect(mock.journal.count()).toBe(2);
  });

  it('creates anew for every request without a key', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'keys', seed: 'empty' });
    const first = await mock.fetch(`${base}/special-events`, jsonInit('POST', newEvent()));
    const second = await mock.fetch(`${base}/special-events`, jsonInit('POST', newEvent()));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(mock.store.snapshot().events).toHaveLength(2);
  });

  it('answers 409 to a second request with a key that is still being answered, and frees the key after', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'keys', seed: 'empty' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.override(
      'createSpecialEvent',
      async ({ next }) => {
        await gate;
        return next();
      },
      { times: 1 },
    );
    const init = () => jsonInit('POST', newEvent(), { 'Idempotency-Key': 'key-409' });
    const first = mock.fetch(`${base}/special-events`, init());
    const second = await mock.fetch(`${base}/special-events`, init());
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(201);
    const replay = await mock.fetch(`${base}/special-events`, init());
    expect(replay.status).toBe(201);
    expect(mock.store.snapshot().events).toHaveLength(1);
  });
});

describe('interventions and thrown errors', () => {
  it('journals which intervention answered, by kind and id', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'notes' });
    const fault = mock.fault('getMuseumHours', { status: 503 }, { times: 1 });
    await mock.fetch(`${base}/museum-hours`, { headers: auth });
    expect(mock.journal.last()).toMatchObject({
      intervention: 'fault',
      interventionId: fault.id,
      status: 503,
    });
    await mock.fetch(`${base}/museum-hours`, { headers: auth });
    const plain = mock.journal.last();
    expect(plain?.status).toBe(200);
    expect(plain).not.toHaveProperty('intervention');
    expect(plain).not.toHaveProperty('interventionId');
  });

  it("answers an operation's not-found as a 404 problem and a broken rule as a 400 problem", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'errors' });
    const missing = await mock.fetch(`${base}/special-events/${validUuid}`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({
      status: 404,
      instance: `/v1.1/special-events/${validUuid}`,
    });
    const broken = await mock.fetch(`${base}/special-events`, jsonInit('POST', newEvent({ dates: [] })));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ status: 400, instance: '/v1.1/special-events' });
  });

  it('turns an override that throws into the mock’s own 500 naming the path, and journals it as the mock’s failure', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'errors' });
    mock.override('getMuseumHours', () => {
      throw new Error('resolver broke');
    });
    const response = await mock.fetch(`${base}/museum-hours?page=1`, { headers: auth });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 500, instance: '/v1.1/museum-hours' });
    expect(mock.journal.last()).toMatchObject({
      operation: 'getMuseumHours',
      status: 500,
      mockFailure: { name: 'Error', message: 'resolver broke' },
    });
  });

  it('refuses a request without credentials before the operation runs, as a 401 problem', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'errors', seed: 'empty' });
    const response = await mock.fetch(`${base}/special-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent()),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(mock.store.snapshot().events).toEqual([]);
  });

  it('journals a refused route as the operation "unknown" with its method, or as the operation with the 405', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'errors' });
    await mock.fetch(`${base}/gift-shop`, { method: 'DELETE', headers: auth });
    expect(mock.journal.last()).toMatchObject({ operation: 'unknown', method: 'DELETE', status: 404 });
    await mock.fetch(`${base}/special-events/${validUuid}`, { method: 'PUT', headers: auth });
    expect(mock.journal.last()).toMatchObject({
      operation: 'unknown',
      method: 'PUT',
      status: 405,
      params: { eventId: validUuid },
    });
  });
});

describe('requests outside the base URL', () => {
  it('are not answered: mock.fetch rejects them as a network error would, and the journal stays empty', async () => {
    const mock = createMuseumMock({
      clock: now,
      randomSeed: 'outside',
      baseUrl: 'https://api.museum.test/v1.1',
    });
    await expect(mock.fetch('https://elsewhere.test/v1.1/museum-hours', { headers: auth })).rejects.toThrow(
      new TypeError('fetch failed'),
    );
    expect(mock.journal.count()).toBe(0);
  });

  it('take a method in any case (fetch upper-cases GET, POST and the like, but not patch)', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'outside' });
    const [event] = mock.store.snapshot().events;
    const response = await mock.fetch(
      `${base}/special-events/${event?.eventId}`,
      jsonInit('patch', { price: 3 }),
    );
    expect(response.status).toBe(200);
    expect(mock.journal.last()).toMatchObject({ method: 'PATCH', operation: 'updateSpecialEvent' });
  });
});
