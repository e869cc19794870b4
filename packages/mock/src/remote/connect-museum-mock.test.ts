import { describe, expect, it } from 'vitest';
import { isMuseumAdminError, MuseumAdminError } from '../engine/controls/admin-error.ts';
import { connectMuseumMock } from './connect-museum-mock.ts';

interface Observed {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** A fetch that records each request and answers with `answer`. */
function observedFetch(
  answer: () => Response | Promise<Response> = () => new Response(null, { status: 204 }),
) {
  const calls: Observed[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body === null ? undefined : await request.text(),
    });
    return answer();
  };
  return { calls, fetch };
}

async function refusal(promise: Promise<unknown>): Promise<MuseumAdminError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isMuseumAdminError(error)) throw new Error(`expected a MuseumAdminError, got ${String(error)}`);
  return error;
}

describe('connectMuseumMock', () => {
  it.each([
    ['the server root', 'http://127.0.0.1:4010', 'http://127.0.0.1:4010/__admin'],
    ['the API base URL', 'http://127.0.0.1:4010/v1.1/', 'http://127.0.0.1:4010/__admin'],
    [
      'an admin URL behind a path prefix',
      'https://qa.test/museum/__admin/',
      'https://qa.test/museum/__admin',
    ],
  ])('finds the admin API from %s', (_case, url, adminUrl) => {
    expect(connectMuseumMock(url).adminUrl).toBe(adminUrl);
  });

  it('sends the token as a bearer and the session header with every request', async () => {
    const { calls, fetch } = observedFetch();
    const remote = connectMuseumMock('http://mock.test', { token: 's3cret', session: 'worker-7', fetch });
    await remote.reset();
    expect(calls[0]).toMatchObject({
      url: 'http://mock.test/__admin/reset',
      method: 'POST',
      body: undefined,
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer s3cret');
    expect(calls[0]?.headers.get('x-museum-session')).toBe('worker-7');
    expect(remote.session).toBe('worker-7');
  });

  it('sends neither header when none is configured', async () => {
    const { calls, fetch } = observedFetch();
    await connectMuseumMock('http://mock.test', { fetch }).journal.clear();
    expect([calls[0]?.headers.get('authorization'), calls[0]?.headers.get('x-museum-session')]).toEqual([
      null,
      null,
    ]);
  });

  it.each(['', 'a b', 'x'.repeat(65), 'ümlaut'])(
    'refuses the session id %j before any request',
    (session) => {
      expect(() => connectMuseumMock('http://mock.test', { session })).toThrow(TypeError);
    },
  );

  it('maps the in-process fault shapes to the admin API body', async () => {
    const { calls, fetch } = observedFetch(() => Response.json({ id: 'fault-1' }, { status: 201 }));
    const remote = connectMuseumMock('http://mock.test', { fetch });
    await remote.fault('buyMuseumTickets', { status: 503, retryAfter: 5 }, { times: 2 });
    await remote.fault('*', { networkError: true });
    await remote.fault('getMuseumHours', { delay: 250 }, { times: 'always' });
    expect(calls.map((call) => JSON.parse(call.body ?? ''))).toEqual([
      { operation: 'buyMuseumTickets', status: 503, retryAfter: 5, times: 2 },
      { operation: '*', networkError: true },
      { operation: 'getMuseumHours', delay: 250, times: 'always' },
    ]);
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('puts journal filters in the query string and clock instants as ISO text', async () => {
    const { calls, fetch } = observedFetch(() => Response.json({ now: '2027-01-01T00:00:00.000Z' }));
    const remote = connectMuseumMock('http://mock.test', { fetch });
    await remote.journal.entries({ operation: 'buyMuseumTickets', status: 201, limit: 3 });
    await remote.clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(await remote.clock.set(Date.UTC(2027, 0, 1))).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(calls[0]?.url).toBe(
      'http://mock.test/__admin/journal?operation=buyMuseumTickets&status=201&limit=3',
    );
    expect(calls.slice(1).map((call) => call.body)).toEqual([
      '{"now":"2027-01-01T00:00:00.000Z"}',
      '{"now":"2027-01-01T00:00:00.000Z"}',
    ]);
  });

  it('rejects with the problem details of an error answer', async () => {
    const problem = {
      type: 'urn:museum-api:problem:unauthorized',
      title: 'Admin token required',
      status: 401,
      detail: 'Send Authorization: Bearer <token>',
    };
    const { fetch } = observedFetch(() =>
      Response.json(problem, { status: 401, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    const error = await refusal(connectMuseumMock('http://mock.test', { fetch }).snapshot());
    expect(error).toBeInstanceOf(MuseumAdminError);
    expect(error.status).toBe(401);
    expect(error.problem).toEqual(problem);
    expect(error.request).toEqual({ method: 'GET', url: 'http://mock.test/__admin/snapshot' });
    expect(error.message).toContain('401 Admin token required');
  });

  it('makes up problem details from the status when the answer has none', async () => {
    const { fetch } = observedFetch(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await refusal(connectMuseumMock('http://mock.test', { fetch }).clock.now());
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: '<h1>Bad gateway</h1>',
    });
  });

  it('rejects with status 0 and the fetch error as cause when the server cannot be reached', async () => {
    const unreachable = new TypeError('fetch failed');
    const error = await refusal(
      connectMuseumMock('http://mock.test', { fetch: () => Promise.reject(unreachable) }).reset(),
    );
    expect([error.status, error.problem, error.cause]).toEqual([0, undefined, unreachable]);
    expect(error.message).toContain('no answer (fetch failed)');
  });

  it('treats removing a fault that is already gone as done, but not other failures', async () => {
    let status = 404;
    const { fetch } = observedFetch(() =>
      status === 201 ? Response.json({ id: 'fault-1' }, { status }) : new Response('{}', { status }),
    );
    status = 201;
    const handle = await connectMuseumMock('http://mock.test', { fetch }).fault('*', { status: 500 });
    status = 404;
    await handle.remove();
    status = 401;
    expect((await refusal(handle.remove())).status).toBe(401);
  });
});

describe('isMuseumAdminError', () => {
  it('recognises the brand across copies, where instanceof cannot', () => {
    const foreign = { [Symbol.for('@museum-api/mock/MuseumAdminError')]: true };
    expect(isMuseumAdminError(foreign)).toBe(true);
    expect(isMuseumAdminError(new Error('x'))).toBe(false);
    expect(isMuseumAdminError(null)).toBe(false);
  });
});

describe('journal.watch over the admin API', () => {
  it('polls with the token and session, asks for the backlog first, then follows the cursor', async () => {
    const pages = [
      { entries: [{ sequence: 7, operation: 'getMuseumHours' }], cursor: 7, restarted: false },
      { entries: [{ sequence: 8, operation: 'buyMuseumTickets' }], cursor: 8, restarted: false },
    ];
    const { calls, fetch } = observedFetch(async () => {
      const page = pages.shift();
      // Past the scripted pages, a poll waits as the server would, until the watch stops.
      if (page === undefined) return new Promise<Response>(() => {});
      return Response.json(page);
    });
    const remote = connectMuseumMock('http://127.0.0.1:4010', { token: 't0k', session: 'w1', fetch });
    const seen: number[] = [];
    const stop = remote.journal.watch((entry) => seen.push(entry.sequence), { backlog: 5 });
    await expect.poll(() => seen).toEqual([7, 8]);
    stop();
    expect(calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1:4010/__admin/journal/feed?limit=5',
      'http://127.0.0.1:4010/__admin/journal/feed?after=7&wait=25',
      'http://127.0.0.1:4010/__admin/journal/feed?after=8&wait=25',
    ]);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t0k');
    expect(calls[0]?.headers.get('x-museum-session')).toBe('w1');
  });

  it('reports a failed poll to onError and tries again, until stopped', async () => {
    const errors: unknown[] = [];
    const { calls, fetch } = observedFetch(() => new Response('{}', { status: 401 }));
    const remote = connectMuseumMock('http://127.0.0.1:4010', { fetch });
    const stop = remote.journal.watch(() => {}, { onError: (error) => errors.push(error) });
    await expect.poll(() => errors.length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    stop();
    const polls = calls.length;
    expect(isMuseumAdminError(errors[0]) && errors[0].status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.length).toBe(polls);
  });
});
