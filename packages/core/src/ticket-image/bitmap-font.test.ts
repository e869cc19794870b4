import { describe, expect, it } from 'vitest';
import { bitmapFont, ellipsis, glyphFor, toFontText } from './bitmap-font.ts';

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index));
const placeholder = glyphFor('\u{1f3a8}');

describe('glyphFor', () => {
  it('has its own glyph for every printable ASCII character and the ellipsis', () => {
    const characters = [...printableAscii, ellipsis];
    const drawings = new Set(characters.map((character) => glyphFor(character).join(',')));
    expect(drawings.size).toBe(characters.length);
    expect(drawings.has(placeholder.join(','))).toBe(false);
  });

  it('draws nothing for a space and something for every other printable character', () => {
    expect(glyphFor(' ').every((row) => row === 0)).toBe(true);
    for (const character of printableAscii.slice(1)) {
      expect(glyphFor(character).some((row) => row !== 0)).toBe(true);
    }
  });

  it('gives every glyph the full height with rows no wider than the glyph', () => {
    for (const character of [...printableAscii, ellipsis]) {
      const rows = glyphFor(character);
      expect(rows).toHaveLength(bitmapFont.glyphHeight);
      expect(rows.every((row) => row >= 0 && row < 1 << bitmapFont.glyphWidth)).toBe(true);
    }
  });

  it('keeps capitals and digits above the descender rows so lines never touch', () => {
    for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      expect(glyphFor(character).slice(7)).toEqual([0, 0]);
    }
    expect(glyphFor('g').slice(7)).not.toEqual([0, 0]);
  });

  it('draws the letter A as a closed top with a crossbar', () => {
    expect(glyphFor('A')).toEqual([0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001, 0, 0]);
  });

  it('draws a character outside the font as a hollow box', () => {
    expect(placeholder).toEqual([0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111, 0, 0]);
    expect(glyphFor('Ω')).toBe(placeholder);
  });
});

describe('toFontText', () => {
  it('drops accents and spells out letters that have no accent-free form', () => {
    expect(toFontText('Café Straße Łódź Ærø').join('')).toBe('Cafe Strasse Lodz AEro');
  });

  it('turns typographic quotes, dashes and spaces into ASCII', () => {
    expect(toFontText('“Monet’s” – 2026\u00a0show\tnow').join('')).toBe('"Monet\'s" - 2026 show now');
  });

  it('gives a character outside the basic plane one cell', () => {
    expect(toFontText('a🎨b')).toEqual(['a', '🎨', 'b']);
  });
});
