// Every built-in scenario, and scenarios of a user's own, through real fetch intercepted by msw:
// what each one shows, that reset() returns to it, that useScenario() switches a running mock, and
// that the options a test gives win over a scenario's.
import type { MuseumDay, SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { addDays } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import {
  createMuseumMock,
  defaultSeedIds,
  defineMuseumScenario,
  type MuseumMock,
  museumScenarios,
} from '../../../src/index.ts';
import { setupMuseumMock } from '../../../src/node.ts';
import { apiBase, basic, now, problemOf, today } from '../../fixtures.ts';
import { interceptedMocks } from '../../intercepted-mock.ts';

const { server, useMock, api } = interceptedMocks();
const listEvents = (query: Record<string, string> = {}) =>
  api<SpecialEvent[]>('GET', '/special-events', { query });
const hours = (query: Record<string, string> = {}) => api<MuseumDay[]>('GET', '/museum-hours', { query });

/** Every event between two dates, page by page, as a client pages. */
async function allEvents(startDate: string, endDate: string): Promise<SpecialEvent[]> {
  const events: SpecialEvent[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await listEvents({ startDate, endDate, page: String(page), limit: '30' });
    expect(status).toBe(200);
    events.push(...body);
    if (body.length < 30) return events;
  }
}

describe('the built-in scenarios', () => {
  it('default: the built-in data set and the usual hours', async () => {
    const mock = useMock({ scenario: 'default' });
    expect(mock.options.scenario).toBe(museumScenarios.default);
    expect((await listEvents()).body.map((event) => event.eventId)).toContain(defaultSeedIds.dinosaurNight);
    expect((await hours({ limit: '1' })).body).toEqual([
      { date: today, timeOpen: '09:00', timeClose: '18:00' },
    ]);
  });

  it('empty: no events and no tickets, and back to nothing after a reset', async () => {
    const mock = useMock({ scenario: 'empty' });
    expect((await listEvents({ endDate: addDays(today, 365) })).body).toEqual([]);
    expect((await api('GET', `/tickets/${defaultSeedIds.generalTicket}/qr`)).status).toBe(404);
    const bought = await api('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: today, email: 'ada@example.com' },
    });
    expect(bought.status).toBe(201);
    mock.reset();
    expect([mock.store.eventCount, mock.store.ticketCount]).toEqual([0, 0]);
  });

  it('busy: 2,000 events over a year, paged and filtered consistently, the same on every run', async () => {
    const mock = useMock({ scenario: 'busy' });
    expect(mock.store.eventCount).toBe(2000);
    const dates = mock.store.allEvents().flatMap((event) => event.dates);
    expect(dates.every((date) => date >= today && date <= addDays(today, 364))).toBe(true);

    // The default window (today + 7 days), page by page: no event twice, each one in the window.
    const week = await allEvents(today, addDays(today, 7));
    expect(week.length).toBeGreaterThan(60);
    expect(new Set(week.map((event) => event.eventId)).size).toBe(week.length);
    for (const event of week) {
      expect(event.dates.some((date) => date >= today && date <= addDays(today, 7))).toBe(true);
    }
    // One day's filter finds exactly the events with a date on that day.
    const day = addDays(today, 100);
    const onDay = await allEvents(day, day);
    const expected = mock.store.allEvents().filter((event) => event.dates.includes(day));
    expect(onDay.map((event) => event.eventId).sort()).toEqual(expected.map((event) => event.eventId).sort());
    // A page past the end is empty.
    expect((await listEvents({ page: '1000', limit: '30' })).body).toEqual([]);

    // Generated from a fixed seed: a second mock holds the same events.
    const again = createMuseumMock({ scenario: 'busy', clock: now });
    expect(again.store.allEvents()).toEqual(mock.store.allEvents());
  });

  it('busy: dates follow the clock while ids and names stay', () => {
    const first = createMuseumMock({ scenario: 'busy', clock: now }).store.allEvents();
    const later = createMuseumMock({ scenario: 'busy', clock: '2027-03-01T10:00:00Z' }).store.allEvents();
    expect(later.map((event) => [event.eventId, event.name])).toEqual(
      first.map((event) => [event.eventId, event.name]),
    );
    expect(later.flatMap((event) => event.dates).every((date) => date >= '2027-03-01')).toBe(true);
  });

  it('closed: no open day and no event in the next 8 weeks, general tickets refused', async () => {
    useMock({ scenario: 'closed' });
    const eightWeeks = addDays(today, 55);
    const [firstOpen] = (await hours({ limit: '1' })).body;
    expect(firstOpen?.date ?? '').toMatch(/^\d{4}-/);
    expect((firstOpen?.date ?? '') > eightWeeks).toBe(true);
    expect((await allEvents(today, eightWeeks)).length).toBe(0);
    // The events come back after the reopening.
    expect((await allEvents(addDays(today, 56), addDays(today, 120))).length).toBeGreaterThan(0);
    const refused = await api('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: addDays(today, 2), email: 'ada@example.com' },
    });
    expect(refused.status).toBe(400);
    expect(problemOf(refused).detail).toMatch(/closed/i);
  });

  it('flaky: a seeded one in five requests fails with 503 and Retry-After, the same ones every run', async () => {
    // Through mock.fetch (the same dispatcher as msw, minus interception), for 400 quick requests.
    const statuses = async (mock: MuseumMock) => {
      const seen: number[] = [];
      for (let i = 0; i < 100; i++) {
        const response = await mock.fetch(`${apiBase}/museum-hours`, { headers: { Authorization: basic() } });
        if (response.status === 503) {
          expect(response.headers.get('retry-after')).toBe('1');
          expect(response.headers.get('content-type')).toBe('application/problem+json');
        } else {
          expect(response.status).toBe(200);
        }
        seen.push(response.status);
      }
      return seen;
    };
    const mock = createMuseumMock({ scenario: 'flaky', randomSeed: 'ci', clock: now });
    const first = await statuses(mock);
    const failed = first.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(8);
    expect(failed).toBeLessThan(35);
    expect(mock.journal.filter({ intervention: 'fault' })).toHaveLength(failed);

    mock.reset();
    expect(await statuses(mock)).toEqual(first);
    expect(await statuses(createMuseumMock({ scenario: 'flaky', randomSeed: 'ci', clock: now }))).toEqual(
      first,
    );
    expect(
      await statuses(createMuseumMock({ scenario: 'flaky', randomSeed: 'other', clock: now })),
    ).not.toEqual(first);
  });

  it('flaky: a failed purchase sells nothing, so a retry is safe', async () => {
    const mock = useMock({ scenario: 'flaky', randomSeed: 3 });
    let sold = 0;
    for (let i = 0; i < 40; i++) {
      const { status } = await api<TicketConfirmation>('POST', '/tickets', {
        json: { ticketType: 'general', ticketDate: today, email: 'ada@example.com' },
        contract: false,
      });
      expect([201, 503]).toContain(status);
      if (status === 201) sold++;
    }
    expect(sold).toBeLessThan(40);
    expect(mock.store.ticketCount).toBe(2 + sold);
  });

  it('slow: every answer takes 300 to 1,200 ms', async () => {
    const mock = useMock({ scenario: 'slow', randomSeed: 1 });
    expect(mock.options.latency).toEqual([300, 1200]);
    const started = Date.now();
    await Promise.all([hours(), hours(), hours()]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    for (const entry of mock.journal.entries) {
      expect(entry.durationMs).toBeGreaterThanOrEqual(299);
      expect(entry.durationMs).toBeLessThan(2000);
    }
  });
});

