import { createMuseumClient, isMuseumApiError } from '@museum-api/client';
import { seedEventFactory } from '@museum-api/mock';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { NoOpenDayError, planVisit } from './plan-visit.ts';

// The suite's own museum: events around a fixed "today" (Tuesday 1 December 2026; the default
// schedule closes on Mondays), made by the mock's factory, which fills what the tests do not
// assert on (ids counted from 1, a location, a description), so every date below is known.
const today = '2026-12-01';
const event = seedEventFactory({ today });
const stargazing = event({ name: 'Stargazing on the Roof', inDays: [1, 8], price: 18 });
const fossilDig = event({ name: 'Family Fossil Dig', inDays: [1, 2], price: 8 });
const seed = [
  stargazing,
  fossilDig,
  event({ name: 'Ancient Egypt After Hours', inDays: [2], price: 30 }),
  event({ name: 'Lecture: The Age of Mammoths', inDays: [7], price: 0 }),
];

// Set up once for the file: listen before all tests, reset state, faults and overrides after each,
// close after all. Any request the mock does not handle fails the test.
const museum = setupMuseumMock(
  { seed, clock: `${today}T10:00:00Z`, randomSeed: 'plan-visit', onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);
const { mock } = museum;

// Any origin works: msw intercepts `fetch` in this process, no server or port involved.
const client = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'planner', password: 'secret' },
  // Quick retries keep the outage test fast; the policy (which methods) stays the client's.
  retry: { limit: 2, backoffLimit: 20 },
  // The mock keeps idempotency keys, so a purchase may be keyed and retried.
  idempotency: 'honoured',
});
const email = 'ada@example.com';

describe('planVisit', () => {
  test('books general entry and every event of the first open day that has events', async () => {
    const plan = await planVisit(client, { email });

    expect(plan.day).toEqual({ date: '2026-12-02', timeOpen: '09:00', timeClose: '18:00' });
    expect(plan.entry).toMatchObject({ ticketType: 'general', ticketDate: '2026-12-02' });
    expect(plan.events.map(({ event, ticket }) => [event.name, ticket.eventName, ticket.ticketDate])).toEqual(
      [
        ['Family Fossil Dig', 'Family Fossil Dig', '2026-12-02'],
        ['Stargazing on the Roof', 'Stargazing on the Roof', '2026-12-02'],
      ],
    );
    // What went over the wire, in order: the bodies the app sent, not just what it got back.
    expect(mock.journal.filter('buyMuseumTickets').map((entry) => entry.requestBody)).toEqual([
      { ticketType: 'general', ticketDate: '2026-12-02', email },
      { ticketType: 'event', eventId: fossilDig.eventId, ticketDate: '2026-12-02', email },
      { ticketType: 'event', eventId: stargazing.eventId, ticketDate: '2026-12-02', email },
    ]);
    expect(mock.store.allTickets()).toHaveLength(3);
  });

  test('starts every test from the seed: the tickets of the last test are gone', () => {
    expect(mock.store.allTickets()).toEqual([]);
    expect(mock.journal.size).toBe(0);
  });

  test('looks only at open days, skipping the Monday closure, to find what the visitor likes', async () => {
    const plan = await planVisit(client, { email, interestedIn: (event) => event.price === 0 });

    expect(plan.day.date).toBe('2026-12-08');
    expect(plan.events.map(({ event }) => event.name)).toEqual(['Lecture: The Age of Mammoths']);
    expect(mock.journal.filter('listSpecialEvents').map((entry) => entry.query.startDate)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-08',
    ]);
  });

  test('settles for general entry on the first open day when no event appeals', async () => {
    const plan = await planVisit(client, { email, interestedIn: () => false });

    expect(plan.day.date).toBe('2026-12-01');
    expect(plan.events).toEqual([]);
    expect(mock.journal.filter('buyMuseumTickets')).toHaveLength(1);
  });

  test('skips an event cancelled between listing and booking, and books the rest', async () => {
    // Per-test override: list 2 December as usual, then cancel the stargazing before any booking.
    mock.override(
      'listSpecialEvents',
      async ({ request, next, store }) => {
        const response = await next();
        const listed = new URL(request.url).searchParams.get('startDate');
        if (listed === '2026-12-02') store.deleteEvent(stargazing.eventId);
        return response;
      },
      { times: 'always' },
    );

    const plan = await planVisit(client, { email });

    expect(plan.events.map(({ event }) => event.name)).toEqual(['Family Fossil Dig']);
    expect(plan.skipped).toMatchObject([{ event: { eventId: stargazing.eventId } }]);
    expect(mock.journal.filter({ operation: 'buyMuseumTickets', status: 404 })).toHaveLength(1);
  });

  test('rides out a brief outage of the events listing', async () => {
    mock.fault('listSpecialEvents', { status: 503, retryAfter: 0 }, { times: 1 });

    const plan = await planVisit(client, { email });

    expect(plan.day.date).toBe('2026-12-02');
    const listings = mock.journal.filter('listSpecialEvents');
    expect(listings.map((entry) => [entry.status, entry.intervention])).toEqual([
      [503, 'fault'],
      [200, undefined],
      [200, undefined],
    ]);
  });

  test('retries a purchase whose answer was lost under one key, so a flaky network sells one ticket', async () => {
    // The mock sells the ticket, then drops the answer: the client cannot tell it apart from a
    // purchase that never arrived, retries under the same Idempotency-Key, and gets the replay.
    mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });

    await planVisit(client, { email });

    const attempts = mock.journal.filter('buyMuseumTickets');
    expect(attempts.slice(0, 2).map((entry) => [entry.status, entry.replayed])).toEqual([
      [0, undefined],
      [201, true],
    ]);
    // Every purchase sold one ticket: the replay sold none.
    expect(mock.store.allTickets().filter((ticket) => ticket.email === email)).toHaveLength(
      attempts.length - 1,
    );
  });

  test('passes on an error the app cannot work around', async () => {
    mock.fault('buyMuseumTickets', { status: 500 }, { times: 'always' });

    const failure = await planVisit(client, { email }).catch((error: unknown) => error);

    expect(isMuseumApiError(failure) && failure.status).toBe(500);
  });

  test('says so when the museum has no open day ahead', async () => {
    mock.override('getMuseumHours', () => Response.json([]));

    await expect(planVisit(client, { email })).rejects.toThrow(NoOpenDayError);
    expect(mock.journal.filter('buyMuseumTickets')).toEqual([]);
  });
});
