// Brings the types of qrcode's core module along wherever this file is type-checked from source,
// as the mock and the examples do through the "@museum-api/source" condition.
/// <reference path="./qrcode-core.d.ts" />

import { create as createQrSymbol, type QrSymbol } from 'qrcode/lib/core/qrcode.js';
import type { MuseumDomainError } from '../errors/domain-error.ts';
import { weekdayOf } from '../iso-date.ts';
import type { Ticket } from '../schemas/ticket.ts';
import { bitmapFont, toFontText } from './bitmap-font.ts';
import { MonochromeBitmap, textWidth } from './monochrome-bitmap.ts';
import { encodeTicketPayload } from './ticket-payload.ts';
import { wrapText } from './wrap-text.ts';

// Layout in image pixels. The text sizes give 12-pixel characters, easy to read on a phone held
// at arm's length; 6-pixel QR modules scan from a screen or a cheap printout.
const margin = 16;
const minWidth = 312;
const titleScale = 3;
const textScale = 2;
const idScale = 1;
const lineGap = 4;
const ruleThickness = 2;
const moduleSize = 6;
// ISO 18004 asks for at least 4 blank modules around the symbol.
const quietZoneModules = 4;
const labelColumns = 6;
const maxEventNameLines = 3;
const maxCodeLines = 4;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// QR alphanumeric mode holds only these characters; a payload made of them needs no segment search.
const qrAlphanumeric = /^[0-9A-Z $%*+\-./:]*$/;

/** One line of text at its place in the image. */
interface TextRun {
  characters: string[];
  x: number;
  y: number;
  scale: number;
}

/**
 * Draws a ticket as a PNG for the museum door: a title, the kind of ticket, its date (with the
 * weekday), the event name for event tickets (wrapped over up to three lines, then cut with an
 * ellipsis), the confirmation code, and a QR code of {@link encodeTicketPayload}'s payload with
 * the ticket id printed under it. Purchaser details are left off the image on purpose.
 *
 * The PNG is 1-bit greyscale with no timestamp or other metadata, so the same ticket always gives
 * the same bytes; a typical ticket is 312 pixels wide, 390 to 460 tall and about 1.5 kB. Pure
 * JavaScript: runs unchanged in Node and in browsers.
 *
 * Throws a {@link MuseumDomainError} of kind `invalid` when the ticket's id or code cannot be put
 * in a payload (see {@link encodeTicketPayload}).
 *
 * @example
 * ```ts
 * const png = renderTicketImage(store.getTicket(ticketId));
 * return new Response(png, { headers: { 'Content-Type': 'image/png' } });
 * ```
 */
export function renderTicketImage(ticket: Ticket): Uint8Array {
  const symbol = createTicketQr(ticket);
  const qrSide = symbol.modules.size * moduleSize;
  const quietZone = quietZoneModules * moduleSize;
  const width = Math.max(minWidth, qrSide + 2 * quietZone);
  const valueX = margin + labelColumns * bitmapFont.advance * textScale;
  const valueColumns = columnsBetween(valueX, width - margin, textScale);

  const runs: TextRun[] = [];
  let y = margin;
  const addLines = (lines: string[][], x: number, scale: number) => {
    for (const characters of lines) {
      runs.push({ characters, x, y, scale });
      y += bitmapFont.glyphHeight * scale + lineGap;
    }
  };
  const addField = (label: string, value: string, maxLines: number) => {
    const lines = wrapText(toFontText(value), valueColumns, maxLines);
    if (lines.length === 0) return;
    runs.push({ characters: toFontText(label), x: margin, y, scale: textScale });
    addLines(lines, valueX, textScale);
  };

  runs.push({ characters: toFontText('MUSEUM TICKET'), x: margin, y, scale: titleScale });
  // Capitals only: the rule can sit just under them, where descenders would have gone.
  const ruleY = y + bitmapFont.capHeight * titleScale + 8;
  y = ruleY + ruleThickness + 10;
  addLines(
    [toFontText(ticket.ticketType === 'event' ? 'Special event' : 'General admission')],
    margin,
    textScale,
  );
  y += 4;
  const weekday = weekdays[weekdayOf(ticket.ticketDate)];
  addField('Date', weekday ? `${weekday} ${ticket.ticketDate}` : ticket.ticketDate, 1);
  if (ticket.ticketType === 'event' && ticket.eventName !== undefined) {
    addField('Event', ticket.eventName, maxEventNameLines);
  }
  addField('Code', ticket.confirmationCode, maxCodeLines);

  // `y` is past the gap after the last line; the quiet zone starts under that line's descenders.
  const qrTop = y - lineGap + quietZone;
  const qrLeft = Math.floor((width - qrSide) / 2);
  const id = toFontText(ticket.ticketId);
  runs.push({
    characters: id,
    x: Math.floor((width - textWidth(id.length, idScale)) / 2),
    y: qrTop + qrSide + quietZone,
    scale: idScale,
  });
  const height = qrTop + qrSide + quietZone + bitmapFont.capHeight * idScale + margin;

  const bitmap = new MonochromeBitmap(width, height);
  bitmap.fillRect(margin, ruleY, width - 2 * margin, ruleThickness);
  for (const run of runs) bitmap.drawText(run.characters, run.x, run.y, run.scale);
  drawQrSymbol(bitmap, symbol, qrLeft, qrTop);
  return bitmap.toPng();
}

function createTicketQr(ticket: Ticket): QrSymbol {
  const payload = encodeTicketPayload(ticket);
  // Level M restores up to 15% of a damaged symbol and keeps a typical ticket at version 4.
  const options = { errorCorrectionLevel: 'M' } as const;
  // Telling the encoder the mode up front skips its search for the shortest mix of modes, which
  // otherwise takes about half the rendering time.
  return qrAlphanumeric.test(payload)
    ? createQrSymbol([{ data: payload, mode: 'alphanumeric' }], options)
    : createQrSymbol(payload, options);
}

function drawQrSymbol(bitmap: MonochromeBitmap, symbol: QrSymbol, left: number, top: number): void {
  const { size, data } = symbol.modules;
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (data[row * size + column] !== 1) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && data[row * size + column] === 1) column++;
      bitmap.fillRect(
        left + start * moduleSize,
        top + row * moduleSize,
        (column - start) * moduleSize,
        moduleSize,
      );
    }
  }
}

function columnsBetween(left: number, right: number, scale: number): number {
  const cell = bitmapFont.advance * scale;
  // The last character needs no blank column after it.
  return Math.floor((right - left + (bitmapFont.advance - bitmapFont.glyphWidth) * scale) / cell);
}
