import { constantTimeEqual } from '../constant-time-equal.ts';
import { MuseumDomainError } from '../errors/domain-error.ts';
import type { Ticket } from '../schemas/ticket.ts';

/**
 * What a ticket's QR code carries: enough to find the ticket and to prove the holder saw its
 * confirmation.
 *
 * @example
 * ```ts
 * const scanned: TicketPayload = parseTicketPayload(text);
 * console.log(scanned.ticketId, scanned.confirmationCode);
 * ```
 */
export interface TicketPayload {
  /** The ticket's uuid, lowercase. */
  ticketId: string;
  /** The ticket's confirmation code, exactly as issued. */
  confirmationCode: string;
}

const scheme = 'MUSEUM-TICKET';
const version = '1';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Printable ASCII without space and without the ':' that separates the parts, so every payload
// splits one way only.
const codePattern = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
// Far above any real payload (16 + 36 + 1 + 64 characters); refuses junk before splitting it.
const payloadMaxLength = 160;

/**
 * Builds the text a ticket's QR code carries: `MUSEUM-TICKET:1:<TICKET-ID>:<confirmationCode>`.
 *
 * - `MUSEUM-TICKET` names the format, so a scanner app can tell a museum ticket from any other QR.
 * - `1` is the format version; a later format changes it and old parsers refuse it cleanly.
 * - the ticket id is written in uppercase: with an uppercase code such as `MUS-7K3Q-9XZ2` the
 *   whole payload then uses only QR alphanumeric characters, which pack 5.5 bits each instead of
 *   8 and keep the symbol small (version 4, 33 × 33 modules, for a typical ticket). Parsing
 *   accepts either case.
 * - the confirmation code is copied as issued: 1 to 64 printable ASCII characters, no space and
 *   no `:`.
 *
 * Throws a {@link MuseumDomainError} of kind `invalid` if the id is not a uuid or the code does
 * not fit that form, so no payload is ever written that {@link parseTicketPayload} would refuse.
 *
 * @example
 * ```ts
 * encodeTicketPayload({ ticketId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10', confirmationCode: 'MUS-7K3Q-9XZ2' });
 * // 'MUSEUM-TICKET:1:3B0F8F3E-7A65-4C4E-9A51-1C6F3C2D9F10:MUS-7K3Q-9XZ2'
 * ```
 */
export function encodeTicketPayload(ticket: Pick<Ticket, 'ticketId' | 'confirmationCode'>): string {
  if (!uuidPattern.test(ticket.ticketId)) throw MuseumDomainError.invalid('ticketId', 'Expected a UUID');
  if (!codePattern.test(ticket.confirmationCode)) {
    throw MuseumDomainError.invalid(
      'confirmationCode',
      'Expected 1 to 64 printable ASCII characters without spaces or colons',
    );
  }
  return `${scheme}:${version}:${ticket.ticketId.toUpperCase()}:${ticket.confirmationCode}`;
}

/**
 * Reads the text of a scanned ticket QR code (see {@link encodeTicketPayload} for the format).
 * Whitespace around the payload is ignored, since keyboard-style scanners often append a line
 * break; anything else out of form throws a {@link MuseumDomainError} of kind `invalid` on the
 * path `payload`: another scheme, another version, an id that is not a uuid, a malformed code, or
 * a missing or extra part. The ticket id comes back in lowercase, the canonical uuid form.
 *
 * @example
 * ```ts
 * const { ticketId, confirmationCode } = parseTicketPayload(scannedText);
 * ```
 */
export function parseTicketPayload(payload: string): TicketPayload {
  const trimmed = payload.trim();
  if (trimmed.length > payloadMaxLength) throw invalidPayload('is too long to be a ticket payload');
  const parts = trimmed.split(':');
  if (parts[0] !== scheme) throw invalidPayload(`must start with ${scheme}:`);
  if (parts[1] === undefined) throw invalidPayload('is missing its format version');
  if (parts[1] !== version)
    throw invalidPayload(`has unsupported format version ${JSON.stringify(parts[1])}`);
  if (parts.length !== 4) throw invalidPayload(`must have 4 parts separated by ':', found ${parts.length}`);
  const [, , ticketId = '', confirmationCode = ''] = parts;
  if (!uuidPattern.test(ticketId)) throw invalidPayload('ticket id is not a UUID');
  if (!codePattern.test(confirmationCode)) throw invalidPayload('confirmation code is malformed');
  return { ticketId: ticketId.toLowerCase(), confirmationCode };
}

/**
 * Checks a scanned payload at the museum door: parses it, looks the ticket up with `findTicket`
 * (called with the lowercase ticket id) and compares the confirmation codes in constant time, so
 * the time taken does not tell a forger how much of a guessed code was right. Returns the ticket.
 *
 * Throws a {@link MuseumDomainError}: kind `invalid` for a malformed payload or a code that does
 * not match, kind `not-found` for a ticket `findTicket` does not know.
 *
 * @example
 * ```ts
 * const ticket = verifyTicketPayload(scannedText, (id) => tickets.get(id));
 * console.log(`Welcome, valid for ${ticket.ticketDate}`);
 * ```
 */
export function verifyTicketPayload(
  payload: string,
  findTicket: (ticketId: string) => Ticket | undefined,
): Ticket {
  const { ticketId, confirmationCode } = parseTicketPayload(payload);
  const ticket = findTicket(ticketId);
  if (!ticket) throw MuseumDomainError.notFound('Ticket', ticketId);
  if (!constantTimeEqual(confirmationCode, ticket.confirmationCode)) {
    throw invalidPayload('confirmation code does not match the ticket');
  }
  return ticket;
}

function invalidPayload(message: string): MuseumDomainError {
  return MuseumDomainError.invalid('payload', message);
}
