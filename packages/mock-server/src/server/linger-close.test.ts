import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadPastAnswer } from '../../test/robustness/upload-past-answer.ts';
import { type LingerBounds, lingerClose } from './linger-close.ts';

/** Small bounds, so each one is reached in a test's time. */
const bounds: LingerBounds = { maxBytes: 1024 * 1024, maxMs: 400 };
const piece = new Uint8Array(16 * 1024).fill(0x20);

function* pieces(total: number): Generator<Uint8Array> {
  for (let sent = 0; sent < total; sent += piece.length) yield piece;
}

describe('lingerClose on a server that answers before reading the body', () => {
  let server: Server;
  let port: number;
  /** Per request: whether the server saw its body end, and whether its socket closed on an error. */
  const exchanges: { bodyEnded: boolean; closed: Promise<boolean> }[] = [];

  beforeAll(async () => {
    // Refuses every upload from its head alone, as the mock does for 401, 405, 413 and 415.
    server = createServer((req, res) => {
      const exchange = { bodyEnded: false, closed: once(req.socket, 'close').then(([hadError]) => hadError) };
      req.once('end', () => {
        exchange.bodyEnded = true;
      });
      exchanges.push(exchange);
      res.writeHead(413, { 'Content-Type': 'text/plain', ...lingerClose(req, bounds) }).end('too large');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  const head = (length: string) => `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n${length}\r\n\r\n`;

  test('drains a body whose declared length fits the bound and keeps the connection', async () => {
    const outcome = await uploadPastAnswer(
      port,
      head(`Content-Length: ${bounds.maxBytes}`),
      pieces(bounds.maxBytes),
      {
        waitForAnswerAfterBytes: piece.length,
      },
    );
    expect(outcome.answer?.status).toBe(413);
    expect(outcome.answer?.headers.connection).toBe('keep-alive');
    expect(outcome.error).toBeUndefined();
  });

  test('says Connection: close for a body of unknown or larger length, and closes in order once it is drained', async () => {
    const total = bounds.maxBytes / 2;
    const chunked = function* () {
      const encoder = new TextEncoder();
      for (const part of pieces(total))
        yield* [encoder.encode(`${part.length.toString(16)}\r\n`), part, encoder.encode('\r\n')];
      yield encoder.encode('0\r\n\r\n');
    };
    const outcome = await uploadPastAnswer(port, head('Transfer-Encoding: chunked'), chunked(), {
      waitForAnswerAfterBytes: piece.length,
    });
    expect(outcome.answer?.status).toBe(413);
    expect(outcome.answer?.headers.connection).toBe('close');
    expect(outcome.bytesSent).toBeGreaterThanOrEqual(total);
    expect(outcome.error).toBeUndefined();
    expect(outcome.finReceived).toBe(true);
    // The server read the body to its end, then closed without a reset.
    const exchange = exchanges.at(-1);
    expect(await exchange?.closed).toBe(false);
    expect(exchange?.bodyEnded).toBe(true);
  });

  test('cuts a client that stops sending mid-body once the time bound has passed', async () => {
    const stalled = await uploadPastAnswer(port, head('Content-Length: 1000000'), [piece], {
      waitForAnswerAfterBytes: piece.length,
      // One piece of the million bytes declared, then silence: only the server's bound ends it.
      endUpload: false,
      timeoutMs: bounds.maxMs * 5,
    });
    expect(stalled.answer?.status).toBe(413);
    expect(stalled.closedAfterAnswerMs).toBeGreaterThanOrEqual(bounds.maxMs - 50);
    expect(stalled.closedAfterAnswerMs).toBeLessThan(bounds.maxMs * 3);
  });
});
