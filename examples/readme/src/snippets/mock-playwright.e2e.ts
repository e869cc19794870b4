// The mock README's Playwright block: a spec the web example's Playwright suite runs against its
// app (examples/web/playwright.config.ts, project `readme`), with that config's `baseURL`.
// #region playwright
import { expect, test } from '@museum-api/mock/playwright';

// Any createMuseumMock option; every test still gets a mock of its own.
test.use({ museumMock: { random: 'shop' } });

test('a visitor is told why the events did not load', async ({ page, museum }) => {
  museum.fault('listSpecialEvents', { status: 503, problem: { detail: 'Back soon.' } }, { times: 'always' });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Could not load events: Back soon.');
  expect(museum.journal.last('listSpecialEvents')?.intervention).toBe('fault');
});
// #endregion playwright

test('the mock of the next test starts from the seed again', async ({ museum }) => {
  expect(museum.journal.count()).toBe(0);
  expect(museum.store.allTickets()).toHaveLength(2);
});
