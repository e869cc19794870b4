// A receiver of the Museum API's webhook (`publishNewEvent`) on node:http: every POST is checked
// with `unwrapMuseumWebhook`, answered 202 when it passes (a duplicate too, so the sender stops
// retrying it) and 400 naming the failed check when it does not. What it received is kept in
// memory for whoever started it: a test, or main.ts's log.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isMuseumWebhookError,
  type MuseumWebhookDelivery,
  type MuseumWebhookErrorReason,
  type UnwrapMuseumWebhookOptions,
  unwrapMuseumWebhook,
} from '@museum-api/client/webhooks';

/** The largest body the receiver reads; an event is a few hundred bytes. */
export const maxBodyBytes = 64 * 1024;

/** Options of {@link startReceiver}: the secret, where to listen, and how to check deliveries. */
export interface ReceiverOptions extends Pick<UnwrapMuseumWebhookOptions, 'toleranceSeconds' | 'now'> {
  /** The `whsec_` secret the sender signs with. */
  secret: string;
  /** The port on 127.0.0.1; 0 picks a free one. @default 0 */
  port?: number;
  /** The path deliveries are POSTed to. @default '/museum-events' */
  path?: string;
  /**
   * Handles each new delivery before it is kept. When it throws (or rejects), the receiver answers
   * 500 and does not count the `webhook-id` as seen, so the sender's retry is handled again.
   */
  onDelivery?: (delivery: MuseumWebhookDelivery) => void | Promise<void>;
}

/** A delivery the receiver answered 400, and why. */
export interface Refusal {
  reason: MuseumWebhookErrorReason;
  webhookId: string | undefined;
  message: string;
}

/** A running receiver: where to send deliveries, and what it made of them. */
export interface Receiver {
  /** The URL to subscribe, such as `http://127.0.0.1:41234/museum-events`. */
  url: string;
  /** Each new delivery, once, in the order it arrived. */
  deliveries: MuseumWebhookDelivery[];
  /** The `webhook-id` of every repeated delivery, answered 202 and not kept again. */
  duplicates: string[];
  /** The deliveries answered 400. */
  refusals: Refusal[];
  /** The `webhook-id` of every delivery answered 500 because `onDelivery` failed on it. */
  failures: string[];
  /** Stops listening; resolves once the server has closed. */
  close(): Promise<void>;
}

/**
 * Starts a receiver on 127.0.0.1.
 *
 * @example
 * ```ts
 * const receiver = await startReceiver({ secret: 'whsec_…' });
 * // museum-mock --webhook <receiver.url> --webhook-secret whsec_…
 * await receiver.close();
 * ```
 */
export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const { secret, port = 0, path = '/museum-events', onDelivery, ...checks } = options;
  const deliveries: MuseumWebhookDelivery[] = [];
  const duplicates: string[] = [];
  const refusals: Refusal[] = [];
  const failures: string[] = [];
  const seen = new Set<string>();

  const server = createServer(async (request, response) => {
    if (new URL(request.url ?? '/', 'http://receiver').pathname !== path) {
      response.writeHead(404).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      response.writeHead(413, { connection: 'close' }).end();
      return;
    }
    const body = await readBody(request);
    if (body === undefined) return; // a chunked body past the limit: the connection is dropped
    try {
      const delivery = await unwrapMuseumWebhook(body, request.headers, secret, checks);
      // After the check, never before: an id alone proves nothing, and a forged delivery must not
      // make the genuine one with its id look like a duplicate.
      if (seen.has(delivery.id)) duplicates.push(delivery.id);
      else {
        // Handled before it counts as seen: a failed handler answers 500, and the retry the sender
        // makes with the same webhook-id is handled again instead of being taken for a duplicate.
        try {
          await onDelivery?.(delivery);
        } catch {
          failures.push(delivery.id);
          response.writeHead(500).end();
          return;
        }
        seen.add(delivery.id);
        deliveries.push(delivery);
      }
      response.writeHead(202).end();
    } catch (error) {
      if (!isMuseumWebhookError(error)) {
        response.writeHead(500).end();
        throw error;
      }
      refusals.push({ reason: error.reason, webhookId: error.webhookId, message: error.message });
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${bound}${path}`,
    deliveries,
    duplicates,
    refusals,
    failures,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The body as UTF-8 text, or `undefined` when it passes {@link maxBodyBytes} without having said
 * so in `Content-Length`: then the request is destroyed rather than read to its end.
 */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return undefined; // leaving the loop destroys the request
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
