import { describe, expect, it } from 'vitest';
import { ellipsis } from './bitmap-font.ts';
import { wrapText } from './wrap-text.ts';

function wrap(text: string, maxColumns: number, maxLines: number): string[] {
  return wrapText(Array.from(text), maxColumns, maxLines).map((line) => line.join(''));
}

describe('wrapText', () => {
  it('keeps text that fits on one line as it is', () => {
    expect(wrap('Monet in Winter', 17, 3)).toEqual(['Monet in Winter']);
  });

  it('breaks lines between words', () => {
    expect(wrap('Light and Water at Giverny', 12, 3)).toEqual(['Light and', 'Water at', 'Giverny']);
  });

  it('collapses runs of spaces and drops spaces at the ends', () => {
    expect(wrap('  Light   and  Water ', 12, 3)).toEqual(['Light and', 'Water']);
  });

  it('splits a word longer than a line', () => {
    expect(wrap('Kunstkammerausstellung', 10, 3)).toEqual(['Kunstkamme', 'rausstellu', 'ng']);
  });

  it('ends the last line with an ellipsis when the text does not fit', () => {
    expect(wrap('Light and Water at Giverny', 12, 2)).toEqual(['Light and', `Water at Gi${ellipsis}`]);
  });

  it('never lets the ellipsis push a line past its width', () => {
    const lines = wrap('abcdefghij klmnopqrst uvwxyz', 10, 2);
    expect(lines).toEqual(['abcdefghij', `klmnopqrs${ellipsis}`]);
  });

  it('puts the ellipsis straight after the last word, not after a space', () => {
    expect(wrap('one two three four', 8, 1)).toEqual([`one two${ellipsis}`]);
  });

  it('returns no lines for blank text', () => {
    expect(wrap('   ', 10, 3)).toEqual([]);
  });

  it('counts a character outside the basic plane as one column', () => {
    expect(wrapText(Array.from('🎨🎨🎨 ab'), 3, 2)).toEqual([
      ['🎨', '🎨', '🎨'],
      ['a', 'b'],
    ]);
  });
});
