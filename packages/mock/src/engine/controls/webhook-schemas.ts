import * as z from 'zod/mini';
import { componentSchema, described } from '../options/component-schema.ts';
import { onFirstUse } from '../options/on-first-use.ts';
import { webhookFaultKinds } from '../webhooks/webhook-fault.ts';

/**
 * Body of `POST /__admin/webhooks/subscribers` and query of its `DELETE`: one subscriber URL.
 */
export const adminWebhookSubscriberSchema = componentSchema({ id: 'AdminWebhookSubscriber' }, () =>
  z.strictObject({
    url: described(
      z.string().check(z.minLength(1)),
      'An http: or https: URL on loopback or an allowed host.',
    ),
  }),
);

/**
 * Answer of `GET /__admin/webhooks/subscribers`.
 */
export const adminWebhookSubscribersSchema = componentSchema({ id: 'AdminWebhookSubscribers' }, () =>
  z.strictObject({ urls: z.array(z.string()) }),
);

const attemptSchema = onFirstUse(() =>
  z.strictObject({
    attempt: z.int().check(z.minimum(1)),
    webhookId: z.string(),
    startedAt: z.string(),
    durationMs: z.number(),
    status: described(z.int(), '0 when no answer came.'),
    error: z.optional(z.string()),
  }),
);

/**
 * Answer of `GET /__admin/webhooks/deliveries`: every delivery kept, oldest first, with its attempts.
 */
export const adminWebhookDeliveriesSchema = componentSchema({ id: 'AdminWebhookDeliveries' }, () =>
  z.array(
    z.strictObject({
      webhookId: z.string(),
      url: z.string(),
      eventId: z.string(),
      change: z.enum(['created', 'updated']),
      state: z.enum(['pending', 'held', 'delivered', 'failed', 'dropped']),
      fault: z.optional(z.enum(webhookFaultKinds)),
      nextAttemptAt: z.optional(z.string()),
      attempts: z.array(attemptSchema()),
    }),
  ),
);
