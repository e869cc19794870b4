/**
 * The `@museum-api/core/ticket-image` entry: {@link renderTicketImage}, which draws a ticket as
 * a PNG with a QR code. It is its own entry because its QR and PNG libraries (qrcode, fast-png
 * and its deflate) cost start-up time and bundle size that most programs never need: the mock
 * loads it on the first ticket image it serves, and a program that never draws a ticket never
 * loads it. The ticket payload helpers, which need none of it, stay in the root entry.
 *
 * @example
 * ```ts
 * import { renderTicketImage } from '@museum-api/core/ticket-image';
 *
 * const png = renderTicketImage(store.getTicket(ticketId)); // Uint8Array, image/png
 * ```
 *
 * @packageDocumentation
 */

export { renderTicketImage } from './ticket-image/render-ticket-image.ts';
