import { createMuseumClient } from '@museum-api/client';

const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1', // e.g. `npx museum-mock`
  credentials: { username: 'front-desk', password: 'secret' },
});
for (const event of await museum.listSpecialEvents({ limit: 5 })) console.log(event.dates[0], event.name);
const [openDay] = await museum.getMuseumHours({ limit: 1 });
if (!openDay) throw new Error('The museum is closed all week');
const ticket = await museum.buyMuseumTickets({ ticketType: 'general', ticketDate: openDay.date, email: 'ada@example.com' });
const image = await museum.getTicketCode(ticket.ticketId); // a PNG with a scannable QR code
console.log(ticket.confirmationCode, image.blob.size, 'bytes');
