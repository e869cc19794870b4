import { expect } from '@museum-api/playwright';
import { pageSize } from '../src/museum-app.ts';
import { eventCards, openApp, test } from './app-test.ts';
import { buyFirstEventTicket } from './buy-first-event-ticket.ts';

// Specs that hold whichever mode the fixture runs in: the `web` project runs them on an
// in-process mock, `web-server` on sessions of the standalone server, where the app calls the
// server across origins. They use only the controls both modes share, awaited.

test('the app is answered by the test’s mock, with no service worker of its own', async ({
  page,
  context,
  museum,
}) => {
  await openApp(page);
  await expect(eventCards(page)).toHaveCount(pageSize);
  expect(await museum.journal.entries({ operation: 'listSpecialEvents' })).toHaveLength(1);
  // The app starts the mock's worker in development; under the fixture it registers nothing.
  const worker = await page.evaluate(async () => ({
    controlled: navigator.serviceWorker?.controller != null,
    registrations: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
  }));
  expect(worker).toEqual({ controlled: false, registrations: 0 });
  expect(context.serviceWorkers()).toEqual([]);
});

test('a visitor is told why the events did not load, and a retry shows them', async ({ page, museum }) => {
  // 'always': the client retries a failed GET on its own, so a one-off fault would never show.
  const outage = await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
  await openApp(page);
  await expect(page.getByRole('status')).toHaveText(/^Could not load events: /);
  await expect(eventCards(page)).toHaveCount(0);
  const failed = await museum.journal.entries({ operation: 'listSpecialEvents' });
  expect(failed.length).toBeGreaterThan(1);
  expect(failed.every((entry) => entry.status === 503 && entry.intervention === 'fault')).toBe(true);

  await outage.remove();
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(eventCards(page)).toHaveCount(pageSize);
  const [last] = await museum.journal.entries({ operation: 'listSpecialEvents', limit: 1 });
  expect(last?.status).toBe(200);
  expect(last?.intervention).toBeUndefined();
});

test('a purchase sends what the visitor chose, and the mock keeps the ticket', async ({ page, museum }) => {
  await openApp(page);
  const { eventName, ticketDate } = await buyFirstEventTicket(page, 'ada@example.com');
  const code = page.getByRole('region', { name: 'Your ticket' }).locator('dd.code');
  await expect(code).not.toBeEmpty();

  const { events, tickets } = await museum.snapshot();
  const event = events.find((candidate) => candidate.name === eventName);
  expect(await museum.journal.entries({ operation: 'buyMuseumTickets' })).toMatchObject([
    {
      method: 'POST',
      status: 201,
      username: 'web-shop',
      requestBody: { ticketType: 'event', eventId: event?.eventId, ticketDate, email: 'ada@example.com' },
    },
  ]);
  const confirmationCode = await code.textContent();
  expect(tickets.filter((ticket) => ticket.confirmationCode === confirmationCode)).toHaveLength(1);
  // The QR image was fetched from the same mock, for the ticket just bought.
  await expect
    .poll(async () =>
      (await museum.journal.entries({ operation: 'getTicketCode' })).map((entry) => entry.status),
    )
    .toEqual([200]);
  // The test's pact (docs/pact.md), the same control in either mode: the purchase needs its
  // event, and its date comes from the provider's today when verified.
  const pact = await museum.journal.pact({ consumer: 'museum-web' });
  const bought = pact.interactions.find(({ description }) => description === 'buyMuseumTickets answers 201');
  expect(bought?.providerStates?.map(({ name }) => name)).toEqual([
    'the dates are relative to today',
    'an event exists',
  ]);
  expect(bought?.providerStates?.[1]?.params).toMatchObject({ eventId: event?.eventId, dates: [ticketDate] });
  expect(bought?.request.generators?.body?.['$.ticketDate']?.type).toBe('ProviderState');
});

test('a dropped connection is a network error in the page', async ({ page, museum }) => {
  await museum.fault('getMuseumHours', { networkError: true }, { times: 'always' });
  await openApp(page);
  const openDays = page.getByRole('list', { name: 'Open days' });
  await expect(openDays.getByRole('alert')).toHaveText(/^Could not load opening hours: /);
  // No answer at all, so no status: the page saw the connection fail, as it would on a real outage.
  const [last] = await museum.journal.entries({ operation: 'getMuseumHours', limit: 1 });
  expect(last).toMatchObject({ status: 0, intervention: 'fault' });
});

test('moving the museum’s clock changes the open days shown', async ({ page, museum }) => {
  // A Monday, when the museum is closed.
  await museum.clock.set('2026-12-07T10:00:00Z');
  await openApp(page);
  const openDays = page.getByRole('list', { name: 'Open days' }).locator('li');
  await expect(openDays).toHaveCount(7);
  await expect(openDays.first()).toHaveText('Tue 8 Dec 2026 · 09:00–18:00');

  const now = await museum.clock.advance({ days: 3 });
  expect(now.toISOString().slice(0, 10)).toBe('2026-12-10');
  await openApp(page);
  // Thursday, the late opening.
  await expect(openDays.first()).toHaveText('Thu 10 Dec 2026 · 09:00–21:00');
  await expect(openDays.nth(3)).toHaveText('Sun 13 Dec 2026 · 09:00–18:00');
});

test('the closed scenario shows a closed museum with no events', async ({ page, museum }) => {
  await museum.useScenario('closed');
  await openApp(page);
  await expect(page.getByLabel('Open today')).toHaveText(/^Closed today · next open /);
  await expect(page.getByRole('status')).toHaveText('No events between these dates.');
  await expect(eventCards(page)).toHaveCount(0);
  expect(await museum.journal.entries({ operation: 'listSpecialEvents', status: 200 })).toHaveLength(1);
});

test.describe('parallel workers', () => {
  // Both visitors buy at the same time, each in a worker of its own when two are free; in server
  // mode both talk to the one server, each in the session of its own test.
  for (const visitor of ['ada', 'grace']) {
    test(`${visitor}’s purchase is seen by ${visitor}’s mock only`, async ({ page, museum }) => {
      const seedTickets = (await museum.snapshot()).tickets.length;
      await openApp(page);
      await buyFirstEventTicket(page, `${visitor}@example.com`);
      await expect(page.getByRole('region', { name: 'Your ticket' })).toBeVisible();

      const bought = (await museum.snapshot()).tickets.slice(seedTickets);
      expect(bought.map((ticket) => ticket.email)).toEqual([`${visitor}@example.com`]);
      expect(await museum.journal.entries({ operation: 'buyMuseumTickets' })).toHaveLength(1);
    });
  }
});