describe('precedence and unknown names', () => {
  it('lets the options given win over a scenario’s defaults', () => {
    expect(createMuseumMock({ scenario: 'slow', latency: 5 }).options.latency).toEqual([5, 5]);
    expect(createMuseumMock({ scenario: 'empty', seed: 'default' }).store.eventCount).toBe(8);
    const schedule = {
      weekly: [null, null, null, null, null, null, null] as [null, null, null, null, null, null, null],
    };
    expect(createMuseumMock({ scenario: 'closed', schedule }).store.schedule.weekly).toEqual(schedule.weekly);
    // An option given as undefined is not given.
    expect(createMuseumMock({ scenario: 'slow', latency: undefined as never }).options.latency).toEqual([
      300, 1200,
    ]);
  });

  it('refuses an unknown name with a TypeError listing the known ones, here and in useScenario', () => {
    const listing = /unknown scenario "bsy"; known scenarios: default, empty, busy, closed, flaky, slow/;
    expect(() => createMuseumMock({ scenario: 'bsy' })).toThrow(TypeError);
    expect(() => createMuseumMock({ scenario: 'bsy' })).toThrow(listing);
    const mock = createMuseumMock({ clock: now });
    expect(() => mock.useScenario('bsy')).toThrow(listing);
    expect(mock.options.scenario.name).toBe('default');
    expect(mock.store.eventCount).toBe(8);
  });
});

