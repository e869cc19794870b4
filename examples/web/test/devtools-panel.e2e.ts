import { startMuseumServer } from '@museum-api/mock-server';
import { expect, type Page, test } from '@playwright/test';
import { buyFirstEventTicket } from './buy-first-event-ticket.ts';
import { type ServedApp, serveApp } from './serve-app.ts';

// The mock's devtools in Chromium: the panel the app mounts in development over its own
// service-worker mock (no Playwright fixture here: the page's mock is the one under test), and
// the same panel as the dashboard page of a token-protected standalone server.

// The app on Vite's dev server, as `pnpm dev` serves it. Vite's build in the global setup leaves
// NODE_ENV=production behind for the workers, and under it import.meta.env.DEV is false: no mock
// in the page and no panel. This file's dev server runs under `development`, as `pnpm dev` does.
let app: ServedApp | undefined;
const nodeEnv = process.env.NODE_ENV;
test.beforeAll(async () => {
  process.env.NODE_ENV = 'development';
  app = await serveApp();
});
test.afterAll(async () => {
  await app?.server.close();
  process.env.NODE_ENV = nodeEnv;
});
/** Opens the dev app and waits for its first listing, as `openApp` does for the built one. */
const openDevApp = async (page: Page) => {
  await page.goto(app?.url ?? '');
  await page
    .getByRole('status')
    .filter({ hasNotText: /^Loading/ })
    .filter({ hasText: /\S/ })
    .waitFor({ timeout: 60_000 });
};

