// The client README's tour of the operations. Outside the regions: what the README takes as given
// (a client, an event on 2026-12-05, an <img>), so the shown code runs as it stands.
import { writeFile } from 'node:fs/promises';
import { createMuseumClient } from '@museum-api/client';

const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials: { username: 'front-desk', password: 'secret' },
});
const { eventId } = await museum.createSpecialEvent({
  name: 'Winter Lantern Walk',
  location: 'Museum Gardens',
  eventDescription: 'Paper lanterns along the garden paths.',
  dates: ['2026-12-05'],
  price: 9,
});
const img = { src: '' };

// #region operations
// Tickets
const general = await museum.buyMuseumTickets({
  ticketType: 'general',
  ticketDate: '2026-12-01',
  email: 'ada@example.com',
});
const forEvent = await museum.buyMuseumTickets({
  ticketType: 'event',
  eventId,
  ticketDate: '2026-12-05',
  email: 'ada@example.com',
  phone: '+1 555 010 2030',
});
console.log(forEvent.eventName, forEvent.confirmationCode);

// The ticket image: a Blob for browsers, bytes for Node
const image = await museum.getTicketCode(general.ticketId);
img.src = URL.createObjectURL(image.blob); // browser
await writeFile('ticket.png', await image.bytes()); // Node

// Special events
const event = await museum.createSpecialEvent({
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour.',
  dates: ['2026-12-05', '2026-12-12'],
  price: 25,
});
const page = await museum.listSpecialEvents({
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  page: 1,
  limit: 30,
});
const same = await museum.getSpecialEvent(event.eventId);
const cheaper = await museum.updateSpecialEvent(event.eventId, { price: 20 });
await museum.deleteSpecialEvent(event.eventId);

// Museum hours (open days only)
const week = await museum.getMuseumHours({ startDate: '2026-12-01', limit: 7 });

// Cancel a call
const controller = new AbortController();
const pending = museum.listSpecialEvents({}, { signal: controller.signal });
controller.abort(); // `pending` rejects with the signal's reason, as fetch does
// #endregion operations

// Straight after the abort, before anything else awaits, so the rejection is handled.
const aborted = await pending.then(
  () => false,
  (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
);

// #region paging
for await (const day of museum.iterateMuseumHours({ startDate: '2026-12-01' })) {
  if (day.date > '2026-12-31') break;
  console.log(day.date, day.timeOpen, day.timeClose);
}
// #endregion paging

const checks = {
  'general ticket': general.ticketType === 'general',
  'event ticket names its event': forEvent.eventName === 'Winter Lantern Walk',
  'image is a PNG': image.type === 'image/png' && img.src.startsWith('blob:'),
  'created event listed': page.some((listed) => listed.eventId === event.eventId),
  'read back': same.name === event.name,
  'patched price': cheaper.price === 20,
  'open days': week.length > 0,
  'abort rejects with the signal reason': aborted,
};
const failed = Object.entries(checks).filter(([, ok]) => !ok);
if (failed.length > 0)
  throw new Error(`README operations misbehaved: ${failed.map(([name]) => name).join(', ')}`);
