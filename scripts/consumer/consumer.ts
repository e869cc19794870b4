// What a new user writes after `npm install @museum-api/client @museum-api/mock
// @museum-api/mock-server @museum-api/query @tanstack/query-core`: it may only use what the
// published tarballs hold, so it fails on a missing file, export or dependency.
import { createMuseumClient, isMuseumApiError } from '@museum-api/client';
import { createValidatingMuseumClient } from '@museum-api/client/validate';
import { isMuseumWebhookError, unwrapMuseumWebhook } from '@museum-api/client/webhooks';
import { renderTicketImage } from '@museum-api/core/ticket-image';
import { signWebhook } from '@museum-api/core/webhooks';
import { adminTools, explainJournalEntry } from '@museum-api/mcp';
import { createMuseumMock } from '@museum-api/mock';
// The worker entry is for browsers; Node only checks that its types resolve.
import type { SetupMuseumWorkerOptions } from '@museum-api/mock/browser';
import { setupMuseumMock } from '@museum-api/mock/node';
import { startMuseumServer } from '@museum-api/mock-server';
// The Playwright fixture and the Storybook loader run in their own runners; here only their
// published types must resolve, against the peers a user installs beside them.
import type { MuseumMockFixtureOptions } from '@museum-api/playwright';
import { createMuseumQueries, museumKeys } from '@museum-api/query';
import type { MuseumStoryParameters } from '@museum-api/storybook';
import { MutationObserver, QueryClient } from '@tanstack/query-core';

const credentials = { username: 'consumer', password: 'check' };
const workerOptions: SetupMuseumWorkerOptions = { persist: 'sessionStorage' };
const fixtureOptions: MuseumMockFixtureOptions = { mode: 'server', url: 'http://127.0.0.1:4010' };
const storyParameters: MuseumStoryParameters = { scenario: 'empty', clock: '2026-12-01T10:00:00Z' };

// 1. The standalone server, over real HTTP on loopback.
const server = await startMuseumServer({ randomSeed: 'consumer' });
try {
  const client = createMuseumClient({ baseUrl: server.url, credentials });
  const [openDay] = await client.getMuseumHours({ limit: 1 });
  if (!openDay) throw new Error('no open day');
  const ticket = await client.buyMuseumTickets({
    ticketType: 'general',
    ticketDate: openDay.date,
    email: 'ada@example.com',
  });
  const png = await (await client.getTicketCode(ticket.ticketId)).bytes();
  const expected = renderTicketImage(server.mock.store.getTicket(ticket.ticketId));
  if (png.length !== expected.length || png.some((byte, index) => byte !== expected[index])) {
    throw new Error('The ticket image over HTTP differs from the one core renders');
  }
  console.log(`server: bought ${ticket.confirmationCode} for ${openDay.date}, ${png.length} bytes of PNG`);
} finally {
  await server.close();
}

// 2. msw in this process (what a vitest or jest suite does), with a fault and the journal.
const museum = setupMuseumMock({ onUnhandledRequest: 'error' });
museum.listen();
try {
  const client = createValidatingMuseumClient({ baseUrl: 'https://museum.test/v1.1', credentials });
  const events = await client.listSpecialEvents({ limit: 30 });
  museum.mock.fault('getSpecialEvent', { status: 503 }, { times: 'always' });
  const failed = await client.getSpecialEvent(events[0]?.eventId ?? '').then(
    () => undefined,
    (error: unknown) => (isMuseumApiError(error) ? error.status : error),
  );
  if (failed !== 503) throw new Error(`Expected the injected 503, got ${String(failed)}`);
  const attempts = museum.mock.journal.filter('getSpecialEvent').length;
  console.log(`msw: listed ${events.length} events; a faulted read failed after ${attempts} attempts`);
} finally {
  museum.close();
}

// 3. The environment-neutral mock answers through its own fetch, with no interception at all.
const bare = createMuseumMock({ seed: 'empty', auth: false });
const client = createMuseumClient({ baseUrl: 'https://museum.test/v1.1', fetch: bare.fetch });
const created = await client.createSpecialEvent({
  name: 'Consumer check',
  location: 'Hall A',
  eventDescription: 'Created through the packed packages.',
  dates: ['2099-01-02'],
  price: 1,
});
const readBack = await client.getSpecialEvent(created.eventId);
if (readBack.name !== created.name || bare.journal.size !== 2)
  throw new Error('The bare mock lost the event');
console.log(`fetch: created and read back "${readBack.name}" through mock.fetch`);

// 4. TanStack Query options over the client: a cached list, and a mutation that invalidates it.
const queryClient = new QueryClient();
const museumQueries = createMuseumQueries(client, { now: () => new Date('2099-01-01T10:00:00Z') });
const around = museumQueries.specialEvents.list({ startDate: '2099-01-01', endDate: '2099-01-31' });
const elsewhere = museumQueries.specialEvents.list({ startDate: '2099-06-01', endDate: '2099-06-30' });
const listed = await queryClient.fetchQuery(around);
await queryClient.fetchQuery(elsewhere);
await new MutationObserver(queryClient, museumQueries.specialEvents.update()).mutate({
  eventId: created.eventId,
  patch: { price: 2 },
});
const invalidated = [around, elsewhere].map(
  ({ queryKey }) => queryClient.getQueryState(queryKey)?.isInvalidated,
);
const detail = queryClient.getQueryData(museumKeys.specialEvents.detail(created.eventId));
if (listed.length !== 1 || invalidated.join() !== 'true,false' || detail?.price !== 2) {
  throw new Error(`The query package's cache effects went wrong: ${invalidated.join()}, ${detail?.price}`);
}
console.log('query: the update invalidated the January list only and cached the new detail');

// 5. A webhook delivery of the event, signed as the mock signs it, checked by the client's entry.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = JSON.stringify(detail);
const timestamp = Math.floor(Date.now() / 1000);
const webhookHeaders = {
  'webhook-id': 'msg_consumer',
  'webhook-timestamp': String(timestamp),
  'webhook-signature': await signWebhook({ id: 'msg_consumer', timestamp, body }, secret),
};
const delivery = await unwrapMuseumWebhook(body, webhookHeaders, secret);
const forged = await unwrapMuseumWebhook(body.replace('"price":2', '"price":0'), webhookHeaders, secret).then(
  () => 'accepted',
  (error: unknown) => (isMuseumWebhookError(error) ? error.reason : String(error)),
);
if (delivery.event.eventId !== created.eventId || forged !== 'bad-signature') {
  throw new Error(`The webhook entry went wrong: ${delivery.event.eventId}, ${forged}`);
}
console.log(`webhooks: accepted ${delivery.id} for "${delivery.event.name}", refused a forged copy`);

// 6. The MCP package: its tools from the mock's control table, and explain on the bare mock's journal.
const lastEntry = bare.journal.last();
const explained = lastEntry === undefined ? undefined : explainJournalEntry(lastEntry);
if (!adminTools.some((tool) => tool.name === 'clock_advance') || explained?.cause !== 'answered') {
  throw new Error(`The MCP package went wrong: ${adminTools.length} tools, ${explained?.summary}`);
}
console.log(`mcp: ${adminTools.length} tools; explain: ${explained.summary}`);
void workerOptions;
void fixtureOptions;
void storyParameters;
