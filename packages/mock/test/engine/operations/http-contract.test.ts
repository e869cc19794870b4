// Every operation and every error path of the HTTP contract (docs/http-contract.md), through the real global
// fetch intercepted by msw (both msw 3 and, in the mock-msw2 project, msw 2).
import { scanTicketQr } from '@museum-api/contract';
import {
  type MuseumDay,
  type ProblemDetails,
  parseTicketPayload,
  type SpecialEvent,
  type TicketConfirmation,
  verifyTicketPayload,
} from '@museum-api/core';
import mswPackage from 'msw/package.json' with { type: 'json' };
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeedIds, problemTypes } from '../../../src/index.ts';
import { setupMuseumMock } from '../../../src/node.ts';
import {
  apiBase,
  basic,
  type CallResult,
  call,
  monday,
  newEvent,
  now,
  problemOf,
  today,
  validUuid,
} from '../../fixtures.ts';

const { mock } = setupMuseumMock(
  { baseUrl: apiBase, clock: now, randomSeed: 'museum-api-test', onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);
const api = <Body = unknown>(method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call<Body>(apiBase, method, path, options);

function expectProblem(result: CallResult, status: number, type?: string): ProblemDetails {
  expect(result.status).toBe(status);
  expect(result.headers.get('content-type')).toBe('application/problem+json');
  const problem = problemOf(result);
  expect(problem).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  // instance is the path of the failed request.
  expect(problem.instance).toMatch(/^\/v1\.1(\/|$)/);
  if (type) expect(problem.type).toBe(type);
  return problem;
}

it('runs against the msw major version its vitest project selects', () => {
  expect(mswPackage.version.split('.')[0]).toBe(process.env.MUSEUM_MOCK_MSW_MAJOR ?? '3');
});

describe('tickets', () => {
  it('sells a general ticket for an open day with 201 and a confirmation', async () => {
    const result = await api<TicketConfirmation>('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: today, email: 'ada@example.com', phone: '+44 20 7946 0000' },
    });
    expect(result.status).toBe(201);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body).toEqual({
      message: 'Museum general entry ticket purchased',
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticketType: 'general',
      ticketDate: today,
      confirmationCode: expect.stringMatching(/^MUS-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    expect(mock.store.getTicket(result.body.ticketId).email).toBe('ada@example.com');
  });

  it('sells an event ticket that names its event', async () => {
    const result = await api<TicketConfirmation>('POST', '/tickets', {
      json: {
        ticketType: 'event',
        eventId: defaultSeedIds.dinosaurNight,
        ticketDate: today,
        email: 'b@example.com',
      },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      message: 'Museum special event ticket purchased',
      eventName: 'Night of the Dinosaurs',
      ticketType: 'event',
    });
  });

  it('finds the event of a ticket whatever the case of its eventId', async () => {
    const result = await api('POST', '/tickets', {
      json: {
        ticketType: 'event',
        eventId: defaultSeedIds.dinosaurNight.toUpperCase(),
        ticketDate: today,
        email: 'b@example.com',
      },
    });
    expect(result.status).toBe(201);
  });

  it('refuses a general ticket on a day the museum is closed, naming ticketDate', async () => {
    const result = await api('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: monday, email: 'ada@example.com' },
    });
    expect(expectProblem(result, 400, problemTypes.invalidRequest).errors).toEqual([
      { path: 'ticketDate', message: 'The museum is closed on that day' },
    ]);
  });

  it('refuses an event ticket without an eventId and a date before today', async () => {
    const missing = await api('POST', '/tickets', {
      json: { ticketType: 'event', ticketDate: today, email: 'ada@example.com' },
    });
    expect(expectProblem(missing, 400).errors).toContainEqual({ path: 'eventId', message: 'Required' });
    const past = await api('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: '2026-11-24', email: 'ada@example.com' },
    });
    expect(expectProblem(past, 400).errors?.[0]?.path).toBe('ticketDate');
  });

  it('refuses an event ticket on a date that is not one of the event dates', async () => {
    const result = await api('POST', '/tickets', {
      json: {
        ticketType: 'event',
        eventId: defaultSeedIds.dinosaurNight,
        ticketDate: '2026-12-02',
        email: 'a@b.co',
      },
    });
    expect(expectProblem(result, 400).errors?.[0]?.path).toBe('ticketDate');
  });

  it('answers 404 for a ticket to an unknown event', async () => {
    const result = await api('POST', '/tickets', {
      json: { ticketType: 'event', eventId: validUuid, ticketDate: today, email: 'ada@example.com' },
    });
    expectProblem(result, 404, problemTypes.notFound);
  });

  it('serves the ticket as a PNG whose QR code decodes to its id and confirmation code', async () => {
    const bought = await api<TicketConfirmation>('POST', '/tickets', {
      json: {
        ticketType: 'event',
        eventId: defaultSeedIds.egyptAfterHours,
        ticketDate: '2026-12-07',
        email: 'a@b.co',
      },
    });
    const image = await api<Uint8Array>('GET', `/tickets/${bought.body.ticketId}/qr`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-length')).toBe(String(image.body.byteLength));
    expect([...image.body.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const payload = scanTicketQr(image.body) ?? '';
    expect(parseTicketPayload(payload)).toEqual({
      ticketId: bought.body.ticketId,
      confirmationCode: bought.body.confirmationCode,
    });
    expect(verifyTicketPayload(payload, (id) => mock.store.findTicket(id)).ticketId).toBe(
      bought.body.ticketId,
    );
    const again = await api<Uint8Array>('GET', `/tickets/${bought.body.ticketId}/qr`);
    expect(again.body).toEqual(image.body);
  });

  it('tags the image for good and answers If-None-Match with 304 and no body', async () => {
    const path = `/tickets/${defaultSeedIds.eventTicket}/qr`;
    const image = await api<Uint8Array>('GET', path);
    const etag = image.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{8}-[0-9a-z]+"$/);
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const revalidated = await api('GET', path, { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    const otherTicket = await api<Uint8Array>('GET', `/tickets/${defaultSeedIds.generalTicket}/qr`, {
      headers: { 'If-None-Match': etag },
    });
    expect(otherTicket.status).toBe(200);
    expect(otherTicket.headers.get('etag')).not.toBe(etag);
  });

  it('serves the QR code of a seeded ticket', async () => {
    const image = await api<Uint8Array>('GET', `/tickets/${defaultSeedIds.generalTicket}/qr`);
    expect(parseTicketPayload(scanTicketQr(image.body) ?? '').ticketId).toBe(defaultSeedIds.generalTicket);
  });

  it('answers 404 for the QR code of an unknown ticket and 400 for a ticket id that is not a uuid', async () => {
    expectProblem(await api('GET', `/tickets/${validUuid}/qr`), 404, problemTypes.notFound);
    const bad = await api('GET', '/tickets/not-a-uuid/qr');
    expect(expectProblem(bad, 400).errors).toEqual([{ path: 'path.ticketId', message: 'Expected a UUID' }]);
  });
});

describe('special events', () => {
  it('creates an event with 201 and a Location that reads it back', async () => {
    const created = await api<SpecialEvent>('POST', '/special-events', {
      json: newEvent({ dates: ['2026-12-10', '2026-12-03'] }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      eventId: expect.any(String),
      ...newEvent(),
      dates: ['2026-12-03', '2026-12-10'],
    });
    const location = created.headers.get('location');
    expect(location).toBe(`${apiBase}/special-events/${created.body.eventId}`);
    const read = await call<SpecialEvent>(location as string, 'GET', '');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('refuses unknown fields and an eventId in the body, naming each', async () => {
    const result = await api('POST', '/special-events', {
      json: { ...newEvent(), eventId: validUuid, colour: 'red' },
    });
    const paths = expectProblem(result, 400).errors?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['eventId', 'colour']));
  });

  it('requires all five fields on create and checks each', async () => {
    const result = await api('POST', '/special-events', {
      json: { name: '', location: 'Hall', dates: [], price: 1.234 },
    });
    const paths = expectProblem(result, 400).errors?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'eventDescription', 'dates', 'price']));
  });

  it('lists the seeded events of the next seven days in date order', async () => {
    const result = await api<SpecialEvent[]>('GET', '/special-events');
    expect(result.status).toBe(200);
    expect(result.body.map((event) => event.name)).toEqual([
      'Night of the Dinosaurs',
      'Impressionist Gardens: Guided Tour',
      'Stargazing on the Roof',
      'Family Fossil Dig',
      'Ancient Egypt After Hours',
    ]);
  });

  it('filters by an inclusive date range and pages stably', async () => {
    const query = { startDate: '2026-12-01', endDate: '2026-12-31', limit: '3' };
    const first = await api<SpecialEvent[]>('GET', '/special-events', { query: { ...query, page: '1' } });
    const second = await api<SpecialEvent[]>('GET', '/special-events', { query: { ...query, page: '2' } });
    const third = await api<SpecialEvent[]>('GET', '/special-events', { query: { ...query, page: '3' } });
    const names = [...first.body, ...second.body, ...third.body].map((event) => event.name);
    expect(first.body).toHaveLength(3);
    expect(names).toHaveLength(7);
    expect(new Set(names).size).toBe(7);
    expect(names).not.toContain('Lecture: The Age of Mammoths');
    const past = await api<SpecialEvent[]>('GET', '/special-events', { query: { ...query, page: '9' } });
    expect(past.body).toEqual([]);
    const edge = await api<SpecialEvent[]>('GET', '/special-events', {
      query: { startDate: '2026-12-07', endDate: '2026-12-07' },
    });
    expect(edge.body.map((event) => event.name)).toEqual(['Ancient Egypt After Hours']);
  });

  it('patches only the given fields and answers with the whole event', async () => {
    const result = await api<SpecialEvent>('PATCH', `/special-events/${defaultSeedIds.stargazing}`, {
      json: { location: 'Observatory Dome', price: 21 },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      eventId: defaultSeedIds.stargazing,
      name: 'Stargazing on the Roof',
      location: 'Observatory Dome',
      price: 21,
    });
    expect(mock.store.getEvent(defaultSeedIds.stargazing).location).toBe('Observatory Dome');
  });

  it('leaves the event unchanged when any patched field is invalid, and refuses an empty patch', async () => {
    const before = mock.store.getEvent(defaultSeedIds.fossilDig);
    const invalid = await api('PATCH', `/special-events/${defaultSeedIds.fossilDig}`, {
      json: { location: 'Elsewhere', price: -1 },
    });
    expect(expectProblem(invalid, 400).errors?.[0]?.path).toBe('price');
    expect(mock.store.getEvent(defaultSeedIds.fossilDig)).toEqual(before);
    const empty = await api('PATCH', `/special-events/${defaultSeedIds.fossilDig}`, { json: {} });
    expectProblem(empty, 400);
  });

  it('deletes an event with 204 and no body, then answers 404 for it', async () => {
    const deleted = await api('DELETE', `/special-events/${defaultSeedIds.textileWorkshop}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expectProblem(await api('GET', `/special-events/${defaultSeedIds.textileWorkshop}`), 404);
    expectProblem(await api('DELETE', `/special-events/${defaultSeedIds.textileWorkshop}`), 404);
    expectProblem(
      await api('PATCH', `/special-events/${defaultSeedIds.textileWorkshop}`, { json: { price: 1 } }),
      404,
    );
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { price: 1 }],
    ['DELETE', undefined],
  ])('answers 400 naming path.eventId for a %s with an id that is not a uuid', async (method, json) => {
    const result = await api(method, '/special-events/42', json ? { json } : {});
    expect(expectProblem(result, 400).errors).toEqual([{ path: 'path.eventId', message: 'Expected a UUID' }]);
  });
});

describe('museum hours', () => {
  it('lists the open days from startDate with their opening times, skipping closed Mondays', async () => {
    const result = await api<MuseumDay[]>('GET', '/museum-hours', {
      query: { startDate: '2026-12-03', limit: '4' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      { date: '2026-12-03', timeOpen: '09:00', timeClose: '21:00' },
      { date: '2026-12-04', timeOpen: '09:00', timeClose: '18:00' },
      { date: '2026-12-05', timeOpen: '09:00', timeClose: '18:00' },
      { date: '2026-12-06', timeOpen: '09:00', timeClose: '18:00' },
    ]);
    const next = await api<MuseumDay[]>('GET', '/museum-hours', {
      query: { startDate: '2026-12-03', limit: '4', page: '2' },
    });
    expect(next.body[0]?.date).toBe('2026-12-08');
  });

  it('starts from today by default, ten days a page', async () => {
    const result = await api<MuseumDay[]>('GET', '/museum-hours');
    expect(result.body).toHaveLength(10);
    expect(result.body[0]?.date).toBe(today);
  });
});

describe('query parameters are parsed strictly', () => {
  it.each([
    ['/special-events', 'page=1.5', 'query.page'],
    ['/special-events', 'limit=abc', 'query.limit'],
    ['/special-events', 'limit=0', 'query.limit'],
    ['/special-events', 'limit=31', 'query.limit'],
    ['/special-events', 'page=0', 'query.page'],
    ['/special-events', 'page=', 'query.page'],
    ['/special-events', 'page=1&page=2', 'query.page'],
    ['/special-events', 'sort=name', 'query.sort'],
    ['/special-events', 'startDate=2026-02-30', 'query.startDate'],
    ['/special-events', 'startDate=2026-12-10&endDate=2026-12-01', 'query.endDate'],
    ['/museum-hours', 'endDate=2026-12-10', 'query.endDate'],
    ['/museum-hours', 'limit=1e1', 'query.limit'],
  ])('answers 400 for %s?%s naming %s', async (path, search, named) => {
    const result = await fetch(`${apiBase}${path}?${search}`, { headers: { Authorization: basic() } });
    const problem = (await result.json()) as ProblemDetails;
    expect(result.status).toBe(400);
    expect(problem.errors?.map((issue) => issue.path)).toContain(named);
  });

  it('names every unknown parameter at once', async () => {
    const result = await api('GET', '/special-events', { query: { colour: 'red', size: 'xl', limit: '5' } });
    expect(
      expectProblem(result, 400)
        .errors?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['query.colour', 'query.size']);
  });
});

describe('request bodies', () => {
  const post = (init: RequestInit) =>
    fetch(`${apiBase}/special-events`, {
      method: 'POST',
      ...init,
      headers: { Authorization: basic(), ...init.headers },
    });

  it('answers 400 for malformed JSON', async () => {
    const response = await post({ body: '{"name": ', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ProblemDetails).detail).toMatch(/^Malformed JSON/);
  });

  it.each(['[]', 'null', '"text"', '42'])(
    'answers 400 for the JSON body %s, which is not an object',
    async (body) => {
      const response = await post({ body, headers: { 'Content-Type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ProblemDetails).detail).toMatch(/must be a JSON object/);
    },
  );

  it('answers 400 for a missing body', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
  });

  it('answers 415 with Accept-Post for a body that is not application/json', async () => {
    const response = await post({
      body: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-post')).toBe('application/json');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 415 with Accept-Patch for a PATCH body in another charset', async () => {
    const result = await api('PATCH', `/special-events/${defaultSeedIds.stargazing}`, {
      json: { price: 3 },
      headers: { 'Content-Type': 'application/json; charset=latin1' },
    });
    expectProblem(result, 415, problemTypes.unsupportedMediaType);
    expect(result.headers.get('accept-patch')).toBe('application/json');
  });

  it('accepts application/json with a UTF-8 charset', async () => {
    const result = await api('POST', '/special-events', {
      json: newEvent({ name: 'Café Nocturne ☕' }),
      headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' },
    });
    expect(result.status).toBe(201);
    expect((result.body as SpecialEvent).name).toBe('Café Nocturne ☕');
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const huge = JSON.stringify(newEvent({ eventDescription: 'x'.repeat(70 * 1024) }));
    const response = await post({ body: huge, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ProblemDetails).type).toBe(problemTypes.payloadTooLarge);
  });

  it('answers 413 for a streamed body with no Content-Length once it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        // Bounded: a mock that never stopped reading would end here rather than hang.
        if (pulled > 100) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const response = await fetch(`${apiBase}/special-events`, {
      method: 'POST',
      body: stream,
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('authentication', () => {
  it('answers 401 with a Basic challenge when credentials are missing', async () => {
    const result = await api('GET', '/special-events', { auth: false });
    expectProblem(result, 401, problemTypes.unauthorized);
    expect(result.headers.get('www-authenticate')).toMatch(/^Basic realm="Museum API"/);
  });

  it.each([
    'Bearer abc.def',
    'Basic',
    'Basic !!!!',
    `Basic ${btoa('no-colon')}`,
    'Basic YWJj', // "abc" is valid base64 but has no colon
    'Basic /w==', // one byte 0xff: not UTF-8
  ])('answers 401 for the malformed Authorization header %j', async (header) => {
    const result = await api('GET', '/museum-hours', { auth: header });
    expectProblem(result, 401);
    expect(result.headers.get('www-authenticate')).toContain('Basic');
  });

  it('accepts any well-formed credentials by default, empty ones included', async () => {
    expect((await api('GET', '/museum-hours', { auth: basic('', '') })).status).toBe(200);
    expect((await api('GET', '/museum-hours', { auth: `basic   ${btoa('x:y')}` })).status).toBe(200);
  });
});

describe('routing', () => {
  it('answers 404 with a problem for an unknown path under the base URL', async () => {
    expectProblem(await api('GET', '/gift-shop'), 404, problemTypes.notFound);
    expectProblem(await api('GET', ''), 404, problemTypes.notFound);
    expectProblem(await api('GET', `/special-events/${validUuid}/tickets`), 404);
  });

  it.each([
    ['PUT', '/special-events', 'GET, HEAD, POST'],
    ['DELETE', '/tickets', 'POST'],
    ['POST', `/special-events/${defaultSeedIds.stargazing}`, 'GET, HEAD, PATCH, DELETE'],
    ['POST', `/tickets/${defaultSeedIds.generalTicket}/qr`, 'GET, HEAD'],
    ['PATCH', '/museum-hours', 'GET, HEAD'],
  ])('answers 405 for %s %s with Allow: %s', async (method, path, allow) => {
    const result = await api(method, path, { json: {} });
    expectProblem(result, 405, problemTypes.methodNotAllowed);
    expect(result.headers.get('allow')).toBe(allow);
  });

  it('answers HEAD like GET without a body', async () => {
    const result = await api('HEAD', '/special-events');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers every malformed request below 500', async () => {
    const bad: Array<[string, string, RequestInit]> = [
      [
        'POST',
        '/tickets',
        {
          body: '{"ticketType":"general","ticketDate":"2026-12-01","email":"a@b.co"',
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        'POST',
        '/tickets',
        { body: '{"ticketType":["general"],"email":{}}', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        'POST',
        '/tickets',
        {
          body: '{"__proto__":{"polluted":true},"ticketType":"general"}',
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        'POST',
        '/special-events',
        { body: `{"dates":${'['.repeat(5000)}`, headers: { 'Content-Type': 'application/json' } },
      ],
      [
        'POST',
        '/special-events',
        {
          // JSON.parse reads 1e309 as Infinity.
          body: JSON.stringify(newEvent()).replace('"price":19.5', '"price":1e309'),
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        'PATCH',
        `/special-events/${defaultSeedIds.stargazing}`,
        { body: '{"dates":["2026-12-01","2026-12-01"]}', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        'PATCH',
        `/special-events/${defaultSeedIds.stargazing}`,
        { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), headers: { 'Content-Type': 'application/json' } },
      ],
      ['GET', '/special-events?startDate=%E0%A4%A&limit=%00', {}],
      ['GET', '/tickets/%2e%2e%2f%2e%2e/qr', {}],
      ['GET', `/special-events/${'a'.repeat(5000)}`, {}],
      ['OPTIONS', '/special-events', {}],
      ['PUT', '/tickets', { body: 'junk', headers: { 'Content-Type': 'text/plain' } }],
    ];
    for (const [method, path, init] of bad) {
      const response = await fetch(`${apiBase}${path}`, {
        method,
        ...init,
        headers: { Authorization: basic(), ...init.headers },
      });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
