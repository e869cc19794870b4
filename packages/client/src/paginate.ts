import type { limits, PageQuery } from '@museum-api/core';

// The largest page the API serves (core's `limits.pageSizeMax`, pinned by the type so the two
// cannot drift): the fewest round trips. Kept as a literal so this entry stays free of core's code.
const pageSizeMax: typeof limits.pageSizeMax = 30;

/**
 * Walks a paged list lazily: fetches page `query.page` (default 1) when the first item is
 * wanted, the next page only when the current one is used up, and stops after a page shorter
 * than `limit` (an empty page included), so the last page costs no extra request.
 *
 * @example
 * ```ts
 * for await (const event of paginate((query) => client.listSpecialEvents(query), { startDate: '2026-12-01' })) {
 *   console.log(event.name);
 * }
 * ```
 */
export async function* paginate<Item, Query extends PageQuery>(
  fetchPage: (query: Query) => Promise<Item[]>,
  query: Query,
): AsyncGenerator<Item, void, undefined> {
  const limit = query.limit ?? pageSizeMax;
  for (let page = query.page ?? 1; ; page++) {
    const items = await fetchPage({ ...query, page, limit });
    yield* items;
    if (items.length < limit) return;
  }
}
