import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { bitmapFont } from './bitmap-font.ts';
import { MonochromeBitmap, textWidth } from './monochrome-bitmap.ts';

function inkedPixels(bitmap: MonochromeBitmap): string[] {
  const inked: string[] = [];
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++) if (bitmap.isInked(x, y)) inked.push(`${x},${y}`);
  }
  return inked;
}

describe('MonochromeBitmap', () => {
  it('starts white', () => {
    expect(inkedPixels(new MonochromeBitmap(13, 5))).toEqual([]);
  });

  it('inks exactly the pixels of a rectangle, across byte boundaries', () => {
    const bitmap = new MonochromeBitmap(30, 4);
    bitmap.fillRect(5, 1, 19, 2);
    const expected = [1, 2].flatMap((y) => Array.from({ length: 19 }, (_, index) => `${5 + index},${y}`));
    expect(inkedPixels(bitmap)).toEqual(expected);
  });

  it('clips a rectangle that reaches outside the image', () => {
    const bitmap = new MonochromeBitmap(4, 3);
    bitmap.fillRect(-2, 2, 100, 100);
    expect(inkedPixels(bitmap)).toEqual(['0,2', '1,2', '2,2', '3,2']);
  });

  it('draws a glyph with each font pixel as a square of the given scale', () => {
    const bitmap = new MonochromeBitmap(12, 18);
    bitmap.drawText(['|'], 0, 0, 2);
    // '|' is the middle column of rows 0 to 6.
    const expected = Array.from({ length: 14 }, (_, y) => [`4,${y}`, `5,${y}`]).flat();
    expect(inkedPixels(bitmap)).toEqual(expected);
  });

  it('advances one cell per character', () => {
    const bitmap = new MonochromeBitmap(3 * bitmapFont.advance, bitmapFont.glyphHeight);
    bitmap.drawText(['|', ' ', '|'], 0, 0, 1);
    const columns = new Set(inkedPixels(bitmap).map((pixel) => pixel.split(',')[0]));
    expect([...columns]).toEqual(['2', `${2 + 2 * bitmapFont.advance}`]);
  });

  it('encodes a 1-bit greyscale PNG that decodes to the same pixels', () => {
    const bitmap = new MonochromeBitmap(21, 9);
    bitmap.drawText(['O', 'k', '!'], 1, 0, 1);
    const png = decode(bitmap.toPng());
    expect(png).toMatchObject({ width: 21, height: 9, depth: 1, channels: 1 });
    expect(Array.from(png.data)).toEqual(Array.from(bitmap.data));
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new MonochromeBitmap(0, 10)).toThrow(RangeError);
    expect(() => new MonochromeBitmap(10, 2.5)).toThrow(RangeError);
  });
});

describe('textWidth', () => {
  it('measures characters without the blank column after the last', () => {
    expect(textWidth(0, 2)).toBe(0);
    expect(textWidth(1, 1)).toBe(bitmapFont.glyphWidth);
    expect(textWidth(13, 2)).toBe((13 * bitmapFont.advance - 1) * 2);
  });
});
