// The query README's request options and idempotent mutations, run against the standalone mock.
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
const checkout = { id: 'c41d2e9a-0f7b-4b8e-8a5c-6d3e1f2a9b70' };

// #region request-options
// The client's per-call options, for every request of this query or mutation
const hours = museum.museumHours.list({ limit: 7 }, { timeout: 3_000, headers: { 'x-screen': 'hours' } });

// One idempotency key per mutate call, kept when TanStack retries it
const buy = { ...museum.tickets.buy(), retry: 3 };
// or a key of yours, from the variables: a second click on "Pay" is the same purchase
const pay = museum.tickets.buy({ idempotencyKey: (purchase) => `${checkout.id}:${purchase.ticketDate}` });
// #endregion request-options

const days = await queryClient.fetchQuery(hours);
const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' } as const;
const first = await new MutationObserver(queryClient, buy).mutate(purchase);
const second = await new MutationObserver(queryClient, pay).mutate(purchase);
if (days.length === 0 || first.ticketType !== 'general' || second.ticketType !== 'general') {
  throw new Error('README request options misbehaved');
}
