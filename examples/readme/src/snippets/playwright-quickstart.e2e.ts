// The Playwright package README's first block: a spec the web example's Playwright suite runs against its
// app (examples/web/playwright.config.ts, project `readme`), with that config's `baseURL`.
// #region playwright
import { expect, test } from '@museum-api/playwright';

// Any createMuseumMock option; every test still gets a mock of its own.
test.use({ museumMock: { randomSeed: 'shop' } });

test('a visitor is told why the events did not load', async ({ page, museum }) => {
  await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
  await page.goto('/');
  await expect(page.getByRole('status')).toContainText('Could not load events');
  const [last] = await museum.journal.entries({ operation: 'listSpecialEvents', limit: 1 });
  expect(last?.intervention).toBe('fault');
  // In this mode `museum.mock` is the test's MuseumMock itself: store, overrides, custom problems.
  if (museum.mode === 'in-process') expect(museum.mock.store.allTickets()).toHaveLength(2);
});
// #endregion playwright

test('the mock of the next test starts from the seed again', async ({ museum }) => {
  expect(await museum.journal.entries()).toEqual([]);
  expect((await museum.snapshot()).tickets).toHaveLength(2);
});
