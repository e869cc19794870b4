import { encode } from 'fast-png';
import { bitmapFont, glyphFor } from './bitmap-font.ts';

/** A white image of 1-bit rows, as a 1-bit greyscale PNG stores them; drawing clips at the edges. */
export class MonochromeBitmap {
  readonly width: number;
  readonly height: number;
  /** Bytes per row: PNG pads each row to a whole byte. */
  readonly rowBytes: number;
  /** Rows top to bottom, 8 pixels a byte with the leftmost in the high bit; 1 is white, 0 black. */
  readonly data: Uint8Array;

  constructor(width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`Bitmap size must be positive integers, got ${width} × ${height}`);
    }
    this.width = width;
    this.height = height;
    this.rowBytes = Math.ceil(width / 8);
    this.data = new Uint8Array(this.rowBytes * height).fill(0xff);
  }

  /** Whether the pixel at (`x`, `y`) is black; pixels outside the image are white. */
  isInked(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
    const byte = this.data[y * this.rowBytes + (x >> 3)] ?? 0xff;
    return (byte & (0x80 >> (x & 7))) === 0;
  }

  /** Inks the rectangle whose top-left pixel is (`x`, `y`). */
  fillRect(x: number, y: number, width: number, height: number): void {
    const left = Math.max(0, x);
    const right = Math.min(this.width, x + width);
    const top = Math.max(0, y);
    const bottom = Math.min(this.height, y + height);
    for (let row = top; row < bottom; row++) this.inkSpan(row * this.rowBytes, left, right);
  }

  /** Draws code points with the font, each pixel `scale` square, the first cell's top-left at (`x`, `y`). */
  drawText(characters: readonly string[], x: number, y: number, scale: number): void {
    characters.forEach((character, index) => {
      const cellX = x + index * bitmapFont.advance * scale;
      glyphFor(character).forEach((bits, row) => {
        // Ink each horizontal run of set bits at once rather than pixel by pixel.
        let column = 0;
        while (column < bitmapFont.glyphWidth) {
          if (!isSet(bits, column)) {
            column++;
            continue;
          }
          const start = column;
          while (column < bitmapFont.glyphWidth && isSet(bits, column)) column++;
          this.fillRect(cellX + start * scale, y + row * scale, (column - start) * scale, scale);
        }
      });
    });
  }

  /** The image as PNG bytes: 1-bit greyscale, no metadata, so equal images give equal bytes. */
  toPng(): Uint8Array {
    return encode({ width: this.width, height: this.height, data: this.data, depth: 1, channels: 1 });
  }

  private inkSpan(rowStart: number, from: number, to: number): void {
    const data = this.data;
    let x = from;
    while (x < to) {
      const index = rowStart + (x >> 3);
      if ((x & 7) === 0 && x + 8 <= to) {
        data[index] = 0;
        x += 8;
      } else {
        data[index] = (data[index] ?? 0) & ~(0x80 >> (x & 7));
        x++;
      }
    }
  }
}

/** Pixel width of `length` characters at `scale`, without the blank column after the last. */
export function textWidth(length: number, scale: number): number {
  return length === 0
    ? 0
    : (length * bitmapFont.advance - (bitmapFont.advance - bitmapFont.glyphWidth)) * scale;
}

function isSet(bits: number, column: number): boolean {
  return (bits & (0x10 >> column)) !== 0;
}
