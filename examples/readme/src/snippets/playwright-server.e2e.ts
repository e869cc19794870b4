// The Playwright package README's server-mode block: run by the web example's Playwright suite
// (project `readme-server`) against the copy of its app that calls the standalone server, whose
// address the suite's global setup puts in MUSEUM_MOCK_URL.
// #region playwright-server
import { expect, test } from '@museum-api/playwright';

// A server started with `museum-mock --admin`, which the app under test calls.
test.use({ museumMock: { mode: 'server', url: process.env.MUSEUM_MOCK_URL ?? 'http://127.0.0.1:4010' } });

test('a closed museum, in this test’s session only', async ({ page, museum }) => {
  await museum.useScenario('closed');
  await page.goto('/');
  await expect(page.getByLabel('Open today')).toHaveText(/^Closed today/);
  expect(await museum.journal.entries({ operation: 'getMuseumHours' })).not.toHaveLength(0);
});
// #endregion playwright-server

test('the next test’s session starts from the seed again', async ({ page, museum }) => {
  expect(museum.mode === 'server' && museum.session).toMatch(/^pw-\d+-[0-9a-f]{8}-\d+$/);
  expect(await museum.journal.entries()).toEqual([]);
  await page.goto('/');
  // The closed scenario has no event in the next eight weeks; the seed has some from today.
  await expect(page.getByRole('list', { name: 'Events' }).locator(':scope > li')).not.toHaveCount(0);
});
