import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

/** A list of `total` numbers served in pages, recording every page asked for. */
function pagedList(total: number) {
  const asked: Array<{ page?: number; limit?: number }> = [];
  const fetchPage = async (query: { page?: number; limit?: number }) => {
    asked.push(query);
    const { page = 1, limit = 10 } = query;
    return Array.from({ length: total }, (_, index) => index).slice((page - 1) * limit, page * limit);
  };
  return { asked, fetchPage };
}

describe('paginate', () => {
  it('yields every item and stops after the first short page', async () => {
    const { asked, fetchPage } = pagedList(5);
    const items: number[] = [];
    for await (const item of paginate(fetchPage, { limit: 2 })) items.push(item);
    expect(items).toEqual([0, 1, 2, 3, 4]);
    expect(asked).toEqual([
      { page: 1, limit: 2 },
      { page: 2, limit: 2 },
      { page: 3, limit: 2 },
    ]);
  });

  it('ends on an empty first page', async () => {
    const { asked, fetchPage } = pagedList(0);
    const items: number[] = [];
    for await (const item of paginate(fetchPage, {})) items.push(item);
    expect(items).toEqual([]);
    expect(asked).toEqual([{ page: 1, limit: 30 }]);
  });

  it('starts at the given page and keeps the rest of the query', async () => {
    const asked: unknown[] = [];
    const walk = paginate(
      async (query: { startDate: string; page?: number; limit?: number }) => {
        asked.push(query);
        return [];
      },
      { startDate: '2026-12-01', page: 4, limit: 7 },
    );
    await walk.next();
    expect(asked).toEqual([{ startDate: '2026-12-01', page: 4, limit: 7 }]);
  });

  it('fetches nothing until asked and nothing more after the consumer stops', async () => {
    const { asked, fetchPage } = pagedList(100);
    const walk = paginate(fetchPage, { limit: 10 });
    expect(asked).toHaveLength(0);
    for await (const item of walk) if (item === 12) break;
    expect(asked).toHaveLength(2);
  });
});
