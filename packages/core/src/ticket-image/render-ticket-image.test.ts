import { decode } from 'fast-png';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '../schemas/ticket.ts';
import { eventTicket, generalTicket } from '../test-support/sample-tickets.ts';
import { bitmapFont, toFontText } from './bitmap-font.ts';
import { MonochromeBitmap, textWidth } from './monochrome-bitmap.ts';
import { renderTicketImage } from './render-ticket-image.ts';
import { parseTicketPayload } from './ticket-payload.ts';

interface Picture {
  width: number;
  height: number;
  inked: (x: number, y: number) => boolean;
  rgba: Uint8ClampedArray;
}

/** Decodes PNG bytes the way an independent viewer would, whatever greyscale depth they use. */
function readPicture(bytes: Uint8Array): Picture {
  const { width, height, depth, channels, data } = decode(bytes);
  if (channels !== 1 || (depth !== 1 && depth !== 8))
    throw new Error(`Unexpected PNG: ${channels} × ${depth}`);
  const rowBytes = Math.ceil((width * depth) / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value =
        depth === 8
          ? (data[y * width + x] ?? 0)
          : ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1
            ? 255
            : 0;
      const offset = (y * width + x) * 4;
      rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = value;
      rgba[offset + 3] = 255;
    }
  }
  return { width, height, rgba, inked: (x, y) => (rgba[(y * width + x) * 4] ?? 255) < 128 };
}

/** Whether `text`, drawn with the ticket font at `scale`, appears pixel for pixel anywhere. */
function showsText(picture: Picture, text: string, scale: number): boolean {
  const characters = toFontText(text);
  const stamp = new MonochromeBitmap(textWidth(characters.length, scale), bitmapFont.glyphHeight * scale);
  stamp.drawText(characters, 0, 0, scale);
  for (let top = 0; top + stamp.height <= picture.height; top++) {
    for (let left = 0; left + stamp.width <= picture.width; left++) {
      if (matchesAt(picture, stamp, left, top)) return true;
    }
  }
  return false;
}

function matchesAt(picture: Picture, stamp: MonochromeBitmap, left: number, top: number): boolean {
  for (let y = 0; y < stamp.height; y++) {
    for (let x = 0; x < stamp.width; x++) {
      if (picture.inked(left + x, top + y) !== stamp.isInked(x, y)) return false;
    }
  }
  return true;
}

function scan(picture: Picture) {
  const code = jsQR(picture.rgba, picture.width, picture.height);
  if (!code) throw new Error('No QR code found in the ticket image');
  return code;
}

function withEventName(eventName: string): Ticket {
  return { ...eventTicket, eventName };
}

