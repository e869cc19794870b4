import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries, museumKeys } from '@museum-api/query';
import { QueryClient } from '@tanstack/query-core';

const museum = createMuseumQueries(
  createMuseumClient({
    baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
    credentials: { username: 'curator', password: 'secret' },
  }),
);
const queryClient = new QueryClient();
const [first] = await queryClient.fetchQuery(museum.specialEvents.list({ limit: 1 }));
if (!first) throw new Error('The mock has no event this week');
const eventId = first.eventId;

// #region keys
await queryClient.invalidateQueries({ queryKey: museumKeys.specialEvents.lists() });
await queryClient.prefetchQuery(museum.specialEvents.detail(eventId));
const cached = queryClient.getQueryData(museumKeys.specialEvents.detail(eventId)); // SpecialEvent | undefined
// #endregion keys

console.log(cached?.name);
