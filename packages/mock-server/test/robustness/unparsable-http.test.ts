import { ProblemDetailsSchema } from '@museum-api/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { base64Utf8 } from '../../../mock/test/robustness/hostile-headers.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { rawHttpExchange } from './raw-http-exchange.ts';

const authorization = `Basic ${base64Utf8('curator:dino')}`;

describe('requests the HTTP parser refuses, or that no fetch Request can hold, sent to the standalone server', () => {
  let server: MuseumServer;
  let host: string;

  beforeAll(async () => {
    server = await startMuseumServer({ port: 0, clock: '2026-11-22T12:00:00Z' });
    host = `127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.close();
  });

  const cases: [string, number, (host: string) => string][] = [
    [
      'a method the parser does not know',
      400,
      (h) => `FOO /v1.1/special-events HTTP/1.1\r\nHost: ${h}\r\n\r\n`,
    ],
    [
      'a Content-Length that is not a number',
      400,
      (h) => `POST /v1.1/tickets HTTP/1.1\r\nHost: ${h}\r\nContent-Length: abc\r\n\r\n`,
    ],
    [
      'both Content-Length and chunked Transfer-Encoding',
      400,
      (h) =>
        `POST /v1.1/tickets HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a header line without a colon',
      400,
      (h) => `GET /v1.1/museum-hours HTTP/1.1\r\nHost: ${h}\r\nBroken header\r\n\r\n`,
    ],
    ['a request line that is not HTTP', 400, () => 'HELLO THERE\r\n\r\n'],
    [
      'a broken chunk size',
      400,
      (h) =>
        `POST /v1.1/tickets HTTP/1.1\r\nHost: ${h}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a Host header no URL can hold',
      400,
      () => 'GET /v1.1/museum-hours HTTP/1.1\r\nHost: bad host[\r\n\r\n',
    ],
    [
      'headers larger than the parser takes',
      431,
      (h) => `GET /v1.1/museum-hours HTTP/1.1\r\nHost: ${h}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ];

  test.each(cases)(
    'answers %s with a problem-details %i and a request id, and keeps serving',
    async (_, status, request) => {
      const answer = await rawHttpExchange(server.port, request(host));
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ProblemDetailsSchema.parse(JSON.parse(answer.body)).status).toBe(status);
      // No header was read, so the id is the server's own.
      expect(answer.headers['x-request-id']).toMatch(/^req-[0-9a-f]{8}-\d+$/);

      const next = await rawHttpExchange(
        server.port,
        `GET /v1.1/museum-hours HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`,
      );
      expect(next.status).toBe(200);
    },
  );
});
