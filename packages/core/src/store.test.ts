import { describe, expect, it } from 'vitest';
import type { MuseumDomainError } from './errors/domain-error.ts';
import { limits } from './limits.ts';
import type { Ticket } from './schemas/ticket.ts';
import { MuseumStore } from './store.ts';
import { newEvent, testStore, today } from './test-support/fixtures.ts';
import { rejection } from './test-support/rejection.ts';

const issuePaths = (error: MuseumDomainError) => error.issues.map((issue) => issue.path);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('creating special events', () => {
  it('assigns a uuid and returns the dates sorted', () => {
    const event = testStore().createEvent(newEvent({ dates: ['2026-12-03', '2026-12-01'] }));
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.dates).toEqual(['2026-12-01', '2026-12-03']);
  });

  it.each(['name', 'location', 'eventDescription', 'dates', 'price'] as const)('requires %s', (field) => {
    const { [field]: _omitted, ...rest } = newEvent();
    const error = rejection(() => testStore().createEvent(rest as never));
    expect(error.kind).toBe('invalid');
    expect(error.issues).toContainEqual({ path: field, message: 'Required' });
  });

  it.each(['name', 'location', 'eventDescription'] as const)('rejects an empty or blank %s', (field) => {
    for (const value of ['', '   ']) {
      expect(issuePaths(rejection(() => testStore().createEvent(newEvent({ [field]: value }))))).toEqual([
        field,
      ]);
    }
  });

  it('enforces the documented text lengths', () => {
    const store = testStore();
    expect(store.createEvent(newEvent({ name: 'n'.repeat(limits.nameMaxLength) })).name).toHaveLength(200);
    expect(
      issuePaths(
        rejection(() => store.createEvent(newEvent({ name: 'n'.repeat(limits.nameMaxLength + 1) }))),
      ),
    ).toEqual(['name']);
    const location = 'l'.repeat(limits.locationMaxLength + 1);
    expect(issuePaths(rejection(() => store.createEvent(newEvent({ location }))))).toEqual(['location']);
    const eventDescription = 'd'.repeat(limits.descriptionMaxLength + 1);
    expect(issuePaths(rejection(() => store.createEvent(newEvent({ eventDescription }))))).toEqual([
      'eventDescription',
    ]);
  });

  it('counts text lengths in code points, so an emoji is one character', () => {
    const store = testStore();
    const emoji = '\u{1F600}';
    expect(store.createEvent(newEvent({ name: emoji.repeat(limits.nameMaxLength) })).name).toHaveLength(400);
    const tooLong = emoji.repeat(limits.nameMaxLength + 1);
    expect(issuePaths(rejection(() => store.createEvent(newEvent({ name: tooLong }))))).toEqual(['name']);
  });

  it('rejects an empty, duplicated, oversized or malformed date list', () => {
    const store = testStore();
    expect(issuePaths(rejection(() => store.createEvent(newEvent({ dates: [] }))))).toEqual(['dates']);
    expect(
      issuePaths(rejection(() => store.createEvent(newEvent({ dates: ['2026-12-01', '2026-12-01'] })))),
    ).toEqual(['dates']);
    expect(
      issuePaths(rejection(() => store.createEvent(newEvent({ dates: ['2026-12-01', '2026-02-30'] })))),
    ).toEqual(['dates.1']);
    const tooMany = Array.from({ length: limits.datesMaxCount + 1 }, (_, i) => addDaysFrom('2027-01-01', i));
    expect(issuePaths(rejection(() => store.createEvent(newEvent({ dates: tooMany }))))).toEqual(['dates']);
  });

  it.each([
    [-1, 'negative'],
    [10.005, 'fractional cents'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinite'],
    [limits.priceMax + 1, 'over the maximum'],
  ])('rejects the price %s (%s)', (price) => {
    expect(issuePaths(rejection(() => testStore().createEvent(newEvent({ price }))))).toEqual(['price']);
  });

  it('accepts free events and whole cents', () => {
    const store = testStore();
    expect(store.createEvent(newEvent({ price: 0 })).price).toBe(0);
    expect(store.createEvent(newEvent({ price: 19.99 })).price).toBe(19.99);
    expect(store.createEvent(newEvent({ price: 0.1 + 0.2 - 0.00000000000000004 })).price).toBeCloseTo(0.3);
  });

  it('rejects a string price rather than coercing it, and says so', () => {
    const error = rejection(() => testStore().createEvent(newEvent({ price: '25' as never })));
    expect(error.issues).toEqual([{ path: 'price', message: 'Expected a number' }]);
  });

  it('tells a field sent as null from a field left out', () => {
    const error = rejection(() => testStore().createEvent({ ...newEvent(), name: null } as never));
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('name');
    expect(error.issues[0]?.message).not.toBe('Required');
  });

  it('rejects unknown fields and a client-chosen eventId, naming each', () => {
    const body = { ...newEvent(), eventId: unknownId, color: 'red' };
    const error = rejection(() => testStore().createEvent(body as never));
    expect(error.issues).toEqual([
      { path: 'eventId', message: 'Unknown field' },
      { path: 'color', message: 'Unknown field' },
    ]);
  });

  it('reports every broken field at once', () => {
    const error = rejection(() => testStore().createEvent({ name: '', dates: [], price: -1 } as never));
    expect(issuePaths(error).sort()).toEqual(['dates', 'eventDescription', 'location', 'name', 'price']);
  });

  it('changes nothing when it refuses', () => {
    const store = testStore();
    rejection(() => store.createEvent(newEvent({ price: -5 })));
    expect(store.eventCount).toBe(0);
  });
});

