import type { WebhookFaultKind } from './webhook-fault.ts';

/**
 * One attempt to send a delivery, as the delivery journal keeps it (never the secret).
 *
 * @example
 * ```ts
 * const attempt: WebhookAttempt = { attempt: 1, webhookId: 'msg_1a2b', startedAt: '2026-12-01T10:00:00.000Z', durationMs: 4, status: 500, error: 'answered 500' };
 * ```
 */
export interface WebhookAttempt {
  /** 1 for the first, counting retries. */
  attempt: number;
  /** The delivery's `webhook-id`, the same on every attempt. */
  webhookId: string;
  /** When it started (real time, ISO 8601). */
  startedAt: string;
  durationMs: number;
  /** The receiver's status; 0 when none came (refused, timed out). */
  status: number;
  /** Why it failed: a status that is not 2xx, a redirect not followed, a timeout, a refused connection. */
  error?: string | undefined;
}

/**
 * Where a delivery stands: waiting for its (next) attempt, `held` back by a `reorder` fault,
 * `delivered` (a 2xx), `failed` (every attempt failed) or `dropped` (by a `drop` fault).
 *
 * @example
 * ```ts
 * const state: WebhookDeliveryState = 'delivered';
 * ```
 */
export type WebhookDeliveryState = 'pending' | 'held' | 'delivered' | 'failed' | 'dropped';

/**
 * One delivery of one change to one subscriber, with every attempt so far.
 *
 * @example
 * ```ts
 * const [delivery] = mock.webhooks.deliveries();
 * delivery?.attempts.at(-1)?.status;
 * ```
 */
export interface WebhookDelivery {
  /** The `webhook-id` header: one per change and subscriber, kept across retries. */
  webhookId: string;
  url: string;
  eventId: string;
  /** Why it was published: the event was created or changed. */
  change: 'created' | 'updated';
  state: WebhookDeliveryState;
  /** The delivery fault that hit it, if one did. */
  fault?: WebhookFaultKind | undefined;
  /** When (the mock's clock, ISO 8601) its next attempt is due, while it is pending. */
  nextAttemptAt?: string | undefined;
  attempts: WebhookAttempt[];
}
