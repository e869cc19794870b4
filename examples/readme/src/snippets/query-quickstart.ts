import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries } from '@museum-api/query';
import { MutationObserver, QueryClient } from '@tanstack/query-core';

const museum = createMuseumQueries(
  createMuseumClient({
    baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
    credentials: { username: 'curator', password: 'secret' },
  }),
);
const queryClient = new QueryClient();
const december = museum.specialEvents.list({ startDate: '2026-12-01', endDate: '2026-12-31' });
const march = museum.specialEvents.list({ startDate: '2027-03-01', endDate: '2027-03-31' });
console.log((await queryClient.fetchQuery(december)).length, 'events in December');
await queryClient.fetchQuery(march);

// What useMutation wraps; the cache effects run whichever adapter you use.
const event = await new MutationObserver(queryClient, museum.specialEvents.create()).mutate({
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-05'],
  price: 25,
});
console.log(queryClient.getQueryState(december.queryKey)?.isInvalidated); // true: the event is in December
console.log(queryClient.getQueryState(march.queryKey)?.isInvalidated); // false: March is untouched
console.log(queryClient.getQueryData(museum.keys.specialEvents.detail(event.eventId))?.name); // cached, no request
