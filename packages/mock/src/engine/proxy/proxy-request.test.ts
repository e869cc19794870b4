import { describe, expect, it } from 'vitest';
import { fetchMockRequest } from '../http/mock-request.ts';
import { isProblemError } from '../http/problem-error.ts';
import type { RequestNotes } from '../journal/journal-entry.ts';
import type { ProxiedExchange, ProxyConfig } from './proxy-options.ts';
import { proxyProblemTypes, proxyRequest } from './proxy-request.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A proxy config over an observed fetch that answers with `answer` (or throws it). */
function upstream(answer: () => Response | Promise<Response>, overrides: Partial<ProxyConfig> = {}) {
  const sent: Sent[] = [];
  const config: ProxyConfig = {
    upstream: new URL('http://upstream.test:8080/api/v1.1'),
    upstreamPath: '/api/v1.1',
    operations: new Set(['listSpecialEvents', 'createSpecialEvent', 'buyMuseumTickets']),
    fetch: async (input, init) => {
      sent.push({ url: input.href, init });
      return answer();
    },
    timeoutMs: 1000,
    authorization: undefined,
    check: undefined,
    strict: false,
    ...overrides,
  };
  return { config, sent };
}

function mockRequest(path: string, init: RequestInit = {}) {
  return fetchMockRequest(new Request(`http://mock.test/v1.1${path}`, init));
}

const context = (path: string, notes: RequestNotes = {}) => ({
  operation: 'listSpecialEvents' as const,
  path,
  maxBodyBytes: 1024,
  notes,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isProblemError(error)) throw new Error(`expected a problem, got ${String(error)}`);
  return error.toProblem();
}