describe('reading, updating and deleting special events', () => {
  it('reads back what was created, by id in any case', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    expect(store.getEvent(event.eventId)).toEqual(event);
    expect(store.getEvent(event.eventId.toUpperCase())).toEqual(event);
  });

  it('rejects a non-uuid id as invalid and an unknown one as not found', () => {
    const store = testStore();
    expect(rejection(() => store.getEvent('not-a-uuid')).kind).toBe('invalid');
    expect(rejection(() => store.getEvent(unknownId)).kind).toBe('not-found');
    expect(rejection(() => store.updateEvent(unknownId, { price: 1 })).kind).toBe('not-found');
    expect(rejection(() => store.deleteEvent(unknownId)).kind).toBe('not-found');
  });

  it('patches only the supplied fields and returns the whole event', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const updated = store.updateEvent(event.eventId, { location: 'Atrium', price: 30 });
    expect(updated).toEqual({ ...event, location: 'Atrium', price: 30 });
    expect(store.getEvent(event.eventId)).toEqual(updated);
  });

  it('accepts a patch of any of the five fields', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    const patch = { name: 'Renamed', eventDescription: 'New words', dates: ['2026-12-24'] };
    expect(store.updateEvent(eventId, patch)).toMatchObject(patch);
  });

  it('takes a field given as undefined as no change', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    expect(store.updateEvent(event.eventId, { name: undefined, price: 30 })).toStrictEqual({
      ...event,
      price: 30,
    });
  });

  it('rejects an empty patch', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    expect(rejection(() => store.updateEvent(eventId, {})).kind).toBe('invalid');
  });

  it('applies a patch atomically: one invalid field leaves the event unchanged', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const error = rejection(() => store.updateEvent(event.eventId, { location: 'Atrium', price: -1 }));
    expect(issuePaths(error)).toEqual(['price']);
    expect(store.getEvent(event.eventId)).toEqual(event);
  });

  it('rejects eventId and unknown fields in a patch', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    const error = rejection(() => store.updateEvent(eventId, { eventId, extra: 1 } as never));
    expect(issuePaths(error)).toEqual(['eventId', 'extra']);
  });

  it('moves a patched event to its new dates in the list', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent({ dates: ['2026-11-24'] }));
    store.updateEvent(eventId, { dates: ['2026-12-20'] });
    expect(store.listEvents({ startDate: today, endDate: '2026-11-30' })).toEqual([]);
    expect(
      store.listEvents({ startDate: '2026-12-20', endDate: '2026-12-20' }).map((e) => e.eventId),
    ).toEqual([eventId]);
  });

  it('deletes an event from reads and lists', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    store.deleteEvent(eventId);
    expect(rejection(() => store.getEvent(eventId)).kind).toBe('not-found');
    expect(store.listEvents({ startDate: today, endDate: '2026-12-31' })).toEqual([]);
    expect(rejection(() => store.deleteEvent(eventId)).kind).toBe('not-found');
  });

  it('hands out copies that cannot change the store', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    event.dates.push('2030-01-01');
    event.name = 'Changed';
    expect(store.getEvent(event.eventId)).toMatchObject({
      name: 'Night of the Dinosaurs',
      dates: ['2026-11-28', '2026-11-29'],
    });
  });
});

