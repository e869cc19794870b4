// `verifyMuseumApi` against the standalone mock itself: the contract the mock keeps is the one
// the verifier checks, so every check passes, in the default session and in a named one.

import { type VerifyResult, verifyMuseumApi } from '@museum-api/contract';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer();
});
afterAll(() => server.close());

const notPassed = (result: VerifyResult) => result.checks.filter((check) => check.status !== 'passed');
const leftBehind = (session?: string) =>
  server
    .session(session)
    .store.allEvents()
    .filter((event) => event.name.startsWith('museum-verify'));

describe('verify against the standalone mock', { timeout: 20_000 }, () => {
  it('passes every check of a full run with purchases, and deletes the events it created', async () => {
    const result = await verifyMuseumApi(server.url, { level: 'house', allowPurchases: true });
    expect(notPassed(result)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.checks).toHaveLength(39);
    expect(result.cleanup).toEqual({ created: 8, deleted: 7, failures: [] });
    expect(leftBehind()).toEqual([]);
  });

  it('passes every check in a session of its own, leaving the default session untouched', async () => {
    const before = server.mock.snapshot();
    const result = await verifyMuseumApi(server.url, {
      level: 'house',
      allowPurchases: true,
      headers: { 'X-Museum-Session': 'verify-session' },
    });
    expect(notPassed(result)).toEqual([]);
    expect(server.sessionIds()).toContain('verify-session');
    expect(server.session('verify-session').store.ticketCount).toBeGreaterThan(2);
    expect(server.mock.snapshot()).toEqual(before);
    expect(leftBehind('verify-session')).toEqual([]);
  });

  it('runs only checks that change nothing when read-only, and changes nothing', async () => {
    const before = server.mock.snapshot();
    server.mock.journal.clear();
    const result = await verifyMuseumApi(server.url, {
      level: 'house',
      readOnly: true,
      allowPurchases: true,
    });
    expect(result.checks.filter((check) => check.status === 'failed')).toEqual([]);
    expect(result.summary).toEqual({ passed: 14, failed: 0, skipped: 25 });
    expect(new Set(result.checks.filter((c) => c.status === 'skipped').map((c) => c.reason))).toEqual(
      new Set(['read-only run']),
    );
    expect(server.mock.snapshot()).toEqual(before);
    const writes = server.mock.journal.entries.filter(
      (entry) => !['GET', 'HEAD'].includes(entry.method) && entry.status < 400,
    );
    expect(writes).toEqual([]);
  });

  it('buys no ticket without allowPurchases, and says why the ticket checks were skipped', async () => {
    const tickets = server.mock.store.ticketCount;
    const result = await verifyMuseumApi(server.url, { level: 'house' });
    expect(result.ok).toBe(true);
    expect(server.mock.store.ticketCount).toBe(tickets);
    const skipped = result.checks.filter((check) => check.status === 'skipped');
    expect(skipped.map((check) => check.id)).toEqual([
      'operation.buyMuseumTickets',
      'error.unknown-event-ticket',
      'operation.getTicketCode',
      'rule.ticket-qr-decodes',
      'rule.unique-ticket-ids-and-codes',
      'rule.event-ticket-on-event-dates',
      'rule.event-ticket-needs-its-event',
      'rule.general-ticket-on-open-days',
      'rule.no-past-tickets',
      'retry.purchase-replayed',
    ]);
    expect(new Set(skipped.map((check) => check.reason))).toEqual(
      new Set(['buys tickets: needs --allow-purchases']),
    );
  });

  it('passes against a mock that accepts only given credentials, when given them', async () => {
    const guarded = await startMuseumServer({ auth: { username: 'qa', password: 'pa:ss' } });
    try {
      const result = await verifyMuseumApi(guarded.url, {
        level: 'house',
        auth: 'qa:pa:ss',
        allowPurchases: true,
      });
      expect(notPassed(result)).toEqual([]);
      const refused = await verifyMuseumApi(guarded.url, { level: 'house', readOnly: true });
      expect(
        refused.checks.find((check) => check.id === 'operation.getMuseumHours')?.failures[0]?.message,
      ).toBe('expected 200, got 401');
    } finally {
      await guarded.close();
    }
  });

  it('keeps to the rate it is given', async () => {
    server.mock.journal.clear();
    const started = performance.now();
    const result = await verifyMuseumApi(server.url, { level: 'house', readOnly: true, rate: 100 });
    const requests = server.mock.journal.entries.length;
    expect(requests).toBeGreaterThan(20);
    expect(result.ok).toBe(true);
    // 100 requests per second: n requests take at least (n - 1) * 10 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual((requests - 1) * 10 - 5);
  });
});

describe('verify against a mock on a set clock', { timeout: 20_000 }, () => {
  it.each([
    ['days ahead', 9],
    ['months behind', -120],
  ])("finds the server's today %s and passes every check", async (_, days) => {
    const clock = new Date(Date.now() + days * 86_400_000);
    const skewed = await startMuseumServer({ clock });
    try {
      const result = await verifyMuseumApi(skewed.url, { level: 'house', allowPurchases: true });
      expect(notPassed(result)).toEqual([]);
    } finally {
      await skewed.close();
    }
  });
});
