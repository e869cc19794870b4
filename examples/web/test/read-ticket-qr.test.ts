import { renderTicketImage } from '@museum-api/core/ticket-image';
import { encode } from 'fast-png';
import { expect, test } from 'vitest';
import { readTicketQr } from './read-ticket-qr.ts';

const ticket = {
  ticketId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10',
  ticketDate: '2026-12-05',
  ticketType: 'general',
  email: 'ada@example.com',
  confirmationCode: 'MUS-7K3Q-9XZ2',
  message: 'Museum general entry ticket purchased',
  purchasedAt: '2026-11-22T10:00:00.000Z',
} as const;

test('reads the ticket id and code from the image core renders', () => {
  const png = renderTicketImage(ticket);
  expect(readTicketQr(png)).toEqual({ ticketId: ticket.ticketId, confirmationCode: ticket.confirmationCode });
});

test('refuses a picture without a QR code', () => {
  const blank = encode({
    width: 40,
    height: 40,
    channels: 3,
    depth: 8,
    data: new Uint8Array(40 * 40 * 3).fill(255),
  });
  expect(() => readTicketQr(blank)).toThrow('No QR code found in the 40×40 ticket image');
});
