import { ProblemDetailsSchema } from '@museum-api/core';
import { createMuseumMock } from '@museum-api/mock';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { base64Utf8 } from '../../../mock/test/robustness/hostile-headers.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';

const credentials = { username: 'curator', password: 'dino-s3cret:42' };
const clock = '2026-11-22T12:00:00Z';

/** Authorization headers that are not well-formed Basic credentials, by what is wrong. */
const malformed: Record<string, string | undefined> = {
  missing: undefined,
  'an empty header': '',
  '`Basic` alone': 'Basic',
  '`Basic` and a space': 'Basic ',
  'another scheme': 'Bearer x',
  'a token that is not base64': 'Basic not*base64!',
  'base64 of the wrong length': 'Basic YWJjZA',
  'base64 without a colon': `Basic ${base64Utf8('curatordino')}`,
  'base64 of bytes that are not UTF-8': `Basic ${btoa('\xff\xfe:\xc3')}`,
  'two tokens': `Basic ${base64Utf8('a:b')} ${base64Utf8('c:d')}`,
};

/** Well-formed credentials that are not the configured ones. */
const wrong: Record<string, string> = {
  'a wrong password': 'curator:dino',
  'a wrong user': 'visitor:dino-s3cret:42',
  'the password with one more character': 'curator:dino-s3cret:421',
  'the password one character short': 'curator:dino-s3cret:4',
  'the right password in another case': 'curator:DINO-S3CRET:42',
  'user and password swapped': 'dino-s3cret:42:curator',
  'empty user and password': ':',
  'the password as user': 'dino-s3cret:42:',
};

interface Reply {
  status: number;
  challenge: string | undefined;
  type: string | undefined;
  body: unknown;
}

describe('HTTP Basic authentication of the mock', () => {
  let server: MuseumServer;
  let pool: Pool;
  let basePath: string;

  beforeAll(async () => {
    server = await startMuseumServer({ port: 0, clock, auth: credentials });
    pool = new Pool(new URL(server.url).origin, { connections: 2, keepAliveTimeout: 1000 });
    basePath = new URL(server.url).pathname;
  });

  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });

  async function overHttp(authorization: string | undefined): Promise<Reply> {
    const response = await pool.request({
      path: `${basePath}/museum-hours`,
      method: 'GET',
      headers: authorization === undefined ? {} : { authorization },
    });
    const challenge = response.headers['www-authenticate'];
    const type = response.headers['content-type'];
    return {
      status: response.statusCode,
      challenge: Array.isArray(challenge) ? challenge.join(', ') : challenge,
      type: Array.isArray(type) ? type.join(', ') : type,
      body: await response.body.json(),
    };
  }

  function expectChallenge(reply: Reply): void {
    expect(reply.status).toBe(401);
    expect(reply.challenge).toMatch(/^Basic realm="[^"]+"/);
    expect(reply.type).toMatch(/^application\/problem\+json/);
    expect(ProblemDetailsSchema.parse(reply.body).status).toBe(401);
  }

  test.each(Object.entries(malformed))(
    'answers %s with 401 and a Basic challenge over HTTP',
    async (_, header) => {
      expectChallenge(await overHttp(header));
    },
  );

  test.each(Object.entries(wrong))('answers %s with 401 and a Basic challenge over HTTP', async (_, pair) => {
    expectChallenge(await overHttp(`Basic ${base64Utf8(pair)}`));
  });

  test('accepts the configured credentials, the scheme in any case', async () => {
    const token = base64Utf8(`${credentials.username}:${credentials.password}`);
    expect((await overHttp(`Basic ${token}`)).status).toBe(200);
    expect((await overHttp(`basic ${token}`)).status).toBe(200);
  });

  test('refuses every operation without credentials, before looking at the request', async () => {
    const mock = createMuseumMock({ clock, auth: credentials });
    const before = JSON.stringify(mock.store.snapshot());
    const [eventId] = mock.store.allEvents().map((event) => event.eventId);
    const base = 'https://museum.test/v1.1';
    const requests = [
      new Request(`${base}/tickets`, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      new Request(`${base}/tickets/${crypto.randomUUID()}/qr`),
      new Request(`${base}/special-events`, {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      new Request(`${base}/special-events?page=0`),
      new Request(`${base}/special-events/${eventId}`),
      new Request(`${base}/special-events/${eventId}`, {
        method: 'PATCH',
        body: '{"price":-1}',
        headers: { 'content-type': 'application/json' },
      }),
      new Request(`${base}/special-events/${eventId}`, { method: 'DELETE' }),
      new Request(`${base}/museum-hours?limit=999`),
    ];
    for (const request of requests) {
      const response = await mock.fetch(request);
      expect(response.status, `${request.method} ${request.url}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    }
    expect(JSON.stringify(mock.store.snapshot())).toBe(before);
  });

  test('in the default mode accepts any well-formed credentials, empty ones included, and no malformed ones', async () => {
    const mock = createMuseumMock({ clock });
    const get = (authorization: string | undefined) =>
      mock.fetch(
        new Request('https://museum.test/v1.1/museum-hours', {
          headers: authorization === undefined ? {} : { authorization },
        }),
      );
    expect((await get('Basic Og==')).status).toBe(200);
    expect((await get(`Basic ${base64Utf8('anyone:any:thing')}`)).status).toBe(200);
    for (const [what, header] of Object.entries(malformed)) {
      const response = await get(header);
      expect(response.status, what).toBe(401);
      expect(response.headers.get('www-authenticate'), what).toMatch(/^Basic realm="[^"]+"/);
    }
  });
});
