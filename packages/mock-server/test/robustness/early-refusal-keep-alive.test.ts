import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { base64Utf8 } from '../../../mock/test/robustness/hostile-headers.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';

const authorization = `Basic ${base64Utf8('curator:dino')}`;
/** Larger than the socket and stream buffers, so the refused body cannot be absorbed by them. */
const unreadBody = new Uint8Array(256 * 1024).fill(0x20);

describe('a keep-alive connection after the server refused a request without reading its body', () => {
  let server: MuseumServer;
  let pool: Pool;

  beforeAll(async () => {
    server = await startMuseumServer({
      port: 0,
      clock: '2026-11-22T12:00:00Z',
      auth: { username: 'curator', password: 'dino' },
    });
    // One connection: every request after a refusal is offered the same socket if it stays open.
    pool = new Pool(new URL(server.url).origin, { connections: 1, keepAliveTimeout: 1000 });
  });

  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });

  const refusals: [string, number, Record<string, string>][] = [
    ['missing credentials', 401, { 'content-type': 'application/json' }],
    ['a body over the size limit', 413, { authorization, 'content-type': 'application/json' }],
    ['a body that is not JSON', 415, { authorization, 'content-type': 'text/plain' }],
  ];

  test.each(refusals)('serves the next request after refusing %s (%i)', async (_, status, headers) => {
    for (let round = 0; round < 5; round++) {
      const refused = await pool.request({
        path: '/v1.1/tickets',
        method: 'POST',
        headers,
        body: unreadBody,
      });
      await refused.body.arrayBuffer();
      expect(refused.statusCode).toBe(status);
      const next = await pool.request({
        path: '/v1.1/museum-hours',
        method: 'GET',
        headers: { authorization },
        headersTimeout: 2000,
        bodyTimeout: 2000,
      });
      await next.body.arrayBuffer();
      expect(next.statusCode).toBe(200);
    }
  });
});
