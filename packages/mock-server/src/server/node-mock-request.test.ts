import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isProblemError, type MockRequest } from '@museum-api/mock/host';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeMockRequest } from './node-mock-request.ts';

type Inspect = (request: MockRequest, req: IncomingMessage) => Promise<unknown>;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * Sends one raw request to a real server on loopback whose handler wraps the message in a
 * MockRequest and hands it to `inspect`; resolves with what `inspect` returned (or threw).
 */
async function roundTrip(
  options: { method?: string; headers?: [string, string][]; body?: Uint8Array | string },
  inspect: Inspect,
): Promise<{ value?: unknown; error?: unknown }> {
  let settle: (outcome: { value?: unknown; error?: unknown }) => void = () => {};
  const outcome = new Promise<{ value?: unknown; error?: unknown }>((resolve) => {
    settle = resolve;
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let request: MockRequest;
    try {
      request = nodeMockRequest(req);
    } catch (error) {
      settle({ error });
      res.writeHead(400, { Connection: 'close' }).end();
      return;
    }
    // Answered once `inspect` is done, so the request is still whole while it looks.
    inspect(request, req)
      .then(
        (value) => settle({ value }),
        (error: unknown) => settle({ error }),
      )
      .finally(() => res.writeHead(204, { Connection: 'close' }).end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = httpRequest({
    host: '127.0.0.1',
    port,
    method: options.method ?? 'GET',
    path: '/v1.1/tickets?x=1',
  });
  // setHeader would merge repeated names; raw repeats need the array form.
  for (const [name, value] of options.headers ?? []) {
    const existing = client.getHeader(name);
    client.setHeader(name, existing === undefined ? value : [...[existing].flat().map(String), value]);
  }
  client.on('error', () => {});
  client.on('response', (response) => response.resume());
  client.end(options.body);
  return outcome;
}

describe('nodeMockRequest', () => {
  it('gives the method and the absolute URL from the Host header and the path', async () => {
    const { value } = await roundTrip({ method: 'DELETE' }, async (request) => [
      request.method,
      request.url.href,
    ]);
    expect(value).toEqual([
      'DELETE',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\.1\/tickets\?x=1$/),
    ]);
  });

  it('finds headers by any case and joins repeated ones as Fetch does', async () => {
    const { value } = await roundTrip(
      {
        headers: [
          ['X-Trace', 'a'],
          ['x-trace', 'b'],
          ['Cookie', 'museum-session=w1'],
          ['cookie', 'theme=dark'],
          ['Authorization', 'Basic Og=='],
        ],
      },
      async (request) => ({
        trace: request.headers.get('X-TRACE'),
        cookie: request.headers.get('cookie'),
        authorization: request.headers.get('authorization'),
        missing: request.headers.get('x-missing'),
        has: [request.headers.has('Authorization'), request.headers.has('x-missing')],
      }),
    );
    const fetchHeaders = new Headers([
      ['X-Trace', 'a'],
      ['x-trace', 'b'],
    ]);
    expect(value).toEqual({
      trace: fetchHeaders.get('x-trace'),
      cookie: 'museum-session=w1; theme=dark',
      authorization: 'Basic Og==',
      missing: null,
      has: [true, false],
    });
  });

  it('joins two Authorization headers rather than keeping the first, as the in-process mock sees them', async () => {
    const { value } = await roundTrip(
      {
        headers: [
          ['Authorization', 'Basic Og=='],
          ['Authorization', 'Basic YTpi'],
        ],
      },
      async (request) => request.headers.get('authorization'),
    );
    expect(value).toBe('Basic Og==, Basic YTpi');
  });

  it('visits every header once, by its lower-case name, repeats joined and colons in values kept, as the journal reads them', async () => {
    const { value } = await roundTrip(
      {
        headers: [
          ['X-Trace', 'a'],
          ['Referer', 'http://example.com:8080/a'],
          ['x-trace', 'b'],
          ['X-Empty', ''],
        ],
      },
      async (request) => {
        const seen: [string, string][] = [];
        request.headers.forEach((headerValue, name) => {
          seen.push([name, headerValue]);
        });
        return [seen, request.headers.get('referer'), request.headers.get('x-empty')];
      },
    );
    const [seen, referer, empty] = value as [[string, string][], string, string];
    expect(seen.filter(([name]) => name === 'x-trace' || name === 'referer' || name === 'x-empty')).toEqual([
      ['x-trace', 'a, b'],
      ['referer', 'http://example.com:8080/a'],
      ['x-empty', ''],
    ]);
    expect(seen.map(([name]) => name)).toEqual([...new Set(seen.map(([name]) => name))]);
    expect(seen.map(([name]) => name)).toContain('host');
    expect([referer, empty]).toEqual(['http://example.com:8080/a', '']);
  });

  it('reads a whole body, and says GET carries none', async () => {
    const body = JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-05' });
    const posted = await roundTrip({ method: 'POST', body }, async (request) => [
      request.hasBody,
      new TextDecoder().decode(await request.readBody(1024)),
    ]);
    expect(posted.value).toEqual([true, body]);
    const got = await roundTrip({}, async (request) => request.hasBody);
    expect(got.value).toBe(false);
  });

  it('stops at the first byte past the limit with a 413, leaving the rest unread', async () => {
    const body = new Uint8Array(256 * 1024).fill(0x61);
    const { value } = await roundTrip({ method: 'POST', body }, async (request, req) => {
      try {
        await request.readBody(1024);
        return 'read it all';
      } catch (error) {
        return { status: isProblemError(error) ? error.status : error, complete: req.complete };
      }
    });
    expect(value).toEqual({ status: 413, complete: false });
  });

  it('takes a body that has fully arrived at once, and still refuses one past the limit', async () => {
    const arrived = (req: IncomingMessage) =>
      new Promise<void>((resolve) => {
        const check = () => (req.complete ? resolve() : setTimeout(check, 1));
        check();
      });
    const small = await roundTrip({ method: 'POST', body: 'x'.repeat(600) }, async (request, req) => {
      await arrived(req);
      return [req.complete, (await request.readBody(1024)).byteLength];
    });
    expect(small.value).toEqual([true, 600]);
    const large = await roundTrip({ method: 'POST', body: 'x'.repeat(4096) }, async (request, req) => {
      await arrived(req);
      try {
        await request.readBody(1024);
        return 'read it all';
      } catch (error) {
        return isProblemError(error) ? error.status : error;
      }
    });
    expect(large.value).toBe(413);
  });

  it('makes one Fetch Request on demand, and reads the body through it after that', async () => {
    const { value } = await roundTrip({ method: 'PATCH', body: '{"price":5}' }, async (request) => {
      const fetchRequest = request.toRequest();
      return [
        fetchRequest === request.toRequest(),
        fetchRequest.method,
        fetchRequest.url === request.url.href,
        new TextDecoder().decode(await request.readBody(1024)),
        fetchRequest.bodyUsed,
      ];
    });
    expect(value).toEqual([true, 'PATCH', true, '{"price":5}', true]);
  });

  it('gives like requests one URL and one headers object, and a new path or Host its own', async () => {
    const seen: MockRequest[] = [];
    const server = createServer((req, res) => {
      seen.push(nodeMockRequest(req));
      res.writeHead(204).end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (path: string, host: string) =>
      new Promise((resolve) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) =>
          response.resume().on('end', resolve),
        );
        sent.end();
      });
    for (const [path, host] of [
      ['/a', 'one.test'],
      ['/a', 'one.test'],
      ['/b', 'one.test'],
      ['/b', 'two.test'],
    ]) {
      await send(path as string, host as string);
    }
    const [first, same, otherPath, otherHost] = seen as [MockRequest, MockRequest, MockRequest, MockRequest];
    expect(seen.map((request) => request.url.href)).toEqual([
      'http://one.test/a',
      'http://one.test/a',
      'http://one.test/b',
      'http://two.test/b',
    ]);
    expect([same.url === first.url, same.headers === first.headers]).toEqual([true, true]);
    expect([otherPath.url === first.url, otherPath.headers === first.headers]).toEqual([false, true]);
    // Headers no longer the last request's are still read from their own text.
    expect([first.headers.get('Host'), otherHost.headers.get('Host')]).toEqual(['one.test', 'two.test']);
  });

  it('refuses a Host that makes no URL', async () => {
    const { error } = await roundTrip({ headers: [['Host', 'exa mple']] }, async () => 'unreachable');
    expect(error).toBeInstanceOf(TypeError);
  });
});
