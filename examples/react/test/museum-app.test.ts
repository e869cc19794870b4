// End to end: the React app in Vite's dev server, on the mock's service worker, driven in
// Debian's headless Chromium. The browser helpers are examples/web's, shared rather than copied.
// Faults reach the worker's mock through the app's dev-only `window.__museumMock` hook.

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { addDays } from '@museum-api/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../web/test/launch-chromium.ts';
import { scanTicketImage } from '../../web/test/scan-ticket-image.ts';
import { type ServedApp, serveApp } from '../../web/test/serve-app.ts';
import { pageSize } from '../src/events-list.tsx';
import { utcToday } from '../src/format.ts';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const screenshots = new URL('../test-results/', import.meta.url);
let app: ServedApp;
let chromium: LaunchedChromium;
let page: Page;

beforeAll(async () => {
  [app, chromium] = await Promise.all([serveApp(appRoot), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
});
afterAll(async () => {
  await chromium?.close();
  await app?.server.close();
});
beforeEach(async () => {
  // A new tab has its own session storage, so each test starts from the mock's seed.
  page = await chromium.context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(app.url);
  // The first visit may wait for Vite to pre-bundle React and reload once; a locator rides through.
  await eventCards().first().waitFor({ timeout: 60_000 });
  // Set once per page: still there at the end means no test reloaded the page to see a change.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  return async () => {
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
    await page.close();
    expect(pageErrors).toEqual([]);
  };
});

const eventCards = () => page.getByRole('list', { name: 'Events' }).locator(':scope > li');
const eventNames = () => eventCards().locator('h3').allTextContents();
const curatedNames = () =>
  page.getByRole('list', { name: 'Curated events' }).locator(':scope > li h3').allTextContents();
const alerts = () => page.getByRole('alert').allTextContents();
/** Statuses of the requests the worker's mock answered for an operation, oldest first. */
const statuses = (operation: 'listSpecialEvents' | 'createSpecialEvent') =>
  page.evaluate((name) => window.__museumMock?.journal.filter(name).map(({ status }) => status), operation);

/** Loads every page of the visitors' list and returns the names it shows. */
async function loadAllEvents(): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Events' });
  const more = page.getByRole('button', { name: 'Load more' });
  await page
    .getByText(/^That is every upcoming event|^No events/)
    .or(more)
    .first()
    .waitFor();
  while (await more.isVisible()) {
    const shown = Number(await list.getAttribute('data-pages'));
    await more.click();
    // The page count and the button come from one render: once the page lands, both are current.
    await expect.poll(async () => Number(await list.getAttribute('data-pages'))).toBe(shown + 1);
  }
  return eventNames();
}

test('a visitor loads more events, a page at a time, until there are no more', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  const firstPage = await eventNames();

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(eventNames).toHaveLength(pageSize * 2);
  expect((await eventNames()).slice(0, pageSize)).toEqual(firstPage);

  const all = await loadAllEvents();
  // The mock's default seed has eight events in the coming weeks.
  expect(all).toHaveLength(8);
  expect(new Set(all).size).toBe(8);
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  const pages = await page.evaluate(() =>
    window.__museumMock?.journal.filter('listSpecialEvents').map(({ query }) => query.page),
  );
  expect(pages).toEqual(['1', '2', '3']);
});

test('a visitor opens an event, buys a ticket and gets a QR code that scans to it', async () => {
  const card = eventCards().first();
  const eventName = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('button', { name: 'Details and tickets' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe(eventName);

  const form = page.getByRole('form', { name: `Tickets for ${eventName}` });
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: /^Buy ticket/ }).click();

  const ticket = page.getByRole('region', { name: 'Your ticket' });
  await ticket.waitFor();
  const [shownEvent, , confirmationCode = ''] = await ticket.locator('dd').allTextContents();
  expect(shownEvent).toBe(eventName);
  const image = ticket.getByRole('img', { name: `QR code of ticket ${confirmationCode}` });
  expect(await scanTicketImage(image)).toEqual({
    ticketId: await image.getAttribute('data-ticket-id'),
    confirmationCode,
  });
  await page.screenshot({ path: new URL('ticket.png', screenshots).pathname, fullPage: true });
});

