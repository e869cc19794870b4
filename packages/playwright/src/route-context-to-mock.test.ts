import { createMuseumResponder, type MuseumResponder } from '@museum-api/mock';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeContextToMock } from './route-context-to-mock.ts';

// A real Chromium, routed by Playwright as the fixture routes it; one browser for the file, a
// fresh context per test. The page lives on an origin only the context's own route answers, so
// nothing here leaves the machine and the page's API calls are same-origin (no CORS involved).
const appOrigin = 'http://museum-app.test';
const basic = 'Basic d2ViOnNob3A='; // web:shop
let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: MuseumResponder;
let unroute: () => Promise<void>;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  context = await browser.newContext();
  // The app's own origin: its page, and a plain answer for anything the mock lets fall through.
  await context.route(`${appOrigin}/**`, (route) =>
    route.fulfill(
      new URL(route.request().url()).pathname === '/'
        ? { contentType: 'text/html', body: '<!doctype html><title>app</title>' }
        : { status: 299, contentType: 'text/plain', body: 'from the app route' },
    ),
  );
  page = await context.newPage();
  await page.goto(`${appOrigin}/`);
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

// A fresh mock routed for every test, on the one page: a context per test would cost more than
// the tests themselves.
beforeEach(async () => {
  session = createMuseumResponder({ clock: '2026-11-30T10:00:00Z', randomSeed: 'route-context' });
  unroute = await routeContextToMock(context, session);
  return () => unroute();
});

/** What the page's `fetch` got: status, a few headers, and the body as text or bytes. */
function pageFetch(path: string, init: { method?: string; body?: unknown; bytes?: boolean } = {}) {
  return page.evaluate(
    async ({ path, method, body, bytes, basic }) => {
      try {
        const response = await fetch(path, {
          method: method ?? 'GET',
          headers: {
            Authorization: basic,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return {
          status: response.status,
          contentType: response.headers.get('content-type'),
          location: response.headers.get('location'),
          body: bytes ? [...new Uint8Array(await response.arrayBuffer())] : await response.text(),
        };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { path, method: init.method, body: init.body, bytes: init.bytes ?? false, basic },
  );
}

describe('routeContextToMock', () => {
  it('answers a request under the base URL with the mock’s status, headers and body', async () => {
    const answer = await pageFetch('/v1.1/museum-hours?limit=2');
    expect(answer).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(JSON.parse(String('body' in answer ? answer.body : ''))).toEqual([
      { date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' },
      { date: '2026-12-02', timeOpen: '09:00', timeClose: '18:00' },
    ]);
    expect(session.mock.journal.last('getMuseumHours')).toMatchObject({ status: 200, username: 'web' });
  });

  it('delivers a POST body to the mock and the created answer back to the page', async () => {
    const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'route@example.com' };
    const answer = await pageFetch('/v1.1/tickets', { method: 'POST', body: purchase });
    expect(answer).toMatchObject({ status: 201, contentType: 'application/json' });
    expect(session.mock.journal.last('buyMuseumTickets')?.requestBody).toEqual(purchase);
    expect(
      session.mock.store.allTickets().filter((ticket) => ticket.email === 'route@example.com'),
    ).toHaveLength(1);
  });

  it('passes the QR image through byte for byte', async () => {
    const [ticket] = session.mock.store.allTickets();
    const path = `/v1.1/tickets/${ticket?.ticketId}/qr`;
    const answer = await pageFetch(path, { bytes: true });
    const expected = await session.mock.fetch(`${appOrigin}${path}`, { headers: { Authorization: basic } });
    expect(answer).toMatchObject({ status: 200, contentType: 'image/png' });
    const bytes = 'body' in answer ? (answer.body as number[]) : [];
    expect(bytes.slice(0, 8)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(Buffer.from(bytes).equals(Buffer.from(await expected.arrayBuffer()))).toBe(true);
  });

  it('answers errors as the mock does, problem details and all', async () => {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/v1.1/special-events');
      return { status: response.status, challenge: response.headers.get('www-authenticate') };
    });
    expect(answer.status).toBe(401);
    expect(answer.challenge).toMatch(/^Basic realm=/);
  });

  it('lets a request outside the base URL fall through to the other routes', async () => {
    expect(await pageFetch('/v2/museum-hours')).toMatchObject({ status: 299, body: 'from the app route' });
    expect(session.mock.journal.count()).toBe(0);
  });

  it('aborts a request that a network-error fault hits, as a dropped connection', async () => {
    session.mock.fault('getMuseumHours', { networkError: true });
    expect(await pageFetch('/v1.1/museum-hours')).toEqual({ failed: expect.stringMatching(/TypeError/) });
    expect(session.mock.journal.last('getMuseumHours')).toMatchObject({ status: 0, intervention: 'fault' });
  });

  it('stops answering once unrouted', async () => {
    await unroute();
    expect(await pageFetch('/v1.1/museum-hours')).toMatchObject({ status: 299, body: 'from the app route' });
    expect(session.mock.journal.count()).toBe(0);
  });
});
