import { brandGuard, MuseumClientError } from './client-error.ts';

/**
 * Which check refused a webhook delivery, in the order `unwrapMuseumWebhook` runs them:
 * - `'invalid-secret'`: the secret given to the receiver is not `whsec_` and a base64 key (the
 *   receiver's configuration, not the delivery, is wrong);
 * - `'missing-header'`: `webhook-id`, `webhook-timestamp` or `webhook-signature` is absent or empty;
 * - `'malformed-header'`: `webhook-timestamp` is not a whole number of Unix seconds;
 * - `'stale-timestamp'`: sent longer ago than the tolerance (a replay, or a clock far behind);
 * - `'future-timestamp'`: sent further ahead than the tolerance (a clock far ahead);
 * - `'bad-signature'`: no `v1` signature matches the body under the secret (tampered, or another secret);
 * - `'invalid-body'`: signed correctly, but not JSON, or not a special event.
 *
 * @example
 * ```ts
 * const retryable = (reason: MuseumWebhookErrorReason) => reason === 'invalid-secret';
 * ```
 */
export type MuseumWebhookErrorReason =
  | 'invalid-secret'
  | 'missing-header'
  | 'malformed-header'
  | 'stale-timestamp'
  | 'future-timestamp'
  | 'bad-signature'
  | 'invalid-body';

/**
 * A webhook delivery `unwrapMuseumWebhook` refused: `reason` says which check failed, the message
 * says why in words, and `webhookId` names the delivery when it carried an id. Answer the sender
 * with a 4xx; a sender that retries sends the same `webhook-id` again.
 *
 * @example
 * ```ts
 * try {
 *   await unwrapMuseumWebhook(body, request.headers, secret);
 * } catch (error) {
 *   if (isMuseumWebhookError(error)) return new Response(error.reason, { status: 400 });
 *   throw error;
 * }
 * ```
 */
export class MuseumWebhookError extends MuseumClientError {
  declare readonly name: 'MuseumWebhookError';
  /** Which check failed. */
  declare readonly reason: MuseumWebhookErrorReason;
  /** The delivery's `webhook-id`, or `undefined` when it had none. */
  declare readonly webhookId: string | undefined;

  constructor(
    reason: MuseumWebhookErrorReason,
    detail: string,
    webhookId: string | undefined,
    options?: ErrorOptions,
  ) {
    const message = `webhook ${webhookId ?? '(no id)'} refused (${reason}): ${detail}`;
    super(message, options, undefined, 'MuseumWebhookError');
    this.reason = reason;
    this.webhookId = webhookId;
  }
}

/**
 * Whether `value` is a {@link MuseumWebhookError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumWebhookError(error) && error.reason === 'bad-signature') console.warn(error.webhookId);
 * ```
 */
export const isMuseumWebhookError = /* @__PURE__ */ brandGuard<MuseumWebhookError>('MuseumWebhookError');