describe('listing special events', () => {
  function storeWith(...events: Array<[name: string, dates: string[]]>) {
    const store = testStore();
    const ids = new Map(
      events.map(([name, dates]) => [name, store.createEvent(newEvent({ name, dates })).eventId]),
    );
    return { store, ids };
  }
  const names = (events: { name: string }[]) => events.map((event) => event.name);

  it('defaults to the week from today, both ends inclusive', () => {
    const { store } = storeWith(
      ['yesterday', ['2026-11-21']],
      ['today', [today]],
      ['in seven days', ['2026-11-29']],
      ['in eight days', ['2026-11-30']],
    );
    expect(names(store.listEvents())).toEqual(['today', 'in seven days']);
  });

  it('defaults endDate to seven days after a given startDate', () => {
    const { store } = storeWith(['a', ['2027-01-08']], ['b', ['2027-01-09']]);
    expect(names(store.listEvents({ startDate: '2027-01-01' }))).toEqual(['a']);
  });

  it('matches an event when any of its dates lies in the range', () => {
    const { store } = storeWith(['spanning', ['2026-11-01', '2026-12-15', '2027-02-01']]);
    expect(names(store.listEvents({ startDate: '2026-12-01', endDate: '2026-12-31' }))).toEqual(['spanning']);
    expect(store.listEvents({ startDate: '2026-12-16', endDate: '2027-01-31' })).toEqual([]);
  });

  it('orders by earliest matching date, then name, then id', () => {
    const { store } = storeWith(
      ['Zebra', ['2026-12-02']],
      ['Apple', ['2026-12-02']],
      ['Late', ['2026-11-01', '2026-12-03']],
      ['Early', ['2026-12-01', '2026-12-05']],
    );
    expect(names(store.listEvents({ startDate: '2026-12-01', endDate: '2026-12-31', limit: 30 }))).toEqual([
      'Early',
      'Apple',
      'Zebra',
      'Late',
    ]);
    // From 12-02 on, "Early" matches first on 12-05.
    expect(names(store.listEvents({ startDate: '2026-12-02', endDate: '2026-12-31' }))).toEqual([
      'Apple',
      'Zebra',
      'Late',
      'Early',
    ]);
  });

  it('breaks ties of date and name by id', () => {
    const store = testStore();
    const ids = [1, 2, 3].map(
      () => store.createEvent(newEvent({ name: 'Twin', dates: ['2026-12-01'] })).eventId,
    );
    const listed = store.listEvents({ startDate: '2026-12-01', endDate: '2026-12-01' }).map((e) => e.eventId);
    expect(listed).toEqual([...ids].sort());
  });

  it('pages without overlap or gaps, and a page past the end is empty', () => {
    const store = testStore();
    for (let i = 0; i < 25; i++)
      store.createEvent(newEvent({ name: `Event ${String(i).padStart(2, '0')}`, dates: ['2026-12-01'] }));
    const query = { startDate: '2026-12-01', endDate: '2026-12-01', limit: 10 };
    const pages = [1, 2, 3, 4].map((page) => names(store.listEvents({ ...query, page })));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5, 0]);
    expect(pages.flat()).toEqual(names(store.listEvents({ ...query, limit: 30 })));
  });

  it('defaults to 10 per page and allows up to 30', () => {
    const store = testStore();
    for (let i = 0; i < 31; i++) store.createEvent(newEvent({ dates: ['2026-12-01'] }));
    expect(store.listEvents({ startDate: '2026-12-01' })).toHaveLength(10);
    expect(store.listEvents({ startDate: '2026-12-01', limit: 30 })).toHaveLength(30);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 31 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ startDate: '2026-13-01' }, 'startDate'],
    [{ endDate: 'tomorrow' }, 'endDate'],
    [{ startDate: '2026-12-02', endDate: '2026-12-01' }, 'endDate'],
  ])('rejects the query %j naming %s', (query, path) => {
    expect(issuePaths(rejection(() => testStore().listEvents(query as never)))).toEqual([path]);
  });

  it('says that startDate must not be after endDate', () => {
    const message = 'startDate must not be after endDate';
    const error = rejection(() => testStore().listEvents({ startDate: '2026-12-02', endDate: '2026-12-01' }));
    expect(error.issues).toEqual([{ path: 'endDate', message }]);
    // The same when startDate is today by default.
    const byDefault = rejection(() => testStore().listEvents({ endDate: '2026-11-01' }));
    expect(byDefault.issues).toEqual([{ path: 'endDate', message }]);
  });

  it('rejects an endDate before today when startDate defaults to today', () => {
    expect(issuePaths(rejection(() => testStore().listEvents({ endDate: '2026-11-01' })))).toEqual([
      'endDate',
    ]);
  });
});

