import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '../schemas/ticket.ts';
import { rejection as thrown } from '../test-support/rejection.ts';
import { eventTicket, generalTicket } from '../test-support/sample-tickets.ts';
import { encodeTicketPayload, parseTicketPayload, verifyTicketPayload } from './ticket-payload.ts';

const id = generalTicket.ticketId;
const upperId = id.toUpperCase();

const tickets = new Map<string, Ticket>(
  [generalTicket, eventTicket].map((ticket) => [ticket.ticketId, ticket]),
);
const findTicket = (ticketId: string) => tickets.get(ticketId);

describe('encodeTicketPayload', () => {
  it('writes the scheme, the version, the uppercase ticket id and the code, separated by colons', () => {
    expect(encodeTicketPayload(generalTicket)).toBe(`MUSEUM-TICKET:1:${upperId}:MUS-7K3Q-9XZ2`);
  });

  it('refuses a ticket id that is not a uuid', () => {
    const error = thrown(() => encodeTicketPayload({ ticketId: 'ticket-1', confirmationCode: 'MUS-1' }));
    expect(error.kind).toBe('invalid');
    expect(error.issues).toEqual([{ path: 'ticketId', message: 'Expected a UUID' }]);
  });

  it.each([
    ['a colon', 'MUS:1'],
    ['a space', 'MUS 1'],
    ['a non-ASCII letter', 'MUSÉE-1'],
    ['nothing', ''],
    ['65 characters', 'X'.repeat(65)],
  ])('refuses a confirmation code containing %s', (_, confirmationCode) => {
    const error = thrown(() => encodeTicketPayload({ ticketId: id, confirmationCode }));
    expect(error.kind).toBe('invalid');
    expect(error.issues[0]?.path).toBe('confirmationCode');
  });
});

describe('parseTicketPayload', () => {
  it('reads back the id and code of any encodable ticket', () => {
    const code = fc.stringMatching(/^[\x21-\x39\x3b-\x7e]{1,64}$/);
    fc.assert(
      fc.property(fc.uuid(), code, (ticketId, confirmationCode) => {
        const parsed = parseTicketPayload(encodeTicketPayload({ ticketId, confirmationCode }));
        expect(parsed).toEqual({ ticketId: ticketId.toLowerCase(), confirmationCode });
      }),
    );
  });

  it('returns the ticket id in lowercase whatever case the payload uses', () => {
    expect(parseTicketPayload(`MUSEUM-TICKET:1:${id}:ABC`).ticketId).toBe(id);
    expect(parseTicketPayload(`MUSEUM-TICKET:1:${upperId}:ABC`).ticketId).toBe(id);
  });

  it('keeps the confirmation code exactly as written, case included', () => {
    expect(parseTicketPayload(`MUSEUM-TICKET:1:${upperId}:mus-7k3Q`).confirmationCode).toBe('mus-7k3Q');
  });

  it('ignores the line break a keyboard-style scanner appends', () => {
    expect(parseTicketPayload(`  MUSEUM-TICKET:1:${upperId}:MUS-7K3Q-9XZ2\r\n`)).toEqual({
      ticketId: id,
      confirmationCode: 'MUS-7K3Q-9XZ2',
    });
  });

  it.each([
    ['an empty payload', ''],
    ['another scheme', `EVENT-TICKET:1:${upperId}:MUS-1`],
    ['a lowercase scheme', `museum-ticket:1:${upperId}:MUS-1`],
    ['a URL', `https://museum.example/tickets/${id}`],
    ['no version', 'MUSEUM-TICKET'],
    ['an empty version', `MUSEUM-TICKET::${upperId}:MUS-1`],
    ['version 2', `MUSEUM-TICKET:2:${upperId}:MUS-1`],
    ['version 01', `MUSEUM-TICKET:01:${upperId}:MUS-1`],
    ['a missing code', `MUSEUM-TICKET:1:${upperId}`],
    ['an empty code', `MUSEUM-TICKET:1:${upperId}:`],
    ['an extra part', `MUSEUM-TICKET:1:${upperId}:MUS-1:extra`],
    ['an id that is not a uuid', 'MUSEUM-TICKET:1:NOT-A-UUID:MUS-1'],
    ['an id without hyphens', `MUSEUM-TICKET:1:${upperId.replaceAll('-', '')}:MUS-1`],
    ['an id with a non-hex digit', `MUSEUM-TICKET:1:${upperId.replace('3', 'G')}:MUS-1`],
    ['a code with a space inside', `MUSEUM-TICKET:1:${upperId}:MUS 1`],
    ['a code with a non-ASCII character', `MUSEUM-TICKET:1:${upperId}:MUSÉE`],
    ['a code of 65 characters', `MUSEUM-TICKET:1:${upperId}:${'X'.repeat(65)}`],
    ['a payload of a kilobyte', `MUSEUM-TICKET:1:${upperId}:${'X'.repeat(1024)}`],
  ])('refuses %s as an invalid payload', (_, payload) => {
    const error = thrown(() => parseTicketPayload(payload));
    expect(error.kind).toBe('invalid');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('payload');
  });

  it('names the unsupported version so a newer ticket is recognisable as such', () => {
    expect(thrown(() => parseTicketPayload(`MUSEUM-TICKET:2:${upperId}:MUS-1`)).message).toContain('"2"');
  });
});

describe('verifyTicketPayload', () => {
  it('returns the ticket whose id and code the payload carries', () => {
    expect(verifyTicketPayload(encodeTicketPayload(eventTicket), findTicket)).toBe(eventTicket);
  });

  it('looks the ticket up by its lowercase id', () => {
    const asked: string[] = [];
    verifyTicketPayload(`MUSEUM-TICKET:1:${upperId}:MUS-7K3Q-9XZ2`, (ticketId) => {
      asked.push(ticketId);
      return findTicket(ticketId);
    });
    expect(asked).toEqual([id]);
  });

  it('reports an unknown ticket as not found', () => {
    const payload = encodeTicketPayload({
      ...generalTicket,
      ticketId: '00000000-0000-4000-8000-000000000000',
    });
    const error = thrown(() => verifyTicketPayload(payload, findTicket));
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain('00000000-0000-4000-8000-000000000000');
  });

  it.each([
    ['another ticket’s code', eventTicket.confirmationCode],
    ['the code in lowercase', generalTicket.confirmationCode.toLowerCase()],
    ['the code with one character changed', 'MUS-7K3Q-9XZ3'],
    ['the code cut short', 'MUS-7K3Q-9XZ'],
    ['the code with a character added', 'MUS-7K3Q-9XZ22'],
  ])('refuses %s as an invalid payload', (_, confirmationCode) => {
    const payload = encodeTicketPayload({ ticketId: id, confirmationCode });
    const error = thrown(() => verifyTicketPayload(payload, findTicket));
    expect(error.kind).toBe('invalid');
    expect(error.issues).toEqual([
      { path: 'payload', message: 'confirmation code does not match the ticket' },
    ]);
  });

  it('refuses a malformed payload before looking anything up', () => {
    let lookups = 0;
    const error = thrown(() =>
      verifyTicketPayload('MUSEUM-TICKET:1:nope:MUS-1', () => {
        lookups++;
        return generalTicket;
      }),
    );
    expect(error.kind).toBe('invalid');
    expect(lookups).toBe(0);
  });
});
