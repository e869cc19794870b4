import type { MuseumApiVersion } from '@museum-api/core';
import { museumApi11, museumApi12 } from '@museum-api/core/published';
import { MuseumDomainError } from '@museum-api/core/schemas';
import { decodeWebhookSecret, webhookHeaders, webhookSignatureMatches } from '@museum-api/core/webhooks';
import { MuseumWebhookError } from '../errors/webhook-error.ts';
import type { EventOf } from '../version-shapes.ts';
import { type MuseumWebhookHeaders, readWebhookHeader } from './read-webhook-header.ts';
import { normalizeUnwrapOptions, type UnwrapMuseumWebhookOptions } from './unwrap-options.ts';

/**
 * A delivery that passed every check: the special event it carries (new or changed) and the
 * delivery's id and send time.
 *
 * @example
 * ```ts
 * const describe = ({ id, timestamp, event }: MuseumWebhookDelivery) =>
 *   `${id} at ${timestamp.toISOString()}: ${event.name}`;
 * ```
 */
export interface MuseumWebhookDelivery<Version extends MuseumApiVersion = '1.2'> {
  /**
   * The `webhook-id`: one per change, the same on every retry of it. A receiver that has seen it
   * already has handled this change and should only acknowledge it.
   */
  id: string;
  /** The `webhook-timestamp`: when this attempt was sent (whole seconds). */
  timestamp: Date;
  /** The special event, as the body carried it (fields the schema does not name included). */
  event: EventOf<Version>;
}

type ZodError = Parameters<typeof MuseumDomainError.fromZod>[0];

/** The one thing this module needs of a zod schema, so it does not depend on zod's own types. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: ZodError };
}

const eventSchemas: Record<MuseumApiVersion, Schema> = {
  '1.1': museumApi11.schemas.SpecialEventResponse,
  '1.2': museumApi12.schemas.SpecialEvent,
};

/**
 * Checks a webhook delivery of the Museum API (`publishNewEvent`, signed as Standard Webhooks
 * defines it) and returns the special event it carries. Give it the raw body exactly as
 * received (the signature covers those bytes; JSON parsed and serialised again may differ), the
 * request headers and the `whsec_` secret the sender signs with. In order, it checks the
 * secret, the three `webhook-*` headers, the timestamp against the tolerance, the signature
 * (Web Crypto: Node, browsers, Workers), then that the body is a special event; the first that
 * fails rejects with a `MuseumWebhookError` whose `reason` names it. A repeated delivery (the
 * same `webhook-id`) passes again: dropping duplicates is the receiver's job. A bad option (a
 * negative tolerance, an unknown version) or a body that is not a string is a `TypeError`.
 *
 * @example
 * ```ts
 * import { unwrapMuseumWebhook } from '@museum-api/client/webhooks';
 *
 * export default {
 *   async fetch(request: Request): Promise<Response> {
 *     const { id, event } = await unwrapMuseumWebhook(await request.text(), request.headers, 'whsec_…');
 *     console.log(id, event.name);
 *     return new Response(null, { status: 202 });
 *   },
 * };
 * ```
 */
export async function unwrapMuseumWebhook<Version extends MuseumApiVersion = '1.2'>(
  body: string,
  headers: MuseumWebhookHeaders,
  secret: string,
  options: UnwrapMuseumWebhookOptions<Version> = {},
): Promise<MuseumWebhookDelivery<Version>> {
  const { toleranceSeconds, now, apiVersion } = normalizeUnwrapOptions(options);
  if (typeof body !== 'string') {
    throw new TypeError('body must be the raw request body as text, not a parsed object or a buffer');
  }
  const id = readWebhookHeader(headers, webhookHeaders.id);
  const refuse = (reason: MuseumWebhookError['reason'], detail: string, cause?: unknown): never => {
    throw new MuseumWebhookError(reason, detail, id, cause === undefined ? undefined : { cause });
  };

  try {
    decodeWebhookSecret(secret);
  } catch (error) {
    refuse('invalid-secret', `the secret ${(error as Error).message}`, error);
  }
  const sentAt = readWebhookHeader(headers, webhookHeaders.timestamp);
  const signature = readWebhookHeader(headers, webhookHeaders.signature);
  if (id === undefined || sentAt === undefined || signature === undefined) {
    const missing = Object.values(webhookHeaders).filter(
      (name) => readWebhookHeader(headers, name) === undefined,
    );
    return refuse('missing-header', `no ${missing.join(', ')} header`);
  }

  const timestamp = Number(sentAt);
  if (!/^\d+$/.test(sentAt) || !Number.isSafeInteger(timestamp)) {
    return refuse(
      'malformed-header',
      `${webhookHeaders.timestamp} is ${JSON.stringify(sentAt)}, not Unix seconds`,
    );
  }
  const receivedAt = now().getTime();
  if (Number.isNaN(receivedAt)) throw new TypeError('now() returned an invalid Date');
  const age = receivedAt / 1000 - timestamp;
  if (age > toleranceSeconds) {
    refuse('stale-timestamp', `sent ${Math.round(age)} s ago, more than the ${toleranceSeconds} s tolerance`);
  }
  if (-age > toleranceSeconds) {
    refuse(
      'future-timestamp',
      `sent ${Math.round(-age)} s ahead of this clock, more than the ${toleranceSeconds} s tolerance`,
    );
  }

  // A header sent twice reaches us joined with ", " (as an HTTP list is), where Standard
  // Webhooks separates signatures with a space: read both as one list.
  const signatures = signature.replaceAll(', ', ' ');
  if (!(await webhookSignatureMatches(signatures, { id, timestamp, body }, secret))) {
    refuse('bad-signature', 'no v1 signature matches the body under this secret');
  }

  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch (error) {
    refuse('invalid-body', 'the body is not JSON', error);
  }
  const result = eventSchemas[apiVersion].safeParse(event);
  if (!result.success) {
    const { message } = MuseumDomainError.fromZod(result.error, '', event);
    refuse('invalid-body', `the body is not a special event of API ${apiVersion}: ${message}`, result.error);
  }
  return { id, timestamp: new Date(timestamp * 1000), event: event as EventOf<Version> };
}