describe('buying tickets', () => {
  it('sells a general ticket on an open day with the general message', () => {
    const confirmation = testStore().buyTicket({
      ticketType: 'general',
      ticketDate: today,
      email: 'ada@example.com',
    });
    // Strict: a general ticket has no eventName key at all, not one holding undefined.
    expect(confirmation).toStrictEqual({
      message: 'Museum general entry ticket purchased',
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticketType: 'general',
      ticketDate: today,
      confirmationCode: expect.stringMatching(/^MUS-/),
    });
  });

  it('sells an event ticket with the event message and the event name', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const confirmation = store.buyTicket({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: '2026-11-28',
      email: 'ada@example.com',
      phone: '+1 (555) 010-2030',
    });
    expect(confirmation).toMatchObject({
      message: 'Museum special event ticket purchased',
      eventName: 'Night of the Dinosaurs',
      ticketType: 'event',
    });
    expect(store.getTicket(confirmation.ticketId)).toMatchObject({
      eventId: event.eventId,
      phone: '+1 (555) 010-2030',
    });
  });

  it('keeps only the fields a purchase gave: no eventName, eventId or phone on a plain general ticket', () => {
    const store = testStore();
    const { ticketId } = store.buyTicket({
      ticketType: 'general',
      ticketDate: today,
      email: 'ada@example.com',
    });
    expect(Object.keys(store.getTicket(ticketId)).sort()).toEqual([
      'confirmationCode',
      'email',
      'message',
      'purchasedAt',
      'ticketDate',
      'ticketId',
      'ticketType',
    ]);
  });

  it('says why a ticket date is refused, naming today or the event dates', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    const early = rejection(() =>
      store.buyTicket({ ticketType: 'general', ticketDate: '2026-11-21', email: 'a@example.com' }),
    );
    expect(early.issues).toEqual([{ path: 'ticketDate', message: 'Must be today (2026-11-22) or later' }]);
    const offDate = rejection(() =>
      store.buyTicket({ ticketType: 'event', eventId, ticketDate: '2026-11-27', email: 'a@example.com' }),
    );
    expect(offDate.issues).toEqual([
      { path: 'ticketDate', message: 'Not a date of this event (2026-11-28, 2026-11-29)' },
    ]);
  });

  it('names the missing event or ticket in a not-found error', () => {
    const store = testStore();
    const purchase = { ticketType: 'event', eventId: unknownId, ticketDate: today, email: 'a@example.com' };
    expect(rejection(() => store.buyTicket(purchase)).message).toBe(
      `Special event ${unknownId} does not exist`,
    );
    expect(rejection(() => store.getEvent(unknownId)).message).toBe(
      `Special event ${unknownId} does not exist`,
    );
    expect(rejection(() => store.getTicket(unknownId)).message).toBe(`Ticket ${unknownId} does not exist`);
  });

  it('names the id parameter when an id is not a uuid', () => {
    const store = testStore();
    expect(issuePaths(rejection(() => store.getTicket('nope')))).toEqual(['ticketId']);
    expect(issuePaths(rejection(() => store.getEvent('nope')))).toEqual(['eventId']);
  });

  it('finds a sold ticket by id in any case, as a copy', () => {
    const store = testStore();
    const { ticketId } = store.buyTicket({
      ticketType: 'general',
      ticketDate: today,
      email: 'a@example.com',
    });
    const found = store.findTicket(ticketId.toUpperCase());
    expect(found).toEqual(store.getTicket(ticketId));
    if (found) found.email = 'changed@example.com';
    expect(store.findTicket(ticketId)?.email).toBe('a@example.com');
  });

  it('finds the event of a ticket by id in any case, as reads do', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const confirmation = store.buyTicket({
      ticketType: 'event',
      eventId: event.eventId.toUpperCase(),
      ticketDate: '2026-11-28',
      email: 'ada@example.com',
    });
    expect(store.getTicket(confirmation.ticketId).eventId).toBe(event.eventId);
  });

  it('requires eventId for an event ticket', () => {
    const error = rejection(() =>
      testStore().buyTicket({ ticketType: 'event', ticketDate: today, email: 'a@example.com' }),
    );
    expect(error.issues).toContainEqual({ path: 'eventId', message: 'Required' });
  });

  it('refuses an eventId on a general ticket', () => {
    const purchase = { ticketType: 'general', eventId: unknownId, ticketDate: today, email: 'a@example.com' };
    expect(issuePaths(rejection(() => testStore().buyTicket(purchase)))).toEqual(['eventId']);
  });

  it('refuses an unknown or deleted event as not found', () => {
    const store = testStore();
    const purchase = (eventId: string) => ({
      ticketType: 'event',
      eventId,
      ticketDate: '2026-11-28',
      email: 'a@example.com',
    });
    expect(rejection(() => store.buyTicket(purchase(unknownId))).kind).toBe('not-found');
    const { eventId } = store.createEvent(newEvent());
    store.deleteEvent(eventId);
    expect(rejection(() => store.buyTicket(purchase(eventId))).kind).toBe('not-found');
  });

  it('rejects a ticket date that is not one of the event dates', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    const error = rejection(() =>
      store.buyTicket({ ticketType: 'event', eventId, ticketDate: '2026-11-27', email: 'a@example.com' }),
    );
    expect(issuePaths(error)).toEqual(['ticketDate']);
  });

  it('rejects dates before today, by the service clock', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent({ dates: ['2026-11-21', '2026-11-28'] }));
    expect(
      issuePaths(
        rejection(() =>
          store.buyTicket({ ticketType: 'general', ticketDate: '2026-11-21', email: 'a@example.com' }),
        ),
      ),
    ).toEqual(['ticketDate']);
    expect(
      issuePaths(
        rejection(() =>
          store.buyTicket({ ticketType: 'event', eventId, ticketDate: '2026-11-21', email: 'a@example.com' }),
        ),
      ),
    ).toEqual(['ticketDate']);
  });

  it('refuses a general ticket on a day the museum is closed', () => {
    // 2026-11-23 is a Monday: closed in the default schedule.
    const error = rejection(() =>
      testStore().buyTicket({ ticketType: 'general', ticketDate: '2026-11-23', email: 'a@example.com' }),
    );
    expect(error.issues).toEqual([{ path: 'ticketDate', message: 'The museum is closed on that day' }]);
  });

  it('sells event tickets on days the museum is otherwise closed', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent({ dates: ['2026-11-23'] }));
    expect(
      store.buyTicket({ ticketType: 'event', eventId, ticketDate: '2026-11-23', email: 'a@example.com' })
        .ticketType,
    ).toBe('event');
  });

  it.each(['not-an-email', 'a@', '@example.com', `${'x'.repeat(250)}@example.com`])(
    'rejects the e-mail %s',
    (email) => {
      expect(
        issuePaths(
          rejection(() => testStore().buyTicket({ ticketType: 'general', ticketDate: today, email })),
        ),
      ).toEqual(['email']);
    },
  );

  it.each(['call me', '12', '+1 555 010 2030 555 010 2030 5', '555-0100 ext. 4'])(
    'rejects the phone number %j',
    (phone) => {
      const purchase = { ticketType: 'general', ticketDate: today, email: 'a@example.com', phone };
      expect(issuePaths(rejection(() => testStore().buyTicket(purchase)))).toEqual(['phone']);
    },
  );

  it('rejects an unknown ticketType and a missing body', () => {
    expect(
      issuePaths(
        rejection(() =>
          testStore().buyTicket({ ticketType: 'vip', ticketDate: today, email: 'a@example.com' }),
        ),
      ),
    ).toEqual(['ticketType']);
    expect(rejection(() => testStore().buyTicket(undefined)).kind).toBe('invalid');
    expect(rejection(() => testStore().buyTicket([])).kind).toBe('invalid');
  });

  it('hands out unique ticket ids and confirmation codes', () => {
    const store = testStore();
    const tickets = Array.from({ length: 2000 }, () =>
      store.buyTicket({ ticketType: 'general', ticketDate: today, email: 'a@example.com' }),
    );
    expect(new Set(tickets.map((t) => t.ticketId)).size).toBe(2000);
    expect(new Set(tickets.map((t) => t.confirmationCode)).size).toBe(2000);
  });

  it('keeps the event name on a ticket after its event is deleted', () => {
    const store = testStore();
    const { eventId } = store.createEvent(newEvent());
    const { ticketId } = store.buyTicket({
      ticketType: 'event',
      eventId,
      ticketDate: '2026-11-28',
      email: 'a@example.com',
    });
    store.deleteEvent(eventId);
    expect(store.getTicket(ticketId).eventName).toBe('Night of the Dinosaurs');
  });

  it('tells an invalid ticket id from an unknown one', () => {
    expect(rejection(() => testStore().getTicket('nope')).kind).toBe('invalid');
    expect(rejection(() => testStore().getTicket(unknownId)).kind).toBe('not-found');
    expect(testStore().findTicket(unknownId)).toBeUndefined();
  });
});

