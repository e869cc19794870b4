// Timeouts and cancellation against the real mock, slowed down by its `delay` faults. The mock
// still finishes a slow answer after the client gave up, so every test waits for the answers
// to all the requests it started: no late journal entry can leak into the next test.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMuseumClientError, isMuseumTimeoutError, isMuseumUnknownOutcomeError } from '../src/index.ts';
import { draft, museumClient, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock, server } = useMuseumMock();

const purchase = { ticketType: 'general', ticketDate: '2026-12-02', email: 'ada@example.com' } as const;

/** How long a slowed-down answer takes: far above the timeouts below, short enough to wait out. */
const slow = 400;

let started = 0;
server.events.on('request:start', () => {
  started += 1;
});

/** Waits until the mock has answered every request the test started. */
async function settled(): Promise<void> {
  await vi.waitFor(() => expect(mock.journal.count()).toBe(started), { timeout: slow * 5 });
}

// Registered after the mock's own reset, so it runs before it (after-hooks run in reverse).
afterEach(async () => {
  await settled();
  started = 0;
});

describe('timeout', () => {
  it('gives up after the timeout with a MuseumTimeoutError and does not retry', async () => {
    mock.fault('getMuseumHours', { delay: slow }, { times: 1 });
    const error = await rejection(museumClient({ timeout: 50 }).getMuseumHours());

    if (!isMuseumTimeoutError(error)) throw error;
    // The client gave up before the mock had answered.
    expect(mock.journal.count()).toBe(0);
    expect(error.timeout).toBe(50);
    expect(error.request.method).toBe('GET');
    expect(error.message).toContain('no response within 50 ms');
    await settled();
    expect(mock.journal.entries.map(({ intervention }) => intervention)).toEqual(['fault']);
  });

  it('retries a timed-out GET when retryOnTimeout is set', async () => {
    mock.fault('getMuseumHours', { delay: slow }, { times: 1 });
    const api = museumClient({ timeout: 100, retry: { limit: 2, backoffLimit: 10, retryOnTimeout: true } });

    await expect(api.getMuseumHours({ limit: 1 })).resolves.toHaveLength(1);
    await settled();
    expect(started).toBe(2);
    // The journal records answers as they finish, so the slow first attempt comes in last.
    const byStart = mock.journal.entries.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    expect(byStart.map(({ intervention }) => intervention)).toEqual(['fault', undefined]);
  });

  it('retries a timed-out keyed purchase when retryOnTimeout is set, and buys one ticket', async () => {
    mock.fault('buyMuseumTickets', { delay: slow }, { times: 1 });
    const api = museumClient({ timeout: 100, retry: { limit: 10, backoffLimit: 100, retryOnTimeout: true } });

    await expect(api.buyMuseumTickets(purchase)).resolves.toMatchObject({ ticketType: 'general' });
    await settled();
    // Retries that arrive while the slow first attempt is still being answered get 409 (its key
    // is in use) and are retried; once it is answered, a retry gets its answer replayed. How many
    // of each depends on timing; that only the first sold anything does not.
    const sold = mock.journal.filter('buyMuseumTickets').filter(({ status }) => status === 201);
    expect(sold[0]?.intervention).toBe('fault');
    expect(sold[0]?.replayed).toBeUndefined();
    expect(sold.length).toBeGreaterThan(1);
    expect(sold.slice(1).every(({ replayed }) => replayed === true)).toBe(true);
    expect(mock.store.ticketCount).toBe(1);
  });

  it('never retries a timed-out purchase without a key, even with retryOnTimeout', async () => {
    mock.fault('buyMuseumTickets', { delay: slow }, { times: 1 });
    const api = museumClient({ timeout: 50, retry: { limit: 2, retryOnTimeout: true } });
    const error = await rejection(api.buyMuseumTickets(purchase, { idempotency: false }));

    if (!isMuseumUnknownOutcomeError(error)) throw error;
    expect(isMuseumTimeoutError(error.cause)).toBe(true);
    await settled();
    expect(mock.journal.count('buyMuseumTickets')).toBe(1);
  });

  it('takes a call’s own timeout over the client’s', async () => {
    mock.fault('getMuseumHours', { delay: slow }, { times: 1 });
    const error = await rejection(museumClient({ timeout: 5_000 }).getMuseumHours({}, { timeout: 50 }));

    if (!isMuseumTimeoutError(error)) throw error;
    expect(error.timeout).toBe(50);
    expect(mock.journal.count()).toBe(0);
  });

  it('waits for a slow answer when a call switches the client’s timeout off', async () => {
    mock.fault('getMuseumHours', { delay: 150 }, { times: 1 });

    await expect(
      museumClient({ timeout: 50 }).getMuseumHours({ limit: 1 }, { timeout: false }),
    ).resolves.toHaveLength(1);
  });

  it('waits for a slow answer when the timeout is switched off', async () => {
    mock.fault('listSpecialEvents', { delay: 150 }, { times: 1 });
    const event = mock.store.createEvent({ ...draft, dates: ['2026-12-02'] });

    await expect(museumClient({ timeout: false }).listSpecialEvents()).resolves.toEqual([event]);
  });
});

describe('abort', () => {
  it('rejects with the signal’s reason when the caller aborts mid-request', async () => {
    mock.fault('listSpecialEvents', { delay: slow }, { times: 1 });
    const controller = new AbortController();
    const reason = new Error('user left the page');
    const call = museumClient().listSpecialEvents({}, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);

    const error = await rejection(call);
    expect(error).toBe(reason);
    expect(isMuseumClientError(error)).toBe(false);
    expect(mock.journal.count()).toBe(0);
    await settled();
    expect(started).toBe(1);
  });

  it('rejects with an AbortError and sends nothing when the signal is already aborted', async () => {
    const error = await rejection(museumClient().getMuseumHours({}, { signal: AbortSignal.abort() }));

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(mock.journal.count()).toBe(0);
  });

  it('stops retrying when the caller aborts during the wait before a retry', async () => {
    const event = mock.store.createEvent(draft);
    mock.fault('getSpecialEvent', { status: 503, retryAfter: 1 }, { times: 'always' });
    const controller = new AbortController();
    const call = museumClient().getSpecialEvent(event.eventId, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);

    const begin = performance.now();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - begin).toBeLessThan(900);
    expect(mock.journal.count('getSpecialEvent')).toBe(1);
  });

  it('stops an iterator between pages when the caller aborts', async () => {
    for (let day = 2; day <= 4; day++) mock.store.createEvent({ ...draft, dates: [`2026-12-0${day}`] });
    const controller = new AbortController();
    const walk = museumClient().iterateSpecialEvents({ limit: 1 }, { signal: controller.signal });

    await expect(walk.next()).resolves.toMatchObject({ done: false });
    controller.abort();
    await expect(walk.next()).rejects.toMatchObject({ name: 'AbortError' });
    expect(mock.journal.count('listSpecialEvents')).toBe(1);
  });
});
