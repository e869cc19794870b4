// Development, as `pnpm dev` serves it: msw's Vite plugin puts the mock under the server rendering
// (interceptors in this process) and under the page (its service worker), each checked through
// that side's own journal.

import { fileURLToPath } from 'node:url';
import type { MuseumMock } from '@museum-api/mock';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../web/test/launch-chromium.ts';
import { type AppServer, startAppServer } from '../src/app-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer({ root });
  return () => app.close();
});

/** The server rendering's mock: the module its entry imported, from Vite's server module graph. */
async function renderingMock(): Promise<MuseumMock> {
  const loaded = (await app.vite?.ssrLoadModule('/src/museum-mock.ts')) as { mock: MuseumMock } | undefined;
  if (!loaded) throw new Error('the app is not on its development server');
  return loaded.mock;
}

test('the server renders the events the mock answered in this process', async () => {
  const html = await (await fetch(app.url)).text();

  const [listed, ...more] = (await renderingMock()).journal.filter('listSpecialEvents');
  expect(more).toEqual([]);
  // The rendering's request reached the mock, as the list operation, answered by the mock's rules.
  expect(listed).toMatchObject({ status: 200, username: 'ssr-app' });
  expect(listed?.intervention).toBeUndefined();
  const names = listed?.responseBody?.map(({ name }) => name) ?? [];
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(html).toContain(`<h2>${name}</h2>`);
});

let chromium: LaunchedChromium | undefined;
afterAll(() => chromium?.close());

test("the page's refresh is answered by the mock in its service worker", async () => {
  chromium = await launchChromium();
  const page = await chromium.context.newPage();
  await page.goto(app.url);
  // A cold dev server transforms the mock's modules for the page and may reload it once to
  // pre-bundle a dependency: wait with a locator, which rides through the reload.
  await page.locator('html[data-museum-mock="on"]').waitFor({ timeout: 90_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/mockServiceWorker\.js$/,
  );
  const renderedOnServer = await page.locator('h2').allTextContents();
  const serverJournal = (await renderingMock()).journal;
  const renderedRequests = serverJournal.filter('listSpecialEvents').length;

  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#app[data-refreshed]').waitFor();

  const pageJournal = await page.evaluate(() =>
    window.__museumMock?.journal.filter('listSpecialEvents').map(({ status, intervention, username }) => ({
      status,
      intervention: intervention ?? 'none',
      username,
    })),
  );
  expect(pageJournal).toEqual([{ status: 200, intervention: 'none', username: 'ssr-app' }]);
  // Both mocks start from the same seed, so the page refreshes to what the server rendered.
  expect(await page.locator('h2').allTextContents()).toEqual(renderedOnServer);
  // And the server's mock saw only the renderings, not the page's request.
  expect(serverJournal.filter('listSpecialEvents')).toHaveLength(renderedRequests);
});