describe('buying tickets in Museum API 1.2', () => {
  it('sells a general ticket without an e-mail address and keeps none', () => {
    const store = testStore();
    const confirmation = store.buyTicket({ ticketType: 'general', ticketDate: today }, '1.2');
    expect(confirmation).toEqual({
      message: 'Museum general entry ticket purchased',
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticketType: 'general',
      ticketDate: today,
      confirmationCode: expect.stringMatching(/^MUS-/),
    });
    expect(store.getTicket(confirmation.ticketId)).not.toHaveProperty('email');
  });

  it("answers an event ticket with the event's id and no event name", () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const confirmation = store.buyTicket(
      { ticketType: 'event', eventId: event.eventId.toUpperCase(), ticketDate: '2026-11-28' },
      '1.2',
    );
    expect(confirmation).toMatchObject({ eventId: event.eventId, ticketType: 'event' });
    expect(confirmation).not.toHaveProperty('eventName');
  });

  it('refuses a phone number, which 1.2 no longer has', () => {
    const error = rejection(() =>
      testStore().buyTicket({ ticketType: 'general', ticketDate: today, phone: '+1 555 0100' }, '1.2'),
    );
    expect(issuePaths(error)).toEqual(['phone']);
  });

  it('keeps the rules of the day in 1.2: a closed day is refused', () => {
    const error = rejection(() =>
      testStore().buyTicket({ ticketType: 'general', ticketDate: '2026-11-23' }, '1.2'),
    );
    expect(error.issues).toEqual([{ path: 'ticketDate', message: 'The museum is closed on that day' }]);
  });

  it('still requires an e-mail address in 1.1', () => {
    expect(
      issuePaths(rejection(() => testStore().buyTicket({ ticketType: 'general', ticketDate: today }))),
    ).toEqual(['email']);
  });
});