/** Fails the test on any Content-Security-Policy violation the page reports. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the panel switches the scenario, breaks purchases and shows them in its live journal', async ({
  page,
}) => {
  await openDevApp(page);
  await expect(page.getByLabel('Open today')).not.toHaveText(/^Checking/);
  const toggle = page.getByRole('button', { name: 'Open the Museum mock devtools' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Museum mock devtools' });
  await expect(panel).toBeVisible();

  // The closed scenario: the app fetches again and shows the museum closed.
  const scenario = panel.getByRole('combobox', { name: 'Scenario' });
  await expect(scenario.locator('option')).toContainText(['default', 'empty', 'busy', 'closed']);
  await scenario.selectOption('closed');
  await expect(page.getByLabel('Open today')).toHaveText(/^Closed today · next open /);
  await expect(page.getByRole('status')).toHaveText('No events between these dates.');

  // Back to the default data, then every purchase fails with a 503.
  await scenario.selectOption('default');
  await expect(page.getByRole('list', { name: 'Events' }).locator(':scope > li').first()).toBeVisible();
  await panel.getByRole('combobox', { name: 'Operation' }).selectOption('buyMuseumTickets');
  await panel.getByRole('combobox', { name: 'Fault' }).selectOption('status');
  await panel.getByRole('spinbutton', { name: 'Status' }).fill('503');
  await panel.getByRole('spinbutton', { name: 'Retry-After seconds' }).fill('1');
  await panel.getByRole('button', { name: 'Inject fault' }).click();
  const faults = panel.getByRole('list', { name: 'Injected faults' });
  await expect(faults).toContainText('buyMuseumTickets: 503 · Retry-After 1s');

  await buyFirstEventTicket(page, 'ada@example.com');
  await expect(page.getByRole('form', { name: /^Tickets for / }).getByRole('alert')).toHaveText(
    /^Could not buy the ticket: /,
  );

  // The live journal shows the refused purchase, marked as a fault; its row opens the bodies.
  const journal = panel.getByRole('list', { name: 'Journal' });
  const refused = journal.getByRole('button', { name: /buyMuseumTickets\s*fault\s*503/ }).first();
  await expect(refused).toBeVisible();
  await refused.click();
  await expect(refused).toHaveAttribute('aria-expanded', 'true');
  // A fault answers before the mock reads the body: the row shows the problem it answered with.
  await expect(journal.getByLabel('Answer body').first()).toContainText('"status": 503');

  // Without the fault the purchase goes through, and its 201 row comes in live.
  await faults.getByRole('button', { name: /^Remove fault buyMuseumTickets/ }).click();
  await expect(faults.locator('li')).toHaveCount(0);
  // Removing it refreshed the app (onChange), so the visitor starts the purchase again.
  await buyFirstEventTicket(page, 'ada@example.com');
  await expect(page.getByRole('region', { name: 'Your ticket' })).toBeVisible();
  const bought = journal.getByRole('button', { name: /buyMuseumTickets\s*201/ });
  await expect(bought).toHaveCount(1);
  await bought.click();
  const boughtRow = journal
    .locator('li')
    .filter({ has: page.getByRole('button', { name: /buyMuseumTickets\s*201/ }) });
  await expect(boughtRow.getByLabel('Request body')).toContainText('"email": "ada@example.com"');
  await expect(boughtRow.getByLabel('Answer body')).toContainText('"confirmationCode"');

  // Escape closes the panel and gives focus back to its button.
  await panel.getByRole('button', { name: 'Reset' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the worker’s mock tells its own failure in the console and the panel, never passing it off as the API’s', async ({
  page,
}) => {
  // A platform API gone from the page: the mock decodes Basic credentials with atob.
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'atob'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openDevApp(page);
  await expect
    .poll(() => errors.join('\n'))
    .toMatch(
      /\[museum mock\] the mock itself failed while answering GET \S+\/v1\.1\/.*Museum-Mock-Failure.*atob is not defined/s,
    );
  await page.getByRole('button', { name: 'Open the Museum mock devtools' }).click();
  const journal = page
    .getByRole('dialog', { name: 'Museum mock devtools' })
    .getByRole('list', { name: 'Journal' });
  const failed = journal.getByRole('button', { name: /mock failure\s*500/ }).first();
  await expect(failed).toBeVisible();
  await failed.click();
  await expect(journal.getByLabel('Mock failure').first()).toContainText(
    'ReferenceError: atob is not defined',
  );
  await expect(journal.getByLabel('Answer body').first()).toContainText(
    'urn:museum-api:problem:mock-failure',
  );
});

test('the panel remembers its corner and open state, fits a 360 px screen, and moves the clock', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openDevApp(page);
  await page.getByRole('button', { name: 'Open the Museum mock devtools' }).click();
  const panel = page.getByRole('dialog', { name: 'Museum mock devtools' });
  await panel.getByRole('button', { name: 'Move the panel to the next corner' }).click();
  await page.reload();
  await expect(panel).toBeVisible();
  const host = page.locator('museum-devtools');
  await expect(host).toHaveAttribute('data-corner', 'bottom-left');
  const box = await panel.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  // The clock: set to a Monday (the museum is closed), and the app's open days start on Tuesday.
  const now = panel.locator('.now');
  await panel.getByLabel('New mock time (UTC)').fill('2026-12-07T10:00');
  await panel.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(now).toHaveText(/^2026-12-07 10:00:\d\d UTC$/);
  const openDays = page.getByRole('list', { name: 'Open days' }).locator('li');
  await expect(openDays.first()).toHaveText('Tue 8 Dec 2026 · 09:00–18:00');
  await panel.getByRole('button', { name: '+1 day' }).click();
  await expect(now).toHaveText(/^2026-12-08 10:00:\d\d UTC$/);
  // Every control can be reached with the keyboard: tabbing stays inside the page's order.
  await panel.getByRole('combobox', { name: 'Scenario' }).focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Reset' })).toBeFocused();
});

test('the dashboard of a token-protected server refuses without the token, then follows a session live', async ({
  page,
}) => {
  const token = 'dashboard-s3cret';
  const server = await startMuseumServer({ admin: true, adminToken: token, port: 0 });
  try {
    const violations = cspViolations(page);
    // Another client (a kiosk, say) buys a general ticket in its own session.
    const kiosk = { Authorization: 'Basic Og==', 'X-Museum-Session': 'kiosk-7' };
    const buyAtKiosk = async () => {
      const hours = await fetch(`${server.url}/museum-hours?limit=1`, { headers: kiosk });
      const [day] = (await hours.json()) as { date: string }[];
      const bought = await fetch(`${server.url}/tickets`, {
        method: 'POST',
        headers: { ...kiosk, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticketType: 'general', ticketDate: day?.date, email: 'kiosk@example.com' }),
      });
      expect(bought.status).toBe(201);
    };
    await buyAtKiosk();

    const answer = await page.goto(`${server.adminUrl}/`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(answer?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    // Without the token the admin API refuses, and the page asks for it.
    expect((await fetch(`${server.adminUrl}/sessions`)).status).toBe(401);
    const tokenForm = page.getByRole('form', { name: 'Admin token' });
    await expect(tokenForm).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Session' })).toHaveCount(0);
    await tokenForm.getByLabel('Admin token').fill('a wrong guess');
    await tokenForm.getByRole('button', { name: 'Open' }).click();
    await expect(tokenForm).toContainText('That token was refused.');

    await tokenForm.getByLabel('Admin token').fill(token);
    await tokenForm.getByRole('button', { name: 'Open' }).click();
    const picker = page.getByRole('combobox', { name: 'Session' });
    await expect(picker.locator('option')).toHaveText([/^default · /, /^kiosk-7 · 2 requests · /]);
    await picker.selectOption('kiosk-7');
    const panel = page.getByRole('region', { name: 'Museum mock devtools' });
    const purchases = panel
      .getByRole('list', { name: 'Journal' })
      .getByRole('button', { name: /buyMuseumTickets\s*201/ });
    await expect(purchases).toHaveCount(1);

    // A purchase the kiosk makes now comes in live, through the long poll.
    await buyAtKiosk();
    await expect(purchases).toHaveCount(2);
    await purchases.first().click();
    await expect(panel.getByLabel('Request body').first()).toContainText('kiosk@example.com');

    // The token stays in this tab's sessionStorage, never in the URL.
    expect(page.url()).toBe(`${server.adminUrl}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('museum-mock:admin-token'))).toBe(token);
    expect(violations).toEqual([]);
  } finally {
    await server.close();
  }
});