describe('switching a running mock', () => {
  it('resets into the new scenario, switching data, schedule, latency and faults, on the same store', async () => {
    const mock = useMock({ randomSeed: 5 });
    const store = mock.store;
    await api('POST', '/tickets', { json: { ticketType: 'general', ticketDate: today, email: 'a@b.co' } });

    mock.useScenario('closed');
    expect(mock.store).toBe(store);
    expect(mock.options.scenario.name).toBe('closed');
    expect(mock.journal.entries).toEqual([]);
    expect((await hours({ limit: '1' })).body[0]?.date ?? '').toMatch(/^\d{4}-/);
    expect(((await hours({ limit: '1' })).body[0]?.date ?? '') > addDays(today, 55)).toBe(true);
    expect(mock.store.ticketCount).toBe(2);

    mock.useScenario('slow');
    expect(mock.options.latency).toEqual([300, 1200]);
    expect((await hours({ limit: '1' })).body[0]?.date).toBe(today);

    mock.useScenario('flaky');
    expect(mock.options.latency).toEqual([0, 0]);
    let failures = 0;
    for (let i = 0; i < 50; i++)
      if ((await api('GET', '/museum-hours', { contract: false })).status === 503) failures++;
    expect(failures).toBeGreaterThan(0);

    mock.useScenario('default');
    for (let i = 0; i < 20; i++) expect((await hours()).status).toBe(200);
  });

  it('uses today of a moved clock for a scenario’s dated defaults after reset', () => {
    let instant = Date.parse(now);
    const mock = createMuseumMock({ clock: () => new Date(instant), scenario: 'closed' });
    instant += 10 * 86_400_000;
    mock.reset();
    expect((mock.store.listMuseumHours({ limit: 1 })[0]?.date ?? '') > addDays(today, 10 + 55)).toBe(true);
  });

  it('keeps the options given across switches', () => {
    const mock = createMuseumMock({ clock: now, latency: 7, seed: 'empty' });
    mock.useScenario('slow');
    expect(mock.options.latency).toEqual([7, 7]);
    mock.useScenario('busy');
    expect(mock.store.eventCount).toBe(0);
  });

  it('tells onChange listeners, so persisted state follows the switch', () => {
    const mock = createMuseumMock({ clock: now });
    const seen: number[] = [];
    mock.onChange(() => seen.push(mock.store.eventCount));
    mock.useScenario('empty');
    mock.useScenario('busy');
    expect(seen).toEqual([0, 2000]);
  });

  it('drives setupMuseumMock’s mock between tests just the same', async () => {
    const setup = setupMuseumMock({
      baseUrl: apiBase,
      clock: now,
      scenario: 'empty',
      onUnhandledRequest: 'error',
    });
    server.close();
    setup.listen();
    try {
      expect((await listEvents()).body).toEqual([]);
      await api('POST', '/tickets', { json: { ticketType: 'general', ticketDate: today, email: 'a@b.co' } });
      setup.reset();
      expect(setup.mock.store.ticketCount).toBe(0);
      setup.mock.useScenario('default');
      expect((await listEvents()).body.length).toBeGreaterThan(0);
    } finally {
      setup.close();
      server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' } as never);
    }
  });
});

