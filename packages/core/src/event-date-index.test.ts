import { describe, expect, it } from 'vitest';
import { EventDateIndex } from './event-date-index.ts';
import { addDays } from './iso-date.ts';

/** Every id the index lists between two dates, in one page. */
const all = (index: EventDateIndex, start = '2026-01-01', end = '2027-12-31') =>
  index.page(start, end, 0, Number.MAX_SAFE_INTEGER);

describe('the event date index', () => {
  it('lists each event once, at its earliest date in the range, then by name and id', () => {
    const index = new EventDateIndex();
    index.add('id-3', 'Bravo', ['2026-12-01']);
    index.add('id-2', 'Alpha', ['2026-12-01', '2026-12-03']);
    index.add('id-1', 'Alpha', ['2026-12-01']);
    index.add('id-0', 'Zulu', ['2026-11-30', '2026-12-02']);
    expect(all(index)).toEqual(['id-0', 'id-1', 'id-2', 'id-3']);
    expect(all(index, '2026-12-01')).toEqual(['id-1', 'id-2', 'id-3', 'id-0']);
    expect(all(index, '2026-12-02', '2026-12-02')).toEqual(['id-0']);
  });

  it('skips the events of earlier pages and stops at the limit', () => {
    const index = new EventDateIndex();
    for (const id of ['a', 'b', 'c', 'd']) index.add(id, 'Same', ['2026-12-01', '2026-12-02']);
    expect(index.page('2026-12-01', '2026-12-02', 1, 2)).toEqual(['b', 'c']);
    expect(index.page('2026-12-01', '2026-12-02', 4, 2)).toEqual([]);
  });

  it('lists a large batch of additions in the same order as additions one at a time', () => {
    const events = Array.from({ length: 150 }, (_, i) => ({
      id: `id-${String((i * 37) % 150).padStart(3, '0')}`,
      name: ['Delta', 'Alpha', 'Charlie'][i % 3] as string,
      dates: [addDays('2026-12-01', (i * 7) % 20), addDays('2026-12-01', ((i * 11) % 20) + 20)],
    }));
    const oneByOne = new EventDateIndex();
    for (const event of events) {
      oneByOne.add(event.id, event.name, event.dates);
      oneByOne.page('2026-12-01', '2026-12-01', 0, 1);
    }
    // Half first, so the batch merges into entries already held.
    const batched = new EventDateIndex();
    for (const event of events.slice(0, 75)) batched.add(event.id, event.name, event.dates);
    batched.page('2026-12-01', '2026-12-01', 0, 1);
    for (const event of events.slice(75)) batched.add(event.id, event.name, event.dates);
    expect(all(batched)).toHaveLength(150);
    expect(all(batched)).toEqual(all(oneByOne));
    expect(all(batched, '2026-12-10', '2026-12-25')).toEqual(all(oneByOne, '2026-12-10', '2026-12-25'));
  });

  it('merges a large batch that sorts wholly before, or wholly after, the entries it holds', () => {
    const batch = (prefix: string, start: string) =>
      Array.from(
        { length: 70 },
        (_, i) => [`${prefix}-${String(i).padStart(2, '0')}`, addDays(start, i)] as const,
      );
    const index = new EventDateIndex();
    for (const [id, date] of batch('b', '2027-03-01')) index.add(id, 'Same', [date]);
    all(index);
    for (const [id, date] of batch('a', '2026-12-01')) index.add(id, 'Same', [date]);
    all(index);
    for (const [id, date] of batch('c', '2027-07-01')) index.add(id, 'Same', [date]);
    const ids = [...batch('a', '2026-12-01'), ...batch('b', '2027-03-01'), ...batch('c', '2027-07-01')].map(
      ([id]) => id,
    );
    expect(all(index)).toEqual(ids);
  });

  it('removes exactly the entries of the event it is given', () => {
    const index = new EventDateIndex();
    index.add('a', 'Alpha', ['2026-12-01', '2026-12-05']);
    index.add('b', 'Bravo', ['2026-12-03']);
    index.remove('a', 'Alpha', ['2026-12-01', '2026-12-05']);
    expect(all(index)).toEqual(['b']);
  });

  it('changes nothing when asked to remove entries it does not hold', () => {
    const index = new EventDateIndex();
    index.add('a', 'Alpha', ['2026-12-01']);
    index.add('b', 'Bravo', ['2026-12-03']);
    index.remove('a', 'Alpha', ['2026-12-02']);
    index.remove('c', 'Charlie', ['2026-12-03']);
    index.remove('z', 'Zulu', ['2027-01-01']);
    expect(all(index)).toEqual(['a', 'b']);
  });

  it('holds nothing after clear, added or waiting to be sorted in', () => {
    const index = new EventDateIndex();
    index.add('a', 'Alpha', ['2026-12-01']);
    all(index);
    index.add('b', 'Bravo', ['2026-12-02']);
    index.clear();
    expect(all(index)).toEqual([]);
    index.add('c', 'Charlie', ['2026-12-03']);
    expect(all(index)).toEqual(['c']);
  });
});