describe('museum hours', () => {
  it('lists open days from today, skipping closed Mondays', () => {
    expect(testStore().listMuseumHours({ limit: 3 })).toEqual([
      { date: '2026-11-22', timeOpen: '09:00', timeClose: '18:00' },
      { date: '2026-11-24', timeOpen: '09:00', timeClose: '18:00' },
      { date: '2026-11-25', timeOpen: '09:00', timeClose: '18:00' },
    ]);
  });

  it('pages by open days', () => {
    const store = testStore();
    const all = store.listMuseumHours({ startDate: '2026-12-01', limit: 30 });
    const second = store.listMuseumHours({ startDate: '2026-12-01', page: 2, limit: 7 });
    expect(second).toEqual(all.slice(7, 14));
  });

  it('follows a configured schedule with exceptions', () => {
    const open = { timeOpen: '10:00', timeClose: '16:00' };
    const store = testStore({
      schedule: {
        weekly: [null, open, open, open, open, open, null],
        exceptions: { '2026-12-25': null, '2026-12-27': { timeOpen: '12:00', timeClose: '15:00' } },
      },
    });
    expect(store.listMuseumHours({ startDate: '2026-12-24', limit: 3 })).toEqual([
      { date: '2026-12-24', ...open },
      { date: '2026-12-27', timeOpen: '12:00', timeClose: '15:00' },
      { date: '2026-12-28', ...open },
    ]);
  });

  it('looks at most a year ahead, so a paging client reaches the end', () => {
    const store = testStore();
    const openDaysInHorizon = store.listMuseumHours({ startDate: today, limit: 30, page: 11 }).length;
    expect(openDaysInHorizon).toBeLessThan(30);
    expect(store.listMuseumHours({ startDate: today, page: 100 })).toEqual([]);
    const closed = testStore({ schedule: { weekly: [null, null, null, null, null, null, null] } });
    expect(closed.listMuseumHours()).toEqual([]);
  });

  it('looks 366 days ahead from startDate, the last of them included', () => {
    const closed = [null, null, null, null, null, null, null] as const;
    const open = { timeOpen: '10:00', timeClose: '16:00' };
    const store = testStore({
      schedule: { weekly: [...closed], exceptions: { '2027-11-22': open, '2027-11-23': open } },
    });
    // 2027-11-22 is day 365 counting today as day 0; 2027-11-23 is one day past the horizon.
    expect(store.listMuseumHours()).toEqual([{ date: '2027-11-22', ...open }]);
  });

  it('switches to a new schedule and keeps its events, refusing a bad one whole', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    const closed = {
      weekly: [null, null, null, null, null, null, null] as [null, null, null, null, null, null, null],
    };
    store.setSchedule(closed);
    expect(store.listMuseumHours()).toEqual([]);
    expect(store.getEvent(event.eventId)).toEqual(event);
    const bad = { timeOpen: '18:00', timeClose: '09:00' };
    const error = rejection(() => store.setSchedule({ weekly: [bad, null, null, null, null, null, null] }));
    expect(issuePaths(error)).toEqual(['schedule.weekly.0']);
    expect(store.schedule.weekly).toEqual(closed.weekly);
  });

  it('rejects a schedule whose day closes before it opens', () => {
    const bad = { timeOpen: '18:00', timeClose: '09:00' };
    const error = rejection(
      () => new MuseumStore({ schedule: { weekly: [bad, null, null, null, null, null, null] } }),
    );
    expect(issuePaths(error)).toEqual(['schedule.weekly.0']);
  });

  it.each([[{ page: 0 }], [{ limit: 31 }], [{ startDate: '2026-02-30' }], [{ endDate: today }]])(
    'rejects the query %j',
    (query) => {
      expect(rejection(() => testStore().listMuseumHours(query as never)).kind).toBe('invalid');
    },
  );
});