test('a curator creates, edits and deletes an event, and both lists follow without a reload', async () => {
  const visitorsBefore = await loadAllEvents();
  await page.getByRole('button', { name: 'Curator' }).click();
  await expect.poll(curatedNames).toHaveLength(visitorsBefore.length);

  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Name').fill('Moonlight Sculpture Walk');
  await form.getByLabel('Location').fill('Sculpture garden');
  await form.getByLabel('Description').fill('The garden by lantern light.');
  await form.getByLabel('Dates').fill(addDays(utcToday(), 2));
  await form.getByLabel('Price (USD)').fill('18');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect.poll(curatedNames).toContain('Moonlight Sculpture Walk');

  await page.getByRole('button', { name: 'Events' }).click();
  await expect.poll(loadAllEvents).toContain('Moonlight Sculpture Walk');

  await page.getByRole('button', { name: 'Curator' }).click();
  const row = page
    .getByRole('list', { name: 'Curated events' })
    .locator(':scope > li', { hasText: 'Moonlight Sculpture Walk' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit Moonlight Sculpture Walk' });
  await edit.getByLabel('Name').fill('Lantern Sculpture Walk');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(curatedNames).toContain('Lantern Sculpture Walk');
  expect(await curatedNames()).not.toContain('Moonlight Sculpture Walk');

  await page.getByRole('button', { name: 'Events' }).click();
  await expect.poll(loadAllEvents).toContain('Lantern Sculpture Walk');

  await page.getByRole('button', { name: 'Curator' }).click();
  const renamed = page
    .getByRole('list', { name: 'Curated events' })
    .locator(':scope > li', { hasText: 'Lantern Sculpture Walk' });
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(curatedNames).not.toContain('Lantern Sculpture Walk');
  await page.getByRole('button', { name: 'Events' }).click();
  await expect.poll(loadAllEvents).toEqual(visitorsBefore);
  await page.screenshot({ path: new URL('curator.png', screenshots).pathname, fullPage: true });
});

test('a one-off 503 while loading events: the app shows it and recovers on the retry', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  await page.evaluate(() => window.__museumMock?.fault('listSpecialEvents', { status: 503 }, { times: 1 }));

  await page.getByRole('button', { name: 'Refresh' }).click();

  await expect.poll(alerts).toEqual([expect.stringMatching(/^Could not load events: 503 .*Retrying/)]);
  // TanStack retries after a second; the alert goes and the events stay.
  await expect.poll(alerts).toEqual([]);
  await expect.poll(eventNames).toHaveLength(pageSize);
  expect(await statuses('listSpecialEvents')).toEqual([200, 503, 200]);
});

test('a one-off 503 on creating an event: the curator sees it, and creating again works', async () => {
  await page.getByRole('button', { name: 'Curator' }).click();
  await expect.poll(curatedNames).toHaveLength(8);
  await page.evaluate(() => window.__museumMock?.fault('createSpecialEvent', { status: 503 }, { times: 1 }));

  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Name').fill('Night Garden Tour');
  await form.getByLabel('Location').fill('Courtyard');
  await form.getByLabel('Description').fill('Plants of the night.');
  await form.getByLabel('Dates').fill(addDays(utcToday(), 3));
  await form.getByLabel('Price (USD)').fill('0');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/^Could not save the event: 503 /);
  expect(await curatedNames()).not.toContain('Night Garden Tour');

  // A failed mutation is never retried behind the curator's back; the form kept what was typed.
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect.poll(curatedNames).toContain('Night Garden Tour');
  expect(await form.getByRole('alert').count()).toBe(0);
  expect(await statuses('createSpecialEvent')).toEqual([503, 201]);
});
