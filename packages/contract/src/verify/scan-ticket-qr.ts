import { decode } from 'fast-png';
import jsQR from 'jsqr';

/**
 * Reads a ticket image the way an independent viewer and scanner would: fast-png decodes the
 * PNG (any bit depth, grey or colour), jsQR scans it. Node only by choice: the verifier is its
 * user in this package, so neither library reaches a browser bundle.
 *
 * @returns the QR code's text, or `undefined` when the image holds none jsQR can read
 * @throws when the bytes are not a PNG fast-png can decode
 * @example
 * ```ts
 * const png = new Uint8Array(await (await fetch(`${base}/tickets/${ticketId}/qr`, { headers })).arrayBuffer());
 * parseTicketPayload(scanTicketQr(png) ?? ''); // the ticket's id and confirmation code
 * ```
 */
export function scanTicketQr(png: Uint8Array): string | undefined {
  const { width, height, depth, channels, data, palette } = decode(png);
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const maxSample = 2 ** depth - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sample: number;
      if (depth < 8) {
        // Packed samples (1, 2 or 4 bits): the first channel of the pixel.
        const bit = x * channels * depth;
        const byte = data[y * rowBytes + (bit >> 3)] ?? 0;
        sample = (byte >> (8 - depth - (bit & 7))) & maxSample;
      } else {
        sample = data[(y * width + x) * channels] ?? 0;
      }
      // Grey or RGB(A): the first channel is enough for black on white; a palette maps first.
      const grey =
        palette !== undefined
          ? (palette[sample]?.[0] ?? 0)
          : depth === 8
            ? sample
            : Math.round((sample * 255) / maxSample);
      const offset = (y * width + x) * 4;
      rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = grey;
      rgba[offset + 3] = 255;
    }
  }
  return jsQR(rgba, width, height)?.data;
}
