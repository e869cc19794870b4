import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import type { SpecialEvent } from './schemas/special-event.ts';
import { newEvent, testStore } from './test-support/fixtures.ts';

// A small date range and few names force many ties, which is where ordering bugs hide.
const dayOffset = fc.integer({ min: 0, max: 40 });
const eventShape = fc.record({
  name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'alpha', 'Éclair'),
  offsets: fc.uniqueArray(dayOffset, { minLength: 1, maxLength: 5 }),
});
const base = '2026-12-01';

/** The list semantics of docs/http-contract.md, written the obvious slow way. */
function referenceList(events: SpecialEvent[], start: string, end: string, page: number, limit: number) {
  const rank = (a: [string, SpecialEvent], b: [string, SpecialEvent]) =>
    a[0] !== b[0]
      ? a[0] < b[0]
        ? -1
        : 1
      : a[1].name !== b[1].name
        ? a[1].name < b[1].name
          ? -1
          : 1
        : a[1].eventId < b[1].eventId
          ? -1
          : 1;
  return events
    .flatMap((event): Array<[string, SpecialEvent]> => {
      const first = [...event.dates].sort().find((date) => date >= start && date <= end);
      return first ? [[first, event]] : [];
    })
    .sort(rank)
    .slice((page - 1) * limit, page * limit)
    .map(([, event]) => event.eventId);
}

describe('listing special events, property-based', () => {
  it('returns exactly the reference page for any events, range and paging', () => {
    fc.assert(
      fc.property(
        fc.array(eventShape, { maxLength: 40 }),
        dayOffset,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (shapes, startOffset, span, page, limit) => {
          const store = testStore();
          const events = shapes.map(({ name, offsets }) =>
            store.createEvent(newEvent({ name, dates: offsets.map((offset) => addDays(base, offset)) })),
          );
          const startDate = addDays(base, startOffset);
          const endDate = addDays(startDate, span);
          const listed = store.listEvents({ startDate, endDate, page, limit }).map((event) => event.eventId);
          expect(listed).toEqual(referenceList(events, startDate, endDate, page, limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pages concatenate to the whole list, with no event twice', () => {
    fc.assert(
      fc.property(
        fc.array(eventShape, { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (shapes, limit) => {
          const store = testStore();
          for (const { name, offsets } of shapes) {
            store.createEvent(newEvent({ name, dates: offsets.map((offset) => addDays(base, offset)) }));
          }
          const query = { startDate: base, endDate: addDays(base, 40) };
          const all = store
            .listEvents({ ...query, limit: 30, page: 1 })
            .concat(store.listEvents({ ...query, limit: 30, page: 2 }));
          const paged: string[] = [];
          for (let page = 1; page <= Math.ceil(shapes.length / limit) + 1; page++) {
            paged.push(...store.listEvents({ ...query, page, limit }).map((event) => event.eventId));
          }
          expect(paged).toEqual(all.map((event) => event.eventId));
          expect(new Set(paged).size).toBe(paged.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stays consistent with the reference through any mix of creates, patches and deletes', () => {
    const operation = fc.oneof(
      fc.record({ op: fc.constant('create' as const), shape: eventShape }),
      fc.record({ op: fc.constant('patch' as const), pick: fc.nat(), shape: eventShape }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), dayOffset, (operations, startOffset) => {
        const store = testStore();
        const live = new Map<string, SpecialEvent>();
        for (const step of operations) {
          const ids = [...live.keys()];
          if (step.op === 'create') {
            const dates = step.shape.offsets.map((offset) => addDays(base, offset));
            const event = store.createEvent(newEvent({ name: step.shape.name, dates }));
            live.set(event.eventId, event);
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length] as string;
            if (step.op === 'delete') {
              store.deleteEvent(id);
              live.delete(id);
            } else {
              const dates = step.shape.offsets.map((offset) => addDays(base, offset));
              live.set(id, store.updateEvent(id, { name: step.shape.name, dates }));
            }
          }
        }
        const startDate = addDays(base, startOffset);
        const endDate = addDays(base, 40);
        const listed = store.listEvents({ startDate, endDate, limit: 30 }).map((event) => event.eventId);
        expect(listed).toEqual(referenceList([...live.values()], startDate, endDate, 1, 30));
      }),
      { numRuns: 200 },
    );
  });
});