describe('scenarios of your own', () => {
  const open = { timeOpen: '10:00', timeClose: '12:00' };
  const soldOut = defineMuseumScenario({
    name: 'sold-out',
    description: 'Every purchase is refused',
    // Dated defaults: closed today, whatever day today is.
    defaults: (day) => ({
      seed: 'empty',
      schedule: {
        weekly: [open, open, open, open, open, open, open],
        exceptions: { [day]: null },
      },
    }),
    setup: (mock) => {
      mock.fault('buyMuseumTickets', { status: 409, problem: { title: 'Sold out' } }, { times: 'always' });
    },
  });

  it('takes a name and a function of the mock, run at creation and after every reset', async () => {
    const calls: number[] = [];
    const hall = defineMuseumScenario('one-event', (mock) => {
      calls.push(mock.store.eventCount);
      for (const event of mock.store.allEvents().slice(1)) mock.store.deleteEvent(event.eventId);
    });
    const mock = useMock({ scenario: hall });
    expect(mock.options.scenario.name).toBe('one-event');
    expect((await allEvents(addDays(today, -7), addDays(today, 60))).length).toBe(1);
    await api('POST', '/special-events', {
      json: { name: 'X', location: 'Y', eventDescription: 'Z', dates: [today], price: 0 },
    });
    mock.reset();
    expect(mock.store.eventCount).toBe(1);
    expect(calls).toEqual([8, 8]);
  });

  it('takes the full object: dated defaults and an always-on fault, known by name to useScenario', async () => {
    const mock = useMock({ scenarios: [soldOut] });
    mock.useScenario('sold-out');
    expect(mock.store.eventCount).toBe(0);
    expect((await hours({ limit: '1' })).body[0]).toEqual({
      date: addDays(today, 1),
      timeOpen: '10:00',
      timeClose: '12:00',
    });
    for (let i = 0; i < 2; i++) {
      const refused = await api('POST', '/tickets', {
        json: { ticketType: 'general', ticketDate: addDays(today, 1), email: 'a@b.co' },
        contract: false,
      });
      expect(refused.status).toBe(409);
      expect(problemOf(refused).title).toBe('Sold out');
    }
    mock.reset();
    const afterReset = await api('POST', '/tickets', {
      json: { ticketType: 'general', ticketDate: addDays(today, 1), email: 'a@b.co' },
      contract: false,
    });
    expect(afterReset.status).toBe(409);
    // Unknown names list the user's scenarios too.
    expect(() => mock.useScenario('sold')).toThrow(/known scenarios: .*slow, sold-out$/);
  });

  it('replaces a built-in scenario of the same name', () => {
    const empty = defineMuseumScenario({ name: 'empty', defaults: { seed: [] } });
    const mock = createMuseumMock({ scenarios: [empty], scenario: 'empty' });
    expect(mock.options.scenario).toBe(empty);
  });

  it('refuses a setup that resets the mock, and bad definitions', () => {
    // A setup that reaches past its type to the whole mock.
    const loop = defineMuseumScenario('loop', (mock) => (mock as MuseumMock).reset());
    expect(() => createMuseumMock({ scenario: loop })).toThrow(/setup must not call reset/);
    expect(() => defineMuseumScenario('with space', () => {})).toThrow(TypeError);
    expect(() => defineMuseumScenario({ name: 'x', setup: 'no' as never })).toThrow(
      /`setup` must be a function/,
    );
    expect(() => createMuseumMock({ scenarios: [{ name: '' }] })).toThrow(/scenario name/);
  });
});

describe('faults with a probability', () => {
  it('hit a seeded share of requests and count only those towards times', async () => {
    const mock = useMock({ randomSeed: 11 });
    const handle = mock.fault('getMuseumHours', { status: 500 }, { times: 3, probability: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await hours()).status);
    expect(statuses.filter((status) => status === 500)).toHaveLength(3);
    expect(statuses.indexOf(500)).toBeGreaterThanOrEqual(0);
    expect(handle.remaining).toBe(0);
  });

  it.each([0, -0.1, 1.5, Number.NaN])('refuses a probability of %s', (probability) => {
    expect(() => createMuseumMock().fault('*', { status: 500 }, { probability })).toThrow(/probability/);
  });
});
