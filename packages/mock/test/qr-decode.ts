// Reads a PNG the way an independent viewer and scanner would: fast-png decodes it, jsQR scans it.
import { decode } from 'fast-png';
import jsQR from 'jsqr';

/** The text of the QR code in `png`, or `undefined` when no code is found. */
export function scanQrCode(png: Uint8Array): string | undefined {
  const image = decode(png);
  const { width, height, depth, channels, data } = image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let grey: number;
      if (depth === 1) {
        grey = (((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1) * 255;
      } else {
        const at = (y * width + x) * channels;
        // Grey or RGB(A) at 8 or 16 bits: the first channel is enough for black-on-white.
        grey = depth === 16 ? (data[at] ?? 0) >> 8 : (data[at] ?? 0);
      }
      const offset = (y * width + x) * 4;
      rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = grey;
      rgba[offset + 3] = 255;
    }
  }
  return jsQR(rgba, width, height)?.data;
}