describe('renderTicketImage', () => {
  it.each([
    ['a general ticket', generalTicket],
    ['an event ticket', eventTicket],
  ])('draws a QR code that a scanner reads back to the id and code of %s', (_, ticket) => {
    const scanned = scan(readPicture(renderTicketImage(ticket)));
    expect(parseTicketPayload(scanned.data)).toEqual({
      ticketId: ticket.ticketId,
      confirmationCode: ticket.confirmationCode,
    });
  });

  it('draws a scannable QR code for a confirmation code outside QR alphanumeric mode', () => {
    const ticket = { ...generalTicket, confirmationCode: 'mus~7k3q_9xz2!{}' };
    const scanned = scan(readPicture(renderTicketImage(ticket)));
    expect(parseTicketPayload(scanned.data).confirmationCode).toBe('mus~7k3q_9xz2!{}');
  });

  it('leaves room for the largest QR code a payload can need, which still scans', () => {
    const confirmationCode = '~'.repeat(64);
    const bytes = renderTicketImage({ ...eventTicket, confirmationCode, eventName: 'W'.repeat(200) });
    const picture = readPicture(bytes);
    const scanned = scan(picture);
    expect(picture.width).toBeGreaterThanOrEqual((17 + 4 * scanned.version + 8) * 6);
    expect(parseTicketPayload(scanned.data).confirmationCode).toBe(confirmationCode);
  });

  it('keeps at least four blank modules around the QR code', () => {
    const picture = readPicture(renderTicketImage(eventTicket));
    const { version, location } = scan(picture);
    const modules = 17 + 4 * version;
    const left = Math.round(location.topLeftCorner.x);
    const top = Math.round(location.topLeftCorner.y);
    const right = Math.round(location.bottomRightCorner.x);
    const bottom = Math.round(location.bottomRightCorner.y);
    const quietZone = Math.floor(((right - left) / modules) * 4);
    expect(quietZone).toBeGreaterThanOrEqual(4 * 4);
    const inkedAround: string[] = [];
    for (let y = top - quietZone; y < bottom + quietZone; y++) {
      for (let x = left - quietZone; x < right + quietZone; x++) {
        // The symbol itself, with a pixel of slack for jsQR's corner estimates.
        if (x >= left - 1 && x <= right && y >= top - 1 && y <= bottom) continue;
        if (picture.inked(x, y)) inkedAround.push(`${x},${y}`);
      }
    }
    expect(inkedAround).toEqual([]);
  });

  it('shows the title, kind, date with weekday, event name, code and id as text', () => {
    const picture = readPicture(renderTicketImage(eventTicket));
    expect(showsText(picture, 'MUSEUM TICKET', 3)).toBe(true);
    expect(showsText(picture, 'Special event', 2)).toBe(true);
    expect(showsText(picture, 'Sat 2026-12-12', 2)).toBe(true);
    expect(showsText(picture, 'Monet in Winter', 2)).toBe(true);
    expect(showsText(picture, 'MUS-4HWD-T8RM', 2)).toBe(true);
    expect(showsText(picture, eventTicket.ticketId, 1)).toBe(true);
  });

  it('shows a general ticket as general admission with no event line', () => {
    const picture = readPicture(renderTicketImage(generalTicket));
    expect(showsText(picture, 'General admission', 2)).toBe(true);
    expect(showsText(picture, 'Sat 2026-12-05', 2)).toBe(true);
    expect(showsText(picture, 'MUS-7K3Q-9XZ2', 2)).toBe(true);
    expect(showsText(picture, 'Event', 2)).toBe(false);
  });

  it('changes only the text above the QR code when only the event name changes', () => {
    const first = readPicture(renderTicketImage(withEventName('Monet in Winter')));
    const second = readPicture(renderTicketImage(withEventName('Turner at Sea')));
    expect([second.width, second.height]).toEqual([first.width, first.height]);
    const qrTop = Math.floor(scan(first).location.topLeftCorner.y);
    const differingRows = new Set<number>();
    for (let y = 0; y < first.height; y++) {
      for (let x = 0; x < first.width; x++)
        if (first.inked(x, y) !== second.inked(x, y)) differingRows.add(y);
    }
    expect(differingRows.size).toBeGreaterThan(0);
    expect(Math.max(...differingRows)).toBeLessThan(qrTop);
    expect(showsText(second, 'Turner at Sea', 2)).toBe(true);
  });

  it('wraps a long event name over three lines and ends it with an ellipsis', () => {
    const threeLines = readPicture(
      renderTicketImage(withEventName('Winter Light Winter Light Winter Light')),
    );
    const tooLong = readPicture(renderTicketImage(withEventName('Winter Light '.repeat(12))));
    expect(tooLong.height).toBe(threeLines.height);
    expect(showsText(tooLong, 'Winter Light', 2)).toBe(true);
    expect(showsText(tooLong, '\u2026', 2)).toBe(true);
    expect(showsText(threeLines, '\u2026', 2)).toBe(false);
    expect(parseTicketPayload(scan(tooLong).data).ticketId).toBe(eventTicket.ticketId);
  });

  it('draws accented letters plainly and unknown characters as boxes', () => {
    const picture = readPicture(renderTicketImage(withEventName('Café 🎨')));
    expect(showsText(picture, 'Cafe \u{1f3a8}', 2)).toBe(true);
  });

  it('gives the same bytes for the same ticket', () => {
    const first = renderTicketImage(eventTicket);
    expect(renderTicketImage(structuredClone(eventTicket))).toEqual(first);
  });

  it('gives different bytes for tickets that differ in id, code, date, kind or event name', () => {
    const variants: Ticket[] = [
      generalTicket,
      { ...generalTicket, ticketId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f11' },
      { ...generalTicket, confirmationCode: 'MUS-7K3Q-9XZ3' },
      { ...generalTicket, ticketDate: '2026-12-06' },
      { ...generalTicket, ticketType: 'event', eventName: 'Monet in Winter' },
      { ...generalTicket, ticketType: 'event', eventName: 'Monet in Spring' },
    ];
    const images = new Set(variants.map((ticket) => renderTicketImage(ticket).join(',')));
    expect(images.size).toBe(variants.length);
  });

  it('leaves purchaser details and the purchase time off the image', () => {
    const other = { ...eventTicket, email: 'someone@example.org', purchasedAt: '2026-11-23T00:00:00.000Z' };
    const { phone: _, ...withoutPhone } = other;
    expect(renderTicketImage(withoutPhone)).toEqual(renderTicketImage(eventTicket));
  });

  it('stays under 4 kB as a 1-bit greyscale PNG for a typical ticket', () => {
    const bytes = renderTicketImage(eventTicket);
    expect(decode(bytes)).toMatchObject({ depth: 1, channels: 1 });
    expect(bytes.length).toBeLessThan(4096);
  });
});
