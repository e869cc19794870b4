// Shared fixtures of the webhook tests: a secret, a special event, and deliveries signed by the
// `standardwebhooks` package, an implementation of the standard independent of ours, so a test
// that passes does not have our signer agreeing with our checker about a shared mistake.

import { Webhook } from 'standardwebhooks';

/** The secret the sender and the receiver share. */
export const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
/** Another well-formed secret: what a receiver configured for another sender holds. */
export const otherSecret = 'whsec_c2Vjb25kLXNlY3JldC1vZi0yNC1ieXRlcw==';
/** The receiver's clock, and the send time of every delivery unless a test says otherwise. */
export const now = new Date('2026-12-01T10:00:00Z');
/** {@link now} in Unix seconds, as `webhook-timestamp` carries it. */
export const nowSeconds = now.getTime() / 1000;

/** A special event as the museum publishes it, with a field the published schema does not name. */
export const event = {
  eventId: 'dad4bce8-f5cb-4078-a211-995864315e39',
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-03', '2026-12-05'],
  price: 25,
  curator: 'Mary Anning',
};

/** What one delivery is: its raw body and its headers, as a receiver gets them. */
export interface SignedDelivery {
  body: string;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
}

/**
 * A delivery of `body` (the event by default) signed by `standardwebhooks` under `key`, sent at
 * `sentAt` (Unix seconds).
 *
 * @example
 * ```ts
 * const { body, headers } = signDelivery({ sentAt: nowSeconds - 301 });
 * ```
 */
export function signDelivery({
  body = JSON.stringify(event),
  id = 'msg_2f9cK1QxWm7Tn4Lr',
  sentAt = nowSeconds,
  key = secret,
}: {
  body?: string;
  id?: string;
  sentAt?: number;
  key?: string;
} = {}): SignedDelivery {
  const signature = new Webhook(key).sign(id, new Date(sentAt * 1000), body);
  return {
    body,
    headers: { 'webhook-id': id, 'webhook-timestamp': String(sentAt), 'webhook-signature': signature },
  };
}
