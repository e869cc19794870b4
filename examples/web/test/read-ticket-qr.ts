import { parseTicketPayload, type TicketPayload } from '@museum-api/core';
import { decode } from 'fast-png';
import jsQR from 'jsqr';

/**
 * Reads a ticket image the way a scanner at the museum door would: decodes the PNG with an
 * independent decoder, finds the QR code in the pixels and parses its payload.
 *
 * @example
 * ```ts
 * const { ticketId, confirmationCode } = readTicketQr(pngBytes);
 * ```
 */
export function readTicketQr(png: Uint8Array): TicketPayload {
  const { width, height, rgba } = toRgba(png);
  const qr = jsQR(rgba, width, height);
  if (!qr) throw new Error(`No QR code found in the ${width}×${height} ticket image`);
  return parseTicketPayload(qr.data);
}

/** Any PNG fast-png reads (grey, grey+alpha, RGB, RGBA, palette; 1 to 16 bits) as 8-bit RGBA. */
function toRgba(png: Uint8Array): { width: number; height: number; rgba: Uint8ClampedArray } {
  const { width, height, depth, channels, data, palette } = decode(png);
  const rowBits = width * channels * depth;
  const rowBytes = Math.ceil(rowBits / 8);
  const max = 2 ** depth - 1;
  const sample = (x: number, y: number, channel: number): number => {
    if (depth >= 8) return Number(data[y * width * channels + x * channels + channel] ?? 0);
    const bit = (x * channels + channel) * depth;
    const byte = Number(data[y * rowBytes + (bit >> 3)] ?? 0);
    return (byte >> (8 - depth - (bit & 7))) & max;
  };
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      if (palette) {
        const [r = 0, g = 0, b = 0] = palette[sample(x, y, 0)] ?? [];
        rgba.set([r, g, b, 255], offset);
        continue;
      }
      const scaled = (channel: number) => Math.round((sample(x, y, channel) / max) * 255);
      const grey = channels <= 2;
      rgba.set(
        [
          scaled(0),
          scaled(grey ? 0 : 1),
          scaled(grey ? 0 : 2),
          channels === 2 || channels === 4 ? scaled(channels - 1) : 255,
        ],
        offset,
      );
    }
  }
  return { width, height, rgba };
}
