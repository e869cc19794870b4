/// <reference types="node" />
// The panel in Debian's Chromium over the mock in msw's service worker, driven as a person
// drives it: by role and label, through its shadow root. The page's requests go through the
// worker, so every assertion on the API is what the mock answered after the panel's control.
// One browser and one bundle for the file; a fresh tab (its own mock) per test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../../examples/web/test/launch-chromium.ts';
import { type ServedPage, serveWorkerPage } from '../../../examples/web/test/serve-worker-page.ts';

type Page = Awaited<ReturnType<LaunchedChromium['context']['newPage']>>;

const basic = `Basic ${btoa('curator:dino')}`;
let chromium: LaunchedChromium;
let served: ServedPage;
let page: Page;

/** Bundles the page script the way an app's bundler would, workspace packages from source. */
async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./devtools-page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@museum-api/source'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  const [script, launched] = await Promise.all([bundlePage(), launchChromium()]);
  chromium = launched;
  served = await serveWorkerPage(script);
});
afterAll(async () => {
  await chromium?.close();
  await served?.close();
});
beforeEach(async () => {
  page = await chromium.context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.origin);
  // The panel mounts once the worker runs, so a visible panel means requests reach the mock.
  await panel().waitFor();
  return async () => {
    await page.close();
    expect(pageErrors).toEqual([]);
  };
});

const panel = () => page.getByRole('dialog', { name: 'Museum mock devtools' });
const journalRows = () => panel().getByRole('list', { name: 'Journal' }).getByRole('button');
const message = () => panel().locator('.message');

/** The page's own `fetch` of an API path, through the worker: status and JSON body, or the error. */
function call(path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body, basic }) => {
      try {
        const response = await fetch(`/v1.1${path}`, {
          method: method ?? 'GET',
          headers: { Authorization: basic, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        };
      } catch (error) {
        return { status: 0, error: String(error) };
      }
    },
    { path, method: init.method, body: init.body, basic },
  );
}

const changes = () =>
  page.evaluate(() => (globalThis as { museumPage?: { changes(): number } }).museumPage?.changes());

