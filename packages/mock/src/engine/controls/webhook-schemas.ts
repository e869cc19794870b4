import * as z from 'zod';
import { onFirstUse } from '../options/on-first-use.ts';
import { webhookFaultKinds } from '../webhooks/webhook-fault.ts';

/**
 * Body of `POST /__admin/webhooks/subscribers` and query of its `DELETE`: one subscriber URL.
 */
export const adminWebhookSubscriberSchema = onFirstUse(() =>
  z
    .strictObject({
      url: z.string().min(1).meta({ description: 'An http: or https: URL on loopback or an allowed host.' }),
    })
    .meta({ id: 'AdminWebhookSubscriber' }),
);

/**
 * Answer of `GET /__admin/webhooks/subscribers`.
 */
export const adminWebhookSubscribersSchema = onFirstUse(() =>
  z.strictObject({ urls: z.array(z.string()) }).meta({ id: 'AdminWebhookSubscribers' }),
);

const attemptSchema = onFirstUse(() =>
  z.strictObject({
    attempt: z.int().min(1),
    webhookId: z.string(),
    startedAt: z.string(),
    durationMs: z.number(),
    status: z.int().meta({ description: '0 when no answer came.' }),
    error: z.string().optional(),
  }),
);

/**
 * Answer of `GET /__admin/webhooks/deliveries`: every delivery kept, oldest first, with its attempts.
 */
export const adminWebhookDeliveriesSchema = onFirstUse(() =>
  z
    .array(
      z.strictObject({
        webhookId: z.string(),
        url: z.string(),
        eventId: z.string(),
        change: z.enum(['created', 'updated']),
        state: z.enum(['pending', 'held', 'delivered', 'failed', 'dropped']),
        fault: z.enum(webhookFaultKinds).optional(),
        nextAttemptAt: z.string().optional(),
        attempts: z.array(attemptSchema()),
      }),
    )
    .meta({ id: 'AdminWebhookDeliveries' }),
);
