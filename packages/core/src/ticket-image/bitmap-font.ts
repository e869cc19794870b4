/**
 * A 5 × 9 pixel font: printable ASCII, an ellipsis and a hollow box; capitals on rows 0–6,
 * descenders on 7–8, a 6-pixel advance.
 */
export const bitmapFont = {
  /** Width of a glyph in font pixels. */
  glyphWidth: 5,
  /** Height of a glyph in font pixels, descenders included. */
  glyphHeight: 9,
  /** Height of capitals and digits in font pixels, from the top row down to the baseline. */
  capHeight: 7,
  /** Horizontal distance from one character to the next, in font pixels. */
  advance: 6,
} as const;

/**
 * A glyph's rows, top first; bit 4 of each row is its leftmost pixel.
 */
export type GlyphRows = readonly number[];

// One glyph per printable ASCII character from space (0x20) to tilde (0x7e), separated by spaces.
// Each character of a glyph is one row written as a base-32 digit (0-9, A-V) whose five bits are
// the row's pixels, leftmost first; rows left out at the bottom are blank. 'A' is EHHVHHH:
// E = 01110, H = 10001, V = 11111, which draws
//   .###.
//   #...#
//   #...#
//   #####
//   #...#
//   #...#
//   #...#
const asciiGlyphs =
  '0 4444404 AAA AAVAVAA 4FKE5U4 OP248J3 CIK8LID 448 2488842 8422248 04LEL4 044V44 00000C48 000V ' +
  '00000CC 01248G EHJLPHE 4C4444E EH1248V V2421HE 26AIV22 VGU11HE 68GUHHE V124888 EHHEHHE EHHF12C ' +
  '0CC0CC 0CC0C48 248G842 00V0V 8421248 EH12404 EH1DLLE EHHVHHH UHHUHHU EHGGGHE SIHHHIS VGGUGGV ' +
  'VGGUGGG EHGNHHF HHHVHHH E44444E 72222IC HIKOKIH GGGGGGV HRLLHHH HHPLJHH EHHHHHE UHHUGGG EHHHLID ' +
  'UHHUKIH FGGE11U V444444 HHHHHHE HHHHHA4 HHHLLLA HHA4AHH HHA4444 V1248GV E88888E 0G8421 E22222E ' +
  '4AH 0000000V 842 00E1FHF GGMPHHU 00EGGHE 11DJHHF 00EHVGE 698S888 00FHHF1HE GGMPHHH 40C444E ' +
  '2062222IC GGIKOKI C44444E 00QLLLL 00MPHHH 00EHHHE 00UHHHUGG 00FHHHF11 00MPGGG 00FGE1U 88S8896 ' +
  '00HHHJD 00HHHA4 00HHLLA 00HA4AH 00HHHHF1E 00V248V 3448443 4444444 O44244O 008L2';
const ellipsisGlyph = '000000L';
const placeholderGlyph = 'VHHHHHV';

/**
 * The character drawn as a single-cell ellipsis when text is cut short.
 */
export const ellipsis = '\u2026';

// Latin letters that Unicode does not decompose into a base letter and an accent.
const latinLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

let glyphTable: { glyphs: Map<string, GlyphRows>; placeholder: GlyphRows } | undefined;

/**
 * The rows of one code point's glyph; a hollow box where the font has none (use {@link toFontText} first).
 */
export function glyphFor(character: string): GlyphRows {
  glyphTable ??= buildGlyphTable();
  return glyphTable.glyphs.get(character) ?? glyphTable.placeholder;
}

/**
 * Text in the font's repertoire (accents, typographic quotes, dashes and spaces made ASCII), as code points.
 */
export function toFontText(text: string): string[] {
  const plain = text
    .normalize('NFD')
    // Accents decompose into combining marks, which the font draws by leaving them out.
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => latinLetters[letter] ?? letter)
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/gu, ' ');
  return Array.from(plain);
}

function buildGlyphTable(): { glyphs: Map<string, GlyphRows>; placeholder: GlyphRows } {
  const glyphs = new Map<string, GlyphRows>();
  asciiGlyphs.split(' ').forEach((encoded, index) => {
    glyphs.set(String.fromCharCode(0x20 + index), decodeGlyph(encoded));
  });
  glyphs.set(ellipsis, decodeGlyph(ellipsisGlyph));
  return { glyphs, placeholder: decodeGlyph(placeholderGlyph) };
}

function decodeGlyph(encoded: string): GlyphRows {
  return Array.from({ length: bitmapFont.glyphHeight }, (_, row) => {
    const digit = encoded[row];
    return digit === undefined ? 0 : Number.parseInt(digit, 32);
  });
}
