// The query README's `MuseumQueries` block, run as a script against the standalone mock.
// #region type
import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries, type MuseumQueries } from '@museum-api/query';
import { QueryClient } from '@tanstack/query-core';

// What createMuseumQueries returns: made once where the app starts, handed to the code that
// needs it (a React context, Vue's provide, a function's argument) under this one type.
async function eventNames(museum: MuseumQueries, queryClient: QueryClient, month: string): Promise<string[]> {
  const range = { startDate: `${month}-01`, endDate: `${month}-31` };
  const events = await queryClient.fetchQuery(museum.specialEvents.list(range));
  return events.map((event) => event.name);
}

const museum: MuseumQueries = createMuseumQueries(
  createMuseumClient({
    baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
    credentials: { username: 'curator', password: 'secret' },
  }),
);
console.log(await eventNames(museum, new QueryClient(), '2026-12')); // [ 'Impressionist Gardens: Guided Tour', 'Stargazing on the Roof', … ]
// #endregion type
