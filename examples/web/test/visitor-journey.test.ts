import { mkdir } from 'node:fs/promises';
import { addDays } from '@museum-api/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { formatDate, localToday } from '../src/format.ts';
import { pageSize } from '../src/museum-app.ts';
import { buyFirstEventTicket } from './buy-first-event-ticket.ts';
import { type LaunchedChromium, launchChromium } from './launch-chromium.ts';
import { scanTicketImage } from './scan-ticket-image.ts';
import { type ServedApp, serveApp } from './serve-app.ts';

const screenshots = new URL('../test-results/', import.meta.url);
let app: ServedApp;
let chromium: LaunchedChromium;
let page: Page;

beforeAll(async () => {
  [app, chromium] = await Promise.all([serveApp(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
});
afterAll(async () => {
  await chromium?.close();
  await app?.server.close();
});
beforeEach(async () => {
  // A new tab has its own session storage, so each test starts from the mock's seed.
  page = await chromium.context.newPage();
  // An uncaught error in the app fails the test that caused it, even if the page looked right.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(app.url);
  // The first visit can take a while: Vite may pre-bundle a dependency it met late and reload the
  // page once. A locator wait rides through that reload; a fixed sleep would not.
  await page
    .getByRole('status')
    .filter({ hasText: /^Events from / })
    .waitFor({ timeout: 60_000 });
  return async () => {
    await page.close();
    expect(pageErrors).toEqual([]);
  };
});

const eventCards = () => page.getByRole('list', { name: 'Events' }).locator(':scope > li');
const eventNames = () => eventCards().locator('h3').allTextContents();

test('a visitor browses upcoming events page by page', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  const firstPage = await eventNames();
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Events from /);

  await page.getByRole('button', { name: 'Next →' }).click();
  await expect.poll(() => page.locator('.page').textContent()).toBe('Page 2');
  await expect.poll(eventNames).not.toEqual(firstPage);
  const secondPage = await eventNames();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await page.getByRole('button', { name: '← Previous' }).click();
  await expect.poll(eventNames).toEqual(firstPage);
  expect(await page.getByRole('button', { name: '← Previous' }).isDisabled()).toBe(true);
});

test('a visitor narrows the dates and sees only events on those days', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  const day = addDays(localToday(), 2);
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toBe(`Events from ${formatDate(day)} to ${formatDate(day)}`);
  const cards = await eventCards().all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(await card.getByRole('list', { name: 'Dates' }).locator('li').allTextContents()).toContain(
      formatDate(day),
    );
  }
});

test('a visitor buys a ticket and gets a QR code that scans to that ticket', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  const { eventName, ticketDate } = await buyFirstEventTicket(page, 'ada@example.com');

  const ticket = page.getByRole('region', { name: 'Your ticket' });
  await ticket.waitFor();
  const details = await ticket.locator('dd').allTextContents();
  expect(details.slice(0, 2)).toEqual([eventName, formatDate(ticketDate)]);
  const confirmationCode = details[2] ?? '';
  expect(confirmationCode).not.toBe('');

  const image = ticket.getByRole('img', { name: `QR code of ticket ${confirmationCode}` });
  expect(await scanTicketImage(image)).toEqual({
    ticketId: await image.getAttribute('data-ticket-id'),
    confirmationCode,
  });
  await page.screenshot({ path: new URL('visitor-journey.png', screenshots).pathname, fullPage: true });

  // The worker's mock keeps its store in session storage, so the ticket outlives a reload.
  const ticketId = (await image.getAttribute('data-ticket-id')) ?? '';
  await page.reload();
  await page
    .getByRole('status')
    .filter({ hasText: /^Events from / })
    .waitFor({ timeout: 60_000 });
  const statusAfterReload = await page.evaluate(async (id) => {
    const response = await fetch(`/v1.1/tickets/${id}/qr`, {
      headers: { Authorization: `Basic ${btoa('e2e:')}` },
    });
    return response.status;
  }, ticketId);
  expect(statusAfterReload).toBe(200);
});

test('a visitor is told why a purchase was refused', async () => {
  await expect.poll(eventNames).toHaveLength(pageSize);
  const card = eventCards().first();
  await card.getByRole('button', { name: 'Get tickets' }).click();
  // The browser's own check lets `ada@museum` through; the API does not.
  await card.getByLabel('Email').fill('ada@museum');
  await card.getByRole('button', { name: /^Buy ticket/ }).click();
  await expect
    .poll(() => card.getByRole('alert').textContent())
    .toMatch(/^Could not buy the ticket: .*email/i);
  expect(await page.getByRole('region', { name: 'Your ticket' }).isVisible()).toBe(false);
});

test('a designer opens the closed museum from the page URL', async () => {
  // Its own tab: the closed museum has no events, so the shared setup's wait would never end.
  const closed = await chromium.context.newPage();
  const pageErrors: string[] = [];
  closed.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await closed.goto(new URL('?museum-scenario=closed', app.url).href);
    const hours = closed.getByLabel('Open today');
    await expect.poll(() => hours.textContent(), { timeout: 60_000 }).toMatch(/^Closed today · next open /);
    const nextOpen = /next open (.+), \d\d:\d\d–/.exec((await hours.textContent()) ?? '')?.[1];
    // Eight weeks shut: the first open day is none of the next 56.
    const shut = Array.from({ length: 56 }, (_, day) => formatDate(addDays(localToday(), day)));
    expect(nextOpen).toBeDefined();
    expect(shut).not.toContain(nextOpen);
    await expect.poll(() => closed.getByRole('status').textContent()).toBe('No events between these dates.');
    expect(await closed.getByRole('list', { name: 'Events' }).locator(':scope > li').count()).toBe(0);

    // Without the parameter the same browser gets the usual museum again.
    await closed.goto(app.url);
    await expect.poll(() => closed.getByRole('status').textContent()).toMatch(/^Events from /);
  } finally {
    await closed.close();
  }
  expect(pageErrors).toEqual([]);
});
