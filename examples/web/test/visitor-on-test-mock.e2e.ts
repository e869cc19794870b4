import { expect } from '@museum-api/mock/playwright';
import { pageSize } from '../src/museum-app.ts';
import { eventCards, openApp, test } from './app-test.ts';
import { buyFirstEventTicket } from './buy-first-event-ticket.ts';

test('the app is answered by the test’s mock, with no service worker of its own', async ({
  page,
  context,
  museum,
}) => {
  await openApp(page);
  await expect(eventCards(page)).toHaveCount(pageSize);
  expect(museum.journal.count('listSpecialEvents')).toBe(1);
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
  const outage = museum.fault(
    'listSpecialEvents',
    { status: 503, problem: { title: 'Service Unavailable', detail: 'The catalogue is being rebuilt.' } },
    { times: 'always' },
  );
  await openApp(page);
  await expect(page.getByRole('status')).toHaveText('Could not load events: The catalogue is being rebuilt.');
  await expect(eventCards(page)).toHaveCount(0);
  const failed = museum.journal.filter('listSpecialEvents');
  expect(failed.length).toBeGreaterThan(1);
  expect(failed.every((entry) => entry.status === 503 && entry.intervention === 'fault')).toBe(true);

  outage.remove();
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(eventCards(page)).toHaveCount(pageSize);
  expect(museum.journal.last('listSpecialEvents')).toMatchObject({ status: 200 });
  expect(museum.journal.last('listSpecialEvents')?.intervention).toBeUndefined();
});

test('a purchase sends what the visitor chose, and the mock keeps the ticket', async ({ page, museum }) => {
  await openApp(page);
  const { eventName, ticketDate } = await buyFirstEventTicket(page, 'ada@example.com');
  const code = page.getByRole('region', { name: 'Your ticket' }).locator('dd.code');
  await expect(code).not.toBeEmpty();

  const purchase = museum.journal.last('buyMuseumTickets');
  const event = museum.store.allEvents().find((candidate) => candidate.name === eventName);
  expect(purchase).toMatchObject({
    method: 'POST',
    status: 201,
    username: 'web-shop',
    requestBody: { ticketType: 'event', eventId: event?.eventId, ticketDate, email: 'ada@example.com' },
  });
  const confirmationCode = await code.textContent();
  expect(
    museum.store.allTickets().filter((ticket) => ticket.confirmationCode === confirmationCode),
  ).toHaveLength(1);
  // The QR image was fetched from the same mock, for the ticket just bought.
  expect(museum.journal.last('getTicketCode')?.status).toBe(200);
});

test('an override answers the opening hours instead of the mock', async ({ page, museum }) => {
  // Always: the page asks for the hours twice (today's line in the header, the open-days list).
  museum.override(
    'getMuseumHours',
    () => Response.json([{ date: '2026-12-24', timeOpen: '10:00', timeClose: '14:00' }]),
    { times: 'always' },
  );
  await openApp(page);
  await expect(page.getByRole('list', { name: 'Open days' }).locator('li')).toHaveText([
    'Thu 24 Dec 2026 · 10:00–14:00',
  ]);
  expect(museum.journal.last('getMuseumHours')?.intervention).toBe('override');
});

test('a dropped connection is a network error in the page', async ({ page, museum }) => {
  museum.fault('getMuseumHours', { networkError: true }, { times: 'always' });
  await openApp(page);
  const openDays = page.getByRole('list', { name: 'Open days' });
  await expect(openDays.getByRole('alert')).toHaveText(/^Could not load opening hours: /);
  // No answer at all, so no status: the page saw the connection fail, as it would on a real outage.
  expect(museum.journal.last('getMuseumHours')).toMatchObject({ status: 0, intervention: 'fault' });
});

test.describe('options through test.use', () => {
  test.use({ museumMock: { seed: 'empty' } });

  test('an empty museum shows no events', async ({ page, museum }) => {
    await openApp(page);
    await expect(page.getByRole('status')).toHaveText('No events between these dates.');
    expect(museum.store.allEvents()).toEqual([]);
  });
});

test.describe('clock travel', () => {
  // The mock's clock is a function the test moves: a Monday, when the museum is closed.
  const clock = { now: new Date('2026-12-07T10:00:00Z') };
  test.use({ museumMock: { clock: () => clock.now } });

  test('moving the museum’s clock changes the open days shown', async ({ page, museum }) => {
    clock.now = new Date('2026-12-07T10:00:00Z');
    await openApp(page);
    const openDays = page.getByRole('list', { name: 'Open days' }).locator('li');
    await expect(openDays).toHaveCount(7);
    await expect(openDays.first()).toHaveText('Tue 8 Dec 2026 · 09:00–18:00');

    clock.now = new Date('2026-12-10T10:00:00Z');
    expect(museum.store.today()).toBe('2026-12-10');
    await openApp(page);
    // Thursday, the late opening.
    await expect(openDays.first()).toHaveText('Thu 10 Dec 2026 · 09:00–21:00');
    await expect(openDays.nth(3)).toHaveText('Sun 13 Dec 2026 · 09:00–18:00');
  });
});

test.describe('parallel workers', () => {
  // Both visitors buy at the same time, each in a worker of its own when two are free.
  for (const visitor of ['ada', 'grace']) {
    test(`${visitor}’s purchase is seen by ${visitor}’s mock only`, async ({ page, museum }) => {
      const seedTickets = museum.store.allTickets().length;
      await openApp(page);
      await buyFirstEventTicket(page, `${visitor}@example.com`);
      await expect(page.getByRole('region', { name: 'Your ticket' })).toBeVisible();

      const bought = museum.store.allTickets().slice(seedTickets);
      expect(bought.map((ticket) => ticket.email)).toEqual([`${visitor}@example.com`]);
      expect(museum.journal.count('buyMuseumTickets')).toBe(1);
    });
  }
});
