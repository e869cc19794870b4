import { ProblemDetailsSchema } from '@museum-api/core';
import { createMuseumMock } from '@museum-api/mock';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validPurchaseOf } from '../../../mock/test/robustness/fuzz-request.ts';
import { base64Utf8 } from '../../../mock/test/robustness/hostile-headers.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { type RawAnswer, rawHttpExchange } from './raw-http-exchange.ts';

const clock = '2026-11-22T12:00:00Z';
const maxBodyBytes = 64 * 1024;
const authorization = `Basic ${base64Utf8('curator:dino')}`;
const chunk = new TextEncoder().encode(`{"email":"${'a'.repeat(16 * 1024)}`);

/** An upload that never ends on its own: the sender stops it. */
function* endless(): Generator<Uint8Array> {
  for (;;) yield chunk;
}

function chunked(source: Iterable<Uint8Array>): Iterable<Uint8Array> {
  const encoder = new TextEncoder();
  return {
    *[Symbol.iterator]() {
      for (const part of source) {
        yield encoder.encode(`${part.length.toString(16)}\r\n`);
        yield part;
        yield encoder.encode('\r\n');
      }
    },
  };
}

function expectProblem(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(ProblemDetailsSchema.parse(JSON.parse(answer.body)).status).toBe(status);
}

describe('request body size limits of the standalone server', () => {
  let server: MuseumServer;
  let port: number;
  let basePath: string;
  let validPurchase: string;

  beforeAll(async () => {
    server = await startMuseumServer({ port: 0, clock, maxBodyBytes });
    port = server.port;
    basePath = new URL(server.url).pathname;
    validPurchase = validPurchaseOf(server.mock.store);
  });

  afterAll(async () => {
    await server?.close();
  });

  function head(lines: string[]): string {
    return [
      `POST ${basePath}/tickets HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: ${authorization}`,
      'Content-Type: application/json',
      ...lines,
      '',
      '',
    ].join('\r\n');
  }

  /** A following ordinary purchase on a fresh connection succeeds: the server keeps serving. */
  async function expectStillServing(): Promise<void> {
    const answer = await rawHttpExchange(
      port,
      head([`Content-Length: ${Buffer.byteLength(validPurchase)}`, 'Connection: close']),
      [new TextEncoder().encode(validPurchase)],
    );
    expect(answer.status).toBe(201);
  }

  test('refuses a declared Content-Length over the limit with 413 before the body is sent', async () => {
    const declared = 50 * 1024 * 1024;
    const answer = await rawHttpExchange(port, head([`Content-Length: ${declared}`]), endless(), {
      maxBodyBytes: declared,
      waitBeforeBodyMs: 1000,
    });
    expectProblem(answer, 413);
    // The head alone was enough: the answer came before any of the body was sent.
    expect(answer.bytesSent).toBe(0);
    expect(answer.answeredAfterMs).toBeLessThan(2000);
    console.info(
      `413 for a declared ${declared} bytes after ${answer.bytesSent} sent, ${answer.answeredAfterMs.toFixed(0)} ms`,
    );
    await expectStillServing();
  });

  test('refuses a chunked body with no Content-Length once it grows past the limit', async () => {
    const cap = 32 * 1024 * 1024;
    const answer = await rawHttpExchange(port, head(['Transfer-Encoding: chunked']), chunked(endless()), {
      maxBodyBytes: cap,
    });
    expectProblem(answer, 413);
    expect(answer.bytesSent).toBeGreaterThan(maxBodyBytes);
    expect(answer.bytesSent).toBeLessThan(cap);
    expect(answer.answeredAfterMs).toBeLessThan(2000);
    console.info(
      `413 for an endless chunked body after ${answer.bytesSent} sent, ${answer.answeredAfterMs.toFixed(0)} ms`,
    );
    await expectStillServing();
  });

  test('refuses an honest body just over the limit with 413, and takes one at the limit', async () => {
    const padding = maxBodyBytes - Buffer.byteLength(validPurchase);
    const atLimit = `${' '.repeat(padding)}${validPurchase}`;
    const overLimit = `${atLimit} `;
    const over = await rawHttpExchange(port, head([`Content-Length: ${Buffer.byteLength(overLimit)}`]), [
      new TextEncoder().encode(overLimit),
    ]);
    expectProblem(over, 413);
    const at = await rawHttpExchange(port, head([`Content-Length: ${Buffer.byteLength(atLimit)}`]), [
      new TextEncoder().encode(atLimit),
    ]);
    expect(at.status).toBe(201);
    await expectStillServing();
  });

  test('keeps the store unchanged by refused uploads', async () => {
    const before = JSON.stringify(server.mock.store.snapshot());
    await rawHttpExchange(port, head(['Transfer-Encoding: chunked']), chunked(endless()), {
      maxBodyBytes: 1 << 20,
    });
    await rawHttpExchange(port, head([`Content-Length: ${10 * maxBodyBytes}`]), endless(), {
      maxBodyBytes: 1 << 20,
    });
    expect(JSON.stringify(server.mock.store.snapshot())).toBe(before);
  });
});

describe('request body size limits in-process', () => {
  test('stops pulling an endless body stream soon after it passes the limit', async () => {
    const mock = createMuseumMock({ clock, maxBodyBytes });
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await mock.fetch(
      new Request('https://museum.test/v1.1/tickets', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled * chunk.length).toBeLessThan(maxBodyBytes + 4 * chunk.length);
  });
});
