// Types for the environment-neutral QR encoder inside `qrcode`. The ticket image imports it
// directly rather than the package entry, whose Node build pulls in PNG and file-system code.
// Only what the ticket image uses is declared; @types/qrcode would bring Node's types along.
declare module 'qrcode/lib/core/qrcode.js' {
  export interface QrSegment {
    data: string;
    mode: 'numeric' | 'alphanumeric' | 'byte' | 'kanji';
  }

  export interface QrSymbol {
    /** The QR version, 1 to 40. */
    version: number;
    /** Square matrix of `size` × `size` modules, row by row; 1 is a dark module. */
    modules: { size: number; data: Uint8Array };
  }

  export function create(
    data: string | QrSegment[],
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): QrSymbol;
}