describe('snapshots, reset and determinism', () => {
  /** Two events, an event ticket and a general ticket (with a phone number). */
  function populated(store = testStore()) {
    const event = store.createEvent(newEvent());
    store.createEvent(newEvent({ name: 'Second' }));
    store.buyTicket({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: '2026-11-28',
      email: 'a@example.com',
    });
    store.buyTicket({
      ticketType: 'general',
      ticketDate: today,
      email: 'b@example.com',
      phone: '+1 555 0100',
    });
    return store;
  }

  it('gives the same ids and codes for the same seed and calls', () => {
    expect(populated().snapshot()).toEqual(populated().snapshot());
    expect(populated(testStore({ randomSeed: 'other' })).snapshot()).not.toEqual(populated().snapshot());
  });

  it('restores a snapshot exactly, through JSON', () => {
    const store = populated();
    const saved = JSON.parse(JSON.stringify(store.snapshot()));
    const next = store.createEvent(newEvent({ name: 'After' }));
    store.restore(saved);
    expect(store.snapshot()).toEqual(saved);
    // The seeded sequence resumes where the snapshot was taken, so ids repeat.
    expect(store.createEvent(newEvent({ name: 'After' })).eventId).toBe(next.eventId);
  });

  it('reads the random position that a snapshot records, and none when unseeded', () => {
    const store = populated();
    expect(store.randomState).toBe(store.snapshot().randomState);
    expect(store.randomState).toBeTypeOf('number');
    expect(new MuseumStore().randomState).toBeUndefined();
  });

  it('leaves the store unchanged when a snapshot is invalid', () => {
    const store = populated();
    const before = store.snapshot();
    const broken = { ...before, events: [...before.events, { ...before.events[0], price: -1 }] };
    expect(rejection(() => store.restore(broken as never)).kind).toBe('invalid');
    const duplicated = { ...before, events: [before.events[0], before.events[0]] };
    expect(rejection(() => store.restore(duplicated as never)).issues).toEqual([
      { path: 'events.1.eventId', message: 'Duplicate value' },
    ]);
    const [first, second] = before.tickets as [Ticket, Ticket];
    const sameId = { ...before, tickets: [first, { ...second, ticketId: first.ticketId }] };
    expect(issuePaths(rejection(() => store.restore(sameId)))).toEqual(['tickets.1.ticketId']);
    const sameCode = { ...before, tickets: [first, { ...second, confirmationCode: first.confirmationCode }] };
    expect(issuePaths(rejection(() => store.restore(sameCode)))).toEqual(['tickets.1.confirmationCode']);
    expect(rejection(() => store.restore({ version: 2 } as never)).kind).toBe('invalid');
    expect(store.snapshot()).toEqual(before);
  });

  it('treats ids in a snapshot case-insensitively, as every lookup does', () => {
    const store = populated();
    const saved = store.snapshot();
    const shouting = {
      ...saved,
      events: saved.events.map((event) => ({ ...event, eventId: event.eventId.toUpperCase() })),
      tickets: saved.tickets.map((ticket) => ({
        ...ticket,
        ticketId: ticket.ticketId.toUpperCase(),
        ...(ticket.eventId === undefined ? {} : { eventId: ticket.eventId.toUpperCase() }),
      })),
    };
    store.restore(shouting);
    expect(store.snapshot()).toStrictEqual(saved);
    const [ticket] = saved.tickets;
    expect(store.getTicket(ticket?.ticketId ?? '')).toEqual(ticket);
    const [event] = saved.events;
    const twice = { ...saved, events: [event, { ...event, eventId: event?.eventId.toUpperCase() }] };
    expect(issuePaths(rejection(() => store.restore(twice as never)))).toEqual(['events.1.eventId']);
  });

  it('clears everything and restarts the seeded sequence on reseed', () => {
    const store = populated();
    const first = store.snapshot();
    store.clear();
    expect([store.eventCount, store.ticketCount]).toEqual([0, 0]);
    expect(store.listEvents({ startDate: today, endDate: '2026-12-31' })).toEqual([]);
    store.reseed();
    populated(store);
    expect(store.snapshot()).toEqual(first);
  });

  it('never hands out an event id it holds, even when a reseeded sequence draws it again', () => {
    const store = testStore();
    const event = store.createEvent(newEvent());
    store.reseed();
    expect(store.createEvent(newEvent()).eventId).not.toBe(event.eventId);
    expect(store.eventCount).toBe(2);
  });

  it('never hands out a ticket id it holds, even when a reseeded sequence draws it again', () => {
    const store = testStore();
    const purchase = { ticketType: 'general', ticketDate: today, email: 'a@example.com' } as const;
    const first = store.buyTicket(purchase);
    store.reseed();
    expect(store.buyTicket(purchase).ticketId).not.toBe(first.ticketId);
    expect(store.ticketCount).toBe(2);
  });

  it('never hands out the confirmation code of a restored ticket', () => {
    const purchase = { ticketType: 'general', ticketDate: today, email: 'a@example.com' } as const;
    // The code a fresh store with this seed draws first, held by a restored ticket of another id.
    const source = testStore();
    const next = source.buyTicket(purchase);
    const held = { ...source.getTicket(next.ticketId), ticketId: '00000000-0000-4000-8000-000000000001' };
    const store = testStore();
    store.restore({ version: 1, events: [], tickets: [held] });
    const bought = store.buyTicket(purchase);
    expect(bought.ticketId).toBe(next.ticketId);
    expect(bought.confirmationCode).not.toBe(next.confirmationCode);
  });

  it('records no randomState for an unseeded store, and stays unseeded through restore and reseed', () => {
    const seeded = populated().snapshot();
    const store = new MuseumStore({ clock: `${today}T12:00:00Z` });
    expect(Object.keys(store.snapshot())).not.toContain('randomState');
    store.restore(seeded);
    store.reseed();
    expect(store.randomState).toBeUndefined();
    expect(store.createEvent(newEvent()).eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps its own sequence when a snapshot records none', () => {
    const store = populated();
    const { randomState: _none, ...withoutState } = store.snapshot();
    const before = store.randomState;
    store.restore(withoutState);
    expect(store.randomState).toBe(before);
  });

  it('imports events with their own ids and refuses a taken id', () => {
    const store = testStore();
    const event = { eventId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10', ...newEvent() };
    expect(store.importEvent(event)).toEqual(event);
    expect(
      rejection(() => store.importEvent({ ...event, eventId: event.eventId.toUpperCase() })).issues,
    ).toEqual([{ path: 'eventId', message: 'An event with this id exists' }]);
  });

  it('reads the clock on every call, so a moving clock moves "today" and "now"', () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const store = new MuseumStore({ clock: () => now });
    expect(store.today()).toBe('2026-11-22');
    expect(store.now()).toEqual(now);
    now = new Date('2026-11-24T00:00:00Z');
    expect(store.today()).toBe('2026-11-24');
    expect(store.now()).toEqual(now);
  });
});

function addDaysFrom(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
