// The core README's quick start, run as a script.
// #region quickstart
import { MuseumStore, parseTicketPayload } from '@museum-api/core';
import { renderTicketImage } from '@museum-api/core/ticket-image';

const store = new MuseumStore({ clock: '2026-12-01T10:00:00Z', randomSeed: 'readme' });
const event = store.createEvent({
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil collection.',
  dates: ['2026-12-05'],
  price: 25,
});
const { ticketId } = store.buyTicket({ ticketType: 'event', eventId: event.eventId, ticketDate: '2026-12-05', email: 'ada@example.com' });
const png = renderTicketImage(store.getTicket(ticketId)); // Uint8Array, image/png
console.log(store.listEvents({ startDate: '2026-12-01' }).length, png.byteLength);
// #endregion quickstart

if (png[1] !== 0x50 || store.ticketCount !== 1) throw new Error('Expected a PNG and one ticket');
const { confirmationCode } = store.getTicket(ticketId);
const scanned = parseTicketPayload(`MUSEUM-TICKET:1:${ticketId.toUpperCase()}:${confirmationCode}`);
if (scanned.ticketId !== ticketId) throw new Error('Payload did not round-trip');
