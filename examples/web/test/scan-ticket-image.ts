import type { TicketPayload } from '@museum-api/core';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { readTicketQr } from './read-ticket-qr.ts';

/**
 * Scans a ticket image shown on the page: waits until the picture has loaded at a size a phone
 * camera can read, takes its bytes from the page and reads the QR code as the door scanner would.
 * Shared by the end-to-end tests of the web and React examples.
 *
 * @example
 * ```ts
 * const { ticketId } = await scanTicketImage(page.getByRole('img', { name: /^QR code/ }));
 * ```
 */
export async function scanTicketImage(image: Locator): Promise<TicketPayload> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100);
  const png = await image.evaluate(async (img: HTMLImageElement) => {
    const response = await fetch(img.src);
    return [...new Uint8Array(await response.arrayBuffer())];
  });
  return readTicketQr(Uint8Array.from(png));
}
