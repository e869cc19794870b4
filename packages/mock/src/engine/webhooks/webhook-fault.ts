// zod/mini, as the options: the chained API would load (69 kB) with every mock's import.
import * as z from 'zod/mini';
import { onFirstUse } from '../options/on-first-use.ts';

/**
 * The delivery faults, what a receiver's tests need most:
 * - `drop`: the delivery is never sent (it is listed as `dropped`);
 * - `duplicate`: it is sent twice, with the same `webhook-id`;
 * - `delay`: its first attempt waits `delay` milliseconds of the mock's clock;
 * - `reorder`: it is held back and sent after the next delivery to the same subscriber;
 * - `bad-signature`: it is signed with another secret;
 * - `stale-timestamp`: its `webhook-timestamp` is an hour old (correctly signed).
 *
 * @example
 * ```ts
 * const kind: WebhookFaultKind = 'duplicate';
 * ```
 */
export type WebhookFaultKind =
  | 'drop'
  | 'duplicate'
  | 'delay'
  | 'reorder'
  | 'bad-signature'
  | 'stale-timestamp';

/**
 * Every {@link WebhookFaultKind}, in the order the docs list them.
 */
export const webhookFaultKinds = [
  'drop',
  'duplicate',
  'delay',
  'reorder',
  'bad-signature',
  'stale-timestamp',
] as const satisfies readonly WebhookFaultKind[];
const kinds = webhookFaultKinds;

/**
 * A delivery fault: what happens to the deliveries from now on, until removed
 * (`mock.webhooks.clearFaults()`) or `reset()`, as an API fault stays; with `times`, to that
 * many deliveries only (each subscriber's delivery of a change counts once).
 *
 * @example
 * ```ts
 * mock.webhooks.fault({ kind: 'delay', delay: 60_000 });
 * mock.webhooks.fault({ kind: 'drop', times: 1 });
 * ```
 */
export interface WebhookFault {
  kind: WebhookFaultKind;
  /**
   * For `delay`: milliseconds of the mock's clock before the first attempt (`delay`, as an API
   * fault's).
   * @default 1000
   * @example 60_000
   */
  delay?: number | undefined;
  /**
   * How many deliveries it hits, the next ones first; then it is gone.
   * @default undefined (every delivery, until removed or reset)
   * @example 1
   */
  times?: number | undefined;
}

/**
 * {@link WebhookFault} as a schema, for `mock.webhooks.fault()` and `POST /__admin/webhooks/faults`;
 * built on first use.
 */
export const webhookFaultSchema = onFirstUse(() =>
  z
    .strictObject({
      kind: z.enum(kinds, { error: `must be one of ${kinds.join(', ')}` }),
      delay: z._default(z.int().check(z.minimum(0), z.maximum(2_147_483_647)), 1000),
      times: z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000))),
    })
    .check(
      z.meta({
        id: 'WebhookFault',
        description:
          'What happens to the deliveries until removed, or to the next `times` of them: see docs/webhooks.md.',
      }),
    ),
);

/**
 * A {@link WebhookFault} parsed, its defaults applied: what the deliveries queue.
 */
export type ParsedWebhookFault = z.output<ReturnType<typeof webhookFaultSchema>>;
