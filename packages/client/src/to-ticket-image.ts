/**
 * A ticket's PNG image (with its QR code), in a form every runtime handles: a `Blob` for
 * `URL.createObjectURL` or `FormData` in browsers, and `bytes()` for Node (`writeFile`) or decoders.
 *
 * @example
 * ```ts
 * const image = await client.getTicketCode(ticketId);
 * img.src = URL.createObjectURL(image.blob); // browser
 * await writeFile('ticket.png', await image.bytes()); // Node
 * ```
 */
export interface TicketImage {
  /** Always `'image/png'`: anything else is rejected with a `MuseumResponseError`. */
  readonly type: 'image/png';
  /** The image as a `Blob` of type `image/png`. */
  readonly blob: Blob;
  /** The image's bytes. */
  bytes(): Promise<Uint8Array>;
}

/**
 * Wraps PNG bytes already checked to be `image/png`.
 */
export function toTicketImage(blob: Blob): TicketImage {
  return {
    type: 'image/png',
    blob,
    bytes: async () => new Uint8Array(await blob.arrayBuffer()),
  };
}
