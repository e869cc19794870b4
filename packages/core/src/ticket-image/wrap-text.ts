import { ellipsis } from './bitmap-font.ts';

/**
 * At most `maxLines` lines of `maxColumns` code points, broken between words (a long word is split);
 * text that does not fit ends with an ellipsis.
 */
export function wrapText(characters: readonly string[], maxColumns: number, maxLines: number): string[][] {
  if (maxColumns < 1 || maxLines < 1) return [];
  const words = characters
    .join('')
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word));
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of words) {
    if (line.length > 0 && line.length + 1 + word.length <= maxColumns) {
      line.push(' ', ...word);
      continue;
    }
    if (line.length > 0) lines.push(line);
    // A word too long for any line is cut into line-sized pieces.
    let rest = word;
    while (rest.length > maxColumns) {
      lines.push(rest.slice(0, maxColumns));
      rest = rest.slice(maxColumns);
    }
    line = rest;
  }
  if (line.length > 0) lines.push(line);
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? [];
  // Keep as much of the next line as fits, so the ellipsis always sits at the very end.
  const tail = [...last, ' ', ...(lines[maxLines] ?? [])].slice(0, maxColumns - 1);
  while (tail.at(-1) === ' ') tail.pop();
  kept[maxLines - 1] = [...tail, ellipsis];
  return kept;
}
