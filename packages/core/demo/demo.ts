// A tour of @museum-api/core: the store and its rules, run straight from the TypeScript source.
// Run: pnpm demo
import { isMuseumDomainError, MuseumStore } from '@museum-api/core';

const store = new MuseumStore({ seed: 'demo' });
const today = store.today();
const inDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const event = store.createEvent({
  name: 'Night of the Dinosaurs',
  location: 'Hall B, east wing',
  eventDescription: 'A torch-lit tour of the fossil collection after closing time.',
  dates: [inDays(3), inDays(1)],
  price: 25,
});
console.log('Created special event', event);

const ticket = store.buyTicket({
  ticketType: 'event',
  eventId: event.eventId,
  ticketDate: inDays(1),
  email: 'ada@example.com',
});
console.log('Bought ticket', ticket);

console.log(
  'Events this week',
  store.listEvents().map((listed) => `${listed.dates[0]} ${listed.name}`),
);
console.log('Next open days', store.listMuseumHours({ limit: 3 }));

try {
  store.buyTicket({
    ticketType: 'event',
    eventId: event.eventId,
    ticketDate: inDays(2),
    email: 'not-an-email',
  });
} catch (error) {
  if (!isMuseumDomainError(error)) throw error;
  console.log(`Refused (${error.kind}):`, error.issues);
}
