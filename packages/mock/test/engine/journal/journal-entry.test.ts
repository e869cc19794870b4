// What a journal entry holds of each kind of answer, read in process through `mock.fetch`: the
// mock's own JSON and problems, an override's Response, a forwarded answer, a network error;
// the query, the headers (secrets redacted) and the notes a request left.
import { describe, expect, it } from 'vitest';
import { createMuseumMock, type MuseumMock } from '../../../src/index.ts';
import { basic, newEvent, now } from '../../fixtures.ts';

const base = 'http://museum.test/v1.1';
const auth = { Authorization: basic('curator', 'pw') };

function mockWith(options: Parameters<typeof createMuseumMock>[0] = {}): MuseumMock {
  return createMuseumMock({ clock: now, randomSeed: 'entries', ...options });
}

/** A mock forwarding the event list to an upstream that answers with `response`. */
function forwarding(response: () => Response, check?: () => { check: string; message: string }[]) {
  return mockWith({
    proxy: {
      baseUrl: 'https://upstream.test/v1.1',
      operations: ['listSpecialEvents'],
      fetch: async () => response(),
      ...(check === undefined ? {} : { check }),
    },
  });
}

describe('a journal entry', () => {
  it('lists the query as sent: one value as text, a repeated parameter as every value', async () => {
    const mock = mockWith();
    await mock.fetch(`${base}/special-events?limit=5&page=1&page=2`, { headers: auth });
    expect(mock.journal.last()?.query).toEqual({ limit: '5', page: ['1', '2'] });
    await mock.fetch(`${base}/museum-hours`, { headers: auth });
    expect(mock.journal.last()?.query).toEqual({});
  });

  it('dates the start in ISO 8601 and times the answer, latency included', async () => {
    const mock = mockWith({ latency: 30 });
    const before = Date.now();
    await mock.fetch(`${base}/museum-hours`, { headers: auth });
    const entry = mock.journal.last();
    const started = Date.parse(entry?.startedAt ?? '');
    expect(entry?.startedAt).toBe(new Date(started).toISOString());
    expect(started).toBeGreaterThanOrEqual(before);
    expect(started).toBeLessThanOrEqual(Date.now());
    expect(entry?.durationMs).toBeGreaterThanOrEqual(25);
    expect(entry?.durationMs).toBeLessThanOrEqual(Date.now() - before);
  });

  it('is the same object on every read', async () => {
    const mock = mockWith();
    await mock.fetch(`${base}/museum-hours`, { headers: auth });
    expect(mock.journal.last()).toBe(mock.journal.last());
    expect(mock.journal.entries[0]).toBe(mock.journal.last());
  });

  it('keeps the request and answer headers with lower-case names, secrets redacted, and the content type', async () => {
    const mock = mockWith();
    await mock.fetch(`${base}/museum-hours`, { headers: { ...auth, 'X-Trace': 'abc', Cookie: 'a=1' } });
    const entry = mock.journal.last();
    expect(entry?.requestHeaders).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-trace': 'abc',
    });
    expect(entry?.responseHeaders).toMatchObject({ 'content-type': 'application/json' });
    expect(entry?.responseHeaders?.['x-request-id']).toBe(entry?.requestId);
  });

  it('keeps the content type of an answer that is neither JSON nor a problem as the answer gave it', async () => {
    const mock = mockWith();
    const [event] = mock.store.snapshot().events;
    const deleted = await mock.fetch(`${base}/special-events/${event?.eventId}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleted.status).toBe(204);
    const entry = mock.journal.last();
    expect(entry?.status).toBe(204);
    expect(entry?.responseHeaders).not.toHaveProperty('content-type');
    expect(entry).not.toHaveProperty('responseBody');
  });

  it("gives a problem answer's entry the problem and the problem content type, and no body", async () => {
    const mock = mockWith();
    await mock.fetch(`${base}/museum-hours?page=0`, { headers: auth });
    const entry = mock.journal.last();
    expect(entry).toMatchObject({ status: 400, problem: { status: 400 } });
    expect(entry?.responseHeaders?.['content-type']).toBe('application/problem+json');
    expect(entry).not.toHaveProperty('responseBody');
  });

  it('records the body of a success as the client received it, and the request body and user name', async () => {
    const mock = mockWith({ seed: 'empty' });
    const response = await mock.fetch(`${base}/special-events`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent()),
    });
    const entry = mock.journal.last();
    expect(entry).toMatchObject({ requestBody: newEvent(), username: 'curator', status: 201 });
    expect(entry?.responseBody).toEqual(await response.json());
    expect(entry).not.toHaveProperty('problem');
    expect(entry).not.toHaveProperty('replayed');
  });

  it('marks a replayed answer, and only that one', async () => {
    const mock = mockWith({ seed: 'empty' });
    const init = {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': 'entry-key' },
      body: JSON.stringify(newEvent()),
    };
    await mock.fetch(`${base}/special-events`, init);
    expect(mock.journal.last()).not.toHaveProperty('replayed');
    await mock.fetch(`${base}/special-events`, init);
    expect(mock.journal.last()?.replayed).toBe(true);
  });

  it('leaves out what a request did not have: body, user name, intervention, headers it did not send', async () => {
    const mock = mockWith({ auth: false });
    await mock.fetch(`${base}/museum-hours`);
    const entry = mock.journal.last();
    for (const field of [
      'requestBody',
      'username',
      'intervention',
      'interventionId',
      'upstream',
      'violations',
    ]) {
      expect(entry).not.toHaveProperty(field);
    }
    expect(entry?.requestHeaders).not.toHaveProperty('authorization');
  });

  it('has a network error as status 0 with no answer headers', async () => {
    const mock = mockWith();
    mock.fault('getMuseumHours', { networkError: true }, { times: 1 });
    await expect(mock.fetch(`${base}/museum-hours`, { headers: auth })).rejects.toThrow(TypeError);
    const entry = mock.journal.last();
    expect(entry).toMatchObject({ status: 0, intervention: 'fault' });
    expect(entry).not.toHaveProperty('responseHeaders');
    expect(entry?.requestHeaders).toMatchObject({ authorization: '[redacted]' });
  });
});

describe("the entry of an override's Response", () => {
  async function entryOf(response: () => Response) {
    const mock = mockWith();
    mock.override('listSpecialEvents', response);
    const answered = await mock.fetch(`${base}/special-events`, { headers: auth });
    return { entry: mock.journal.last(), answered };
  }

  it('reads back a JSON success body, leaving the whole body to the client', async () => {
    const { entry, answered } = await entryOf(() =>
      Response.json([{ name: 'x' }], { headers: { 'X-Own': 'yes', 'Set-Cookie': 's=1' } }),
    );
    expect(entry?.responseBody).toEqual([{ name: 'x' }]);
    expect(await answered.json()).toEqual([{ name: 'x' }]);
    expect(entry).toMatchObject({ intervention: 'override', status: 200 });
    expect(entry?.responseHeaders).toMatchObject({
      'x-own': 'yes',
      'set-cookie': '[redacted]',
      'content-type': 'application/json',
    });
  });

  it('reads a problem+json body as the problem', async () => {
    const problem = { type: 'about:blank', title: 'Nope', status: 418, detail: 'tea' };
    const { entry } = await entryOf(() =>
      Response.json(problem, { status: 418, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    expect(entry?.problem).toEqual(problem);
    expect(entry).not.toHaveProperty('responseBody');
  });

  it('keeps no body of a JSON error that is not a problem, of text, of an empty body, or of JSON that does not parse', async () => {
    for (const response of [
      () => Response.json({ error: 'x' }, { status: 500 }),
      () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }),
      () => new Response(null, { status: 204, headers: { 'Content-Type': 'application/json' } }),
      () => new Response('{not json', { headers: { 'Content-Type': 'application/json' } }),
      () => new Response('[1]'),
    ]) {
      const { entry } = await entryOf(response);
      expect(entry).not.toHaveProperty('responseBody');
      expect(entry).not.toHaveProperty('problem');
    }
  });
});

describe('the entry of a forwarded answer', () => {
  it('names the upstream and reads the JSON body the upstream sent', async () => {
    const mock = forwarding(() => Response.json([{ name: 'from upstream' }]));
    const response = await mock.fetch(`${base}/special-events?limit=2`, { headers: auth });
    expect(response.status).toBe(200);
    expect(mock.journal.last()).toMatchObject({
      upstream: 'https://upstream.test/v1.1/special-events?limit=2',
      responseBody: [{ name: 'from upstream' }],
    });
  });

  it("keeps the upstream's problem, and nothing of an error body that is not an object or not JSON", async () => {
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400 };
    const problemMock = forwarding(() =>
      Response.json(problem, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    await problemMock.fetch(`${base}/special-events`, { headers: auth });
    expect(problemMock.journal.last()).toMatchObject({ status: 400, problem });
    expect(problemMock.journal.last()).not.toHaveProperty('responseBody');
    for (const body of ['[1, 2]', 'null', '"text"', '{broken']) {
      const mock = forwarding(
        () => new Response(body, { status: 500, headers: { 'Content-Type': 'application/json' } }),
      );
      await mock.fetch(`${base}/special-events`, { headers: auth });
      const entry = mock.journal.last();
      expect(entry?.status).toBe(500);
      expect(entry).not.toHaveProperty('problem');
      expect(entry).not.toHaveProperty('responseBody');
    }
  });

  it('keeps no body of a success that says JSON and is not', async () => {
    const mock = forwarding(
      () => new Response('{broken', { headers: { 'Content-Type': 'application/json' } }),
    );
    await mock.fetch(`${base}/special-events`, { headers: auth });
    const entry = mock.journal.last();
    expect(entry?.status).toBe(200);
    expect(entry).not.toHaveProperty('responseBody');
  });

  it('lists the violations the check found, as copies', async () => {
    const found = [{ check: 'status', message: 'upstream said 200 with no body' }];
    const mock = forwarding(
      () => Response.json([]),
      () => found,
    );
    await mock.fetch(`${base}/special-events`, { headers: auth });
    const entry = mock.journal.last();
    expect(entry?.violations).toEqual(found);
    expect(entry?.violations?.[0]).not.toBe(found[0]);
  });
});