describe('proxyRequest', () => {
  it('sends the method, the path under the upstream base, the query and the body, and notes the target', async () => {
    const { config, sent } = upstream(() => Response.json({ ok: true }, { status: 201 }));
    const notes: RequestNotes = {};
    const body = JSON.stringify({ name: 'Night at the museum' });
    await proxyRequest(
      config,
      mockRequest('/special-events?x=1', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      }),
      { ...context('/special-events', notes), operation: 'createSpecialEvent' },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://upstream.test:8080/api/v1.1/special-events?x=1');
    expect(sent[0]?.init.method).toBe('POST');
    expect(new TextDecoder().decode(sent[0]?.init.body as Uint8Array)).toBe(body);
    expect(sent[0]?.init.redirect).toBe('manual');
    expect(notes).toMatchObject({
      upstream: 'http://upstream.test:8080/api/v1.1/special-events?x=1',
      requestBody: { name: 'Night at the museum' },
    });
  });

  it("keeps a request on the upstream's origin whatever its path holds", async () => {
    const { config, sent } = upstream(() => Response.json([]));
    await proxyRequest(
      config,
      mockRequest('//evil.test/special-events'),
      context('//evil.test/special-events'),
    );
    expect(new URL(sent[0]?.url ?? '').origin).toBe('http://upstream.test:8080');
  });

  it("passes end-to-end headers on, but not hop-by-hop ones, the mock's session header or cookie", async () => {
    const { config, sent } = upstream(() => Response.json([]));
    await proxyRequest(
      config,
      mockRequest('/special-events', {
        headers: {
          Accept: 'application/json',
          Authorization: 'Basic dXNlcjpwYXNz',
          Connection: 'x-private',
          'X-Private': 'hop',
          'Keep-Alive': 'timeout=5',
          'X-Museum-Session': 'alpha',
          Cookie: 'museum-session=alpha; theme=dark',
        },
      }),
      context('/special-events'),
    );
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Basic dXNlcjpwYXNz');
    expect(headers.get('cookie')).toBe('theme=dark');
    for (const name of ['x-private', 'keep-alive', 'x-museum-session', 'connection']) {
      expect(headers.has(name), name).toBe(false);
    }
  });

  it('replaces the credentials when the proxy option names its own', async () => {
    const { config, sent } = upstream(() => Response.json([]), { authorization: 'Basic b3duOmNyZWRz' });
    await proxyRequest(
      config,
      mockRequest('/special-events', { headers: { Authorization: 'Basic Y2xpZW50OnNlY3JldA==' } }),
      context('/special-events'),
    );
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Basic b3duOmNyZWRz');
  });

  it("answers with the upstream's status, bytes and end-to-end headers, and points a Location on its base at the mock", async () => {
    const { config } = upstream(
      () =>
        new Response('{"eventId":"e1"}', {
          status: 201,
          headers: {
            'Content-Type': 'application/json',
            Location: 'http://upstream.test:8080/api/v1.1/special-events/e1',
            'Keep-Alive': 'timeout=5',
          },
        }),
    );
    const notes: RequestNotes = {};
    const answer = await proxyRequest(
      config,
      mockRequest('/special-events', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      }),
      { ...context('/special-events', notes), operation: 'createSpecialEvent' },
    );
    expect(answer.kind).toBe('bytes');
    if (answer.kind !== 'bytes') return;
    expect(answer.status).toBe(201);
    expect(new TextDecoder().decode(answer.bytes)).toBe('{"eventId":"e1"}');
    expect(answer.headers.location).toBe('http://mock.test/v1.1/special-events/e1');
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(notes.upstreamText).toBe('{"eventId":"e1"}');
  });

  it('leaves a Location elsewhere as the upstream sent it, and answers an empty body as empty', async () => {
    const { config } = upstream(
      () => new Response(null, { status: 204, headers: { Location: 'https://other.test/x' } }),
    );
    const answer = await proxyRequest(config, mockRequest('/special-events'), context('/special-events'));
    expect(answer).toMatchObject({
      kind: 'empty',
      status: 204,
      headers: { location: 'https://other.test/x' },
    });
  });

  it('answers an upstream it cannot reach with a 502 naming the cause, and a slow one with a 504', async () => {
    const refused = upstream(() => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    });
    const unreachable = await refusal(
      proxyRequest(refused.config, mockRequest('/special-events'), context('/special-events')),
    );
    expect(unreachable).toMatchObject({ status: 502, type: proxyProblemTypes.badGateway });
    expect(unreachable.detail).toContain('ECONNREFUSED');

    const slow = upstream(() => new Promise<Response>(() => {}), {
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    const timedOut = await refusal(
      proxyRequest(slow.config, mockRequest('/special-events'), context('/special-events')),
    );
    expect(timedOut).toMatchObject({ status: 504, type: proxyProblemTypes.gatewayTimeout });
    expect(timedOut.detail).toContain('within 20 ms');
  });

  it('hands the exchange to the check and notes its violations, passing the answer on', async () => {
    const seen: ProxiedExchange[] = [];
    const { config } = upstream(() => Response.json([{ name: 'x' }]), {
      check: (exchange) => {
        seen.push(exchange);
        return [{ check: 'schema', message: 'eventId is missing' }];
      },
    });
    const notes: RequestNotes = {};
    const answer = await proxyRequest(
      config,
      mockRequest('/special-events'),
      context('/special-events', notes),
    );
    expect(answer.kind).toBe('bytes');
    expect(seen[0]).toMatchObject({
      operation: 'listSpecialEvents',
      request: { method: 'GET', url: 'http://upstream.test:8080/api/v1.1/special-events' },
      response: { status: 200, body: [{ name: 'x' }] },
    });
    expect(notes.violations).toEqual([{ check: 'schema', message: 'eventId is missing' }]);
  });

  it('refuses a violating exchange with a 502 when strict, and names a JSON body that does not parse', async () => {
    const { config } = upstream(
      () => new Response('{not json', { headers: { 'Content-Type': 'application/json' } }),
      { check: () => [], strict: true },
    );
    const problem = await refusal(
      proxyRequest(config, mockRequest('/special-events'), context('/special-events')),
    );
    expect(problem).toMatchObject({ status: 502, type: proxyProblemTypes.contractViolation });
    expect(problem.errors).toEqual([
      { path: 'body', message: 'GET /api/v1.1/special-events → 200: the body is not valid JSON' },
    ]);
  });

  it('lets an exchange through when the check itself throws', async () => {
    const { config } = upstream(() => Response.json([]), {
      strict: true,
      check: () => {
        throw new Error('checker bug');
      },
    });
    const notes: RequestNotes = {};
    const answer = await proxyRequest(
      config,
      mockRequest('/special-events'),
      context('/special-events', notes),
    );
    expect(answer).toMatchObject({ kind: 'bytes', status: 200 });
    expect(notes.violations).toBeUndefined();
  });
});
