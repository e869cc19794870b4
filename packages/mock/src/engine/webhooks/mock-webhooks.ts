import { parseOptions } from '../options/parse-options.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';
import { type WebhookFault, webhookFaultSchema } from './webhook-fault.ts';

/**
 * The webhook controls of a mock in this process (`mock.webhooks`): its subscribers, the
 * deliveries with their attempts, and the delivery faults. See docs/webhooks.md.
 *
 * @example
 * ```ts
 * mock.webhooks.subscribe('http://127.0.0.1:9000/hooks');
 * await fetch(`${base}/special-events`, { method: 'POST', body, headers });
 * await mock.webhooks.idle();
 * mock.webhooks.deliveries()[0]?.state; // 'delivered'
 * ```
 */
export interface MockWebhooks {
  /** The `whsec_` secret deliveries are signed with (the `webhooks.secret` option, or one the mock made). */
  readonly secret: string;
  /** The subscribers, in the order they subscribed. */
  subscribers(): string[];
  /**
   * Adds a subscriber; again is no error.
   * @throws {TypeError} naming the host, for a URL off loopback and off `webhooks.allowHosts`.
   */
  subscribe(url: string): void;
  /** Removes a subscriber (its waiting deliveries are not sent); answers whether it was one. */
  unsubscribe(url: string): boolean;
  /** Every delivery kept (the newest 1,000), oldest first, with its attempts. */
  deliveries(): WebhookDelivery[];
  /**
   * Makes the deliveries misbehave (drop, duplicate, delay, reorder, bad signature or stale
   * timestamp) until {@link MockWebhooks.clearFaults} or `reset()`; with `times`, only the next
   * that many.
   * @throws {TypeError} for a fault that cannot work.
   */
  fault(fault: WebhookFault): void;
  /** Removes every delivery fault. */
  clearFaults(): void;
  /** Resolves once no attempt is in flight and none is due by the mock's clock. */
  idle(): Promise<void>;
}

/**
 * The public {@link MockWebhooks} over a runtime's deliveries.
 */
export function mockWebhooksOf(deliveries: WebhookDeliveries): MockWebhooks {
  return {
    get secret() {
      return deliveries.secret;
    },
    subscribers: () => deliveries.subscribers(),
    subscribe: (url) => deliveries.subscribe(url),
    unsubscribe: (url) => deliveries.unsubscribe(url),
    deliveries: () => deliveries.deliveries(),
    fault: (fault) => deliveries.fault(parseOptions(webhookFaultSchema(), fault, 'fault')),
    clearFaults: () => deliveries.clearFaults(),
    idle: () => deliveries.idle(),
  };
}
