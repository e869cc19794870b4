/**
 * The three headers of a signed webhook delivery, as Standard Webhooks names them: the message id
 * (one per change, the same on every retry, so a receiver can drop duplicates), the send time in
 * Unix seconds, and one or more space-separated signatures `v1,<base64>`.
 *
 * @example
 * ```ts
 * request.headers.get(webhookHeaders.id); // 'msg_2f9c…'
 * ```
 */
export const webhookHeaders = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
