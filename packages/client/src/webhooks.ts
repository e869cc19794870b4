/**
 * The `@museum-api/client/webhooks` entry: receiving the Museum API's webhook (`publishNewEvent`,
 * a new or changed special event) with its Standard Webhooks signature checked. Server-side code
 * imports it; an app that does not pays nothing for it. Web Crypto only, so it runs in Node,
 * browsers and Workers alike.
 *
 * @packageDocumentation
 */

export type { MuseumWebhookErrorReason } from './errors/webhook-error.ts';
export { isMuseumWebhookError, MuseumWebhookError } from './errors/webhook-error.ts';
export type { MuseumWebhookHeaders } from './webhooks/read-webhook-header.ts';
export type { MuseumWebhookDelivery } from './webhooks/unwrap-museum-webhook.ts';
export { unwrapMuseumWebhook } from './webhooks/unwrap-museum-webhook.ts';
export type { UnwrapMuseumWebhookOptions } from './webhooks/unwrap-options.ts';
