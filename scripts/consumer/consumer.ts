// What a new user writes after `npm install @museum-api/core`: nothing here may reach into the
// monorepo, so it only works if the published tarballs are complete.
import { MuseumStore, toIsoDate } from '@museum-api/core';

const store = new MuseumStore({ seed: 'consumer' });
const event = store.createEvent({
  name: 'Consumer check',
  location: 'Hall A',
  eventDescription: 'Installed from the packed tarball.',
  dates: [store.today()],
  price: 12.5,
});
const listed = store.listEvents({ startDate: toIsoDate(store.now()) });
if (!listed.some((candidate) => candidate.eventId === event.eventId)) {
  throw new Error('The installed core did not list the event it just created');
}
console.log(`core: listed ${listed.length} event(s) on ${store.today()}`);
