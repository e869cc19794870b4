import type { Ticket } from '../schemas/ticket.ts';

/** A general-admission ticket as the store would hold it, for tests. */
export const generalTicket: Ticket = {
  ticketId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10',
  ticketType: 'general',
  ticketDate: '2026-12-05',
  confirmationCode: 'MUS-7K3Q-9XZ2',
  message: 'Museum general entrance ticket purchased',
  email: 'ada@example.com',
  purchasedAt: '2026-11-22T09:30:00.000Z',
};

/** An event ticket as the store would hold it, for tests. */
export const eventTicket: Ticket = {
  ticketId: '9c4d2e71-0b8a-4f3e-a6d5-2e7f1c9b4a08',
  ticketType: 'event',
  ticketDate: '2026-12-12',
  confirmationCode: 'MUS-4HWD-T8RM',
  message: 'Museum special event ticket purchased',
  eventName: 'Monet in Winter',
  eventId: '5a1e0c3f-6b2d-4e8a-9f7c-1d3b5e7a9c20',
  email: 'grace@example.com',
  phone: '+1 555 010 2030',
  purchasedAt: '2026-11-22T10:15:00.000Z',
};