describe('mountMuseumDevtools over the mock in the service worker', () => {
  it('lists each request in the live journal, newest first, and a row opens onto its answer', async () => {
    await expect.poll(() => panel().getByText('No requests yet.').isVisible()).toBe(true);
    expect((await call('/museum-hours?limit=1')).status).toBe(200);
    expect((await call('/special-events/not-a-uuid')).status).toBe(400);

    await expect.poll(() => journalRows().count()).toBe(2);
    expect(await journalRows().nth(0).textContent()).toMatch(/^getSpecialEvent400/);
    const hours = journalRows().nth(1);
    expect(await hours.textContent()).toMatch(/^getMuseumHours200/);
    expect(await hours.getAttribute('aria-expanded')).toBe('false');
    await hours.click();
    expect(await hours.getAttribute('aria-expanded')).toBe('true');
    const opened = panel().getByRole('list', { name: 'Journal' }).getByRole('listitem').nth(1);
    expect(await opened.getByLabel('Answer body').textContent()).toContain('"timeOpen"');

    await panel().getByRole('button', { name: 'Clear journal' }).click();
    await expect.poll(() => journalRows().count()).toBe(0);
    expect(await message().textContent()).toBe('Journal cleared');
  });

  it('makes the next request fail with the status a fault set in the panel names, once', async () => {
    await panel().getByRole('combobox', { name: 'Operation' }).selectOption('getMuseumHours');
    await panel().getByRole('combobox', { name: 'How often' }).selectOption('once');
    await panel().getByRole('spinbutton', { name: 'Status' }).fill('503');
    await panel().getByRole('spinbutton', { name: 'Retry-After seconds' }).fill('2');
    await panel().getByRole('button', { name: 'Inject fault' }).click();
    const faults = panel().getByRole('list', { name: 'Injected faults' });
    await expect.poll(() => faults.textContent()).toContain('getMuseumHours: 503 · Retry-After 2s (once)');
    expect(await changes()).toBe(1);

    expect(await call('/museum-hours')).toMatchObject({ status: 503, retryAfter: '2' });
    expect((await call('/museum-hours')).status).toBe(200);
    await expect.poll(() => journalRows().nth(1).textContent()).toMatch(/^getMuseumHoursfault503/);
  });

  it('fails requests with a network error until the fault is removed in the panel', async () => {
    await panel().getByRole('combobox', { name: 'Operation' }).selectOption('listSpecialEvents');
    await panel().getByRole('combobox', { name: 'Fault' }).selectOption('network');
    // The status fields are for status faults only.
    expect(await panel().getByRole('spinbutton', { name: 'Status' }).isVisible()).toBe(false);
    await panel().getByRole('button', { name: 'Inject fault' }).click();
    const remove = panel().getByRole('button', { name: 'Remove fault listSpecialEvents: network error' });
    await remove.waitFor();

    expect(await call('/special-events')).toMatchObject({
      status: 0,
      error: expect.stringMatching(/fetch/i),
    });
    expect(await call('/special-events')).toMatchObject({ status: 0 });
    await expect
      .poll(() => journalRows().first().textContent())
      .toMatch(/^listSpecialEventsfaultnetwork error/);

    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    expect((await call('/special-events')).status).toBe(200);
  });

  it('resets to the scenario’s start: what a request created is gone, and so is every fault', async () => {
    const created = await call('/special-events', {
      method: 'POST',
      body: {
        name: 'Night of the fossils',
        location: 'Hall 2',
        eventDescription: 'Torches among the skeletons',
        dates: ['2026-12-04'],
        price: 12,
      },
    });
    expect(created.status).toBe(201);
    const { eventId } = created.body as { eventId: string };
    expect((await call(`/special-events/${eventId}`)).status).toBe(200);
    await panel().getByRole('button', { name: 'Inject fault' }).click();
    await panel().getByRole('list', { name: 'Injected faults' }).getByRole('listitem').waitFor();

    await panel().getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => message().textContent()).toBe('Reset to the scenario’s start');
    expect(await panel().getByRole('list', { name: 'Injected faults' }).getByRole('listitem').count()).toBe(
      0,
    );
    expect((await call(`/special-events/${eventId}`)).status).toBe(404);
    expect(await changes()).toBe(2);
  });

  it('switches the scenario, and the API answers from the new scenario’s data', async () => {
    const scenario = panel().getByRole('combobox', { name: 'Scenario' });
    await expect.poll(() => scenario.inputValue()).toBe('default');
    expect(await scenario.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['default', 'empty', 'busy', 'closed']),
    );
    const before = await call('/special-events?startDate=2026-12-01&endDate=2026-12-31');
    expect((before.body as unknown[]).length).toBeGreaterThan(0);

    await scenario.selectOption('empty');
    await expect.poll(() => message().textContent()).toBe('Scenario: empty');
    expect((await call('/special-events?startDate=2026-12-01&endDate=2026-12-31')).body).toEqual([]);

    await scenario.selectOption('closed');
    await expect.poll(() => message().textContent()).toBe('Scenario: closed');
    expect((await call('/museum-hours?startDate=2026-12-01&limit=1')).body).not.toContainEqual(
      expect.objectContaining({ date: '2026-12-01' }),
    );
  });

  it('shows the mock’s clock, moves it on and sets it, and the API’s today follows', async () => {
    const now = panel().locator('.now');
    await expect.poll(() => now.textContent()).toBe('2026-12-01 10:00:00 UTC');
    await panel().getByRole('button', { name: '+1 day' }).click();
    await expect.poll(() => now.textContent()).toBe('2026-12-02 10:00:00 UTC');
    expect((await call('/museum-hours?limit=1')).body).toEqual([
      expect.objectContaining({ date: '2026-12-02' }),
    ]);

    await panel().getByRole('button', { name: '+1 hour' }).click();
    await expect.poll(() => now.textContent()).toBe('2026-12-02 11:00:00 UTC');
    await panel().getByLabel('New mock time (UTC)').fill('2027-01-06T09:30:15');
    await panel().getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => now.textContent()).toBe('2027-01-06 09:30:15 UTC');
    expect((await call('/museum-hours?limit=1')).body).toEqual([
      expect.objectContaining({ date: '2027-01-06' }),
    ]);
  });

  it('tags a request on which the mock itself failed as a mock failure, apart from faults, with its cause', async () => {
    await page.evaluate(() => {
      const { mock } = (
        globalThis as unknown as { museumPage: { mock: import('@museum-api/mock').MuseumMock } }
      ).museumPage;
      mock.override('getMuseumHours', () => {
        throw new Error('the test’s override broke');
      });
    });
    // The answer is the mock's marked failure, never an API answer.
    expect((await call('/museum-hours')).status).toBeGreaterThanOrEqual(500);

    const row = journalRows().first();
    await expect.poll(() => row.textContent()).toMatch(/^getMuseumHoursoverridemock failure/);
    await row.click();
    expect(await panel().getByLabel('Mock failure').textContent()).toContain('the test’s override broke');
  });

  it('downloads the state as a snapshot file holding what the page created', async () => {
    const download = page.waitForEvent('download');
    await panel().getByRole('button', { name: 'Download snapshot' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('museum-snapshot.json');
    const snapshot = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as { events?: unknown[] };
    expect(snapshot.events?.length).toBeGreaterThan(0);
  });
});
