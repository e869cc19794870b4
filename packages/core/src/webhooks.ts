/**
 * The `@museum-api/core/webhooks` entry: signing and checking webhook deliveries as Standard
 * Webhooks defines them (`webhook-id`, `webhook-timestamp`, `webhook-signature`, `whsec_`
 * secrets). Web Crypto only and zod-free: the mock signs with it, the client's `./webhooks`
 * entry checks with it.
 *
 * @packageDocumentation
 */

export { webhookHeaders } from './webhooks/webhook-headers.ts';
export { createWebhookSecret, decodeWebhookSecret, webhookSecretPrefix } from './webhooks/webhook-secret.ts';
export type { WebhookSignedContent } from './webhooks/webhook-signature.ts';
export { signWebhook, webhookSignatureMatches } from './webhooks/webhook-signature.ts';
