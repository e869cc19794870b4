// A webhook receiver on loopback for the tests: a real node:http server that records every POST
// it gets and answers as the test says (a status, a redirect, or never).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers: a status (202 by default), `'hang'` (never), or a redirect. */
export type ReceiverAnswer = number | 'hang' | { redirect: string };

/** A started receiver: its URL, what it got, and what it answers next (one entry per request, the last repeated). */
export interface Receiver {
  url: string;
  received: Received[];
  answers: ReceiverAnswer[];
  /** Resolves once `count` requests came. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1, port 0. */
export async function startReceiver(answers: ReceiverAnswer[] = [202]): Promise<Receiver> {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
      const answer = receiver.answers[Math.min(received.length, receiver.answers.length) - 1] ?? 202;
      if (answer === 'hang') return;
      if (typeof answer === 'object') {
        res.writeHead(302, { Location: answer.redirect }).end();
        return;
      }
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiting.push({ count, resolve });
          }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/** The Standard Webhooks headers of a received request, as `Webhook.verify` takes them. */
export function signedHeaders(received: Received): Record<string, string> {
  return {
    'webhook-id': String(received.headers['webhook-id']),
    'webhook-timestamp': String(received.headers['webhook-timestamp']),
    'webhook-signature': String(received.headers['webhook-signature']),
  };
}

/** Checks a received delivery with the reference implementation; returns its parsed body or throws. */
export function verifyDelivery(secret: string, received: Received | undefined): unknown {
  if (received === undefined) throw new Error('no delivery was received');
  return new Webhook(secret).verify(received.body, signedHeaders(received));
}
