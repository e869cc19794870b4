// The overall deadline of a call (`deadline: callDeadline(ms)`) against faults injected by the real mock: it
// bounds the attempts and the waits between them, Retry-After included, and its error says so.
// Times are real but short: every call here ends within about a second.

import { describe, expect, it } from 'vitest';
import { callDeadline } from '../src/features.ts';
import { isMuseumApiError, isMuseumTimeoutError } from '../src/index.ts';
import { museumClient, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

describe('a call’s deadline (callDeadline)', () => {
  it('gives up at once when a 429’s Retry-After would end past the deadline, naming the attempts', async () => {
    mock.fault('getMuseumHours', { status: 429, retryAfter: 30 });
    const started = performance.now();

    const error = await rejection(museumClient({ deadline: callDeadline(2_000), retry: 3 }).getMuseumHours());

    const took = performance.now() - started;
    if (!isMuseumTimeoutError(error)) throw error;
    expect([error.name, error.reason, error.attempts, error.timeout]).toEqual([
      'MuseumTimeoutError',
      'deadline',
      1,
      2_000,
    ]);
    expect(error.message).toBe(
      'GET https://museum.test/v1.1/museum-hours failed: the server asked to wait 30000 ms before a retry, past its deadline of 2000 ms; gave up after 1 attempt',
    );
    expect(isMuseumApiError(error.cause) && error.cause.status).toBe(429);
    expect(took).toBeLessThan(1_000);
    expect(mock.journal.count('getMuseumHours')).toBe(1);
  });

  it('ends the retries when the deadline passes, however many the retry limit allows', async () => {
    mock.fault('listSpecialEvents', { status: 503 });
    const started = performance.now();

    const error = await rejection(
      museumClient({ retry: { limit: 50, backoffLimit: 100 } }).listSpecialEvents(
        {},
        { deadline: callDeadline(500) },
      ),
    );

    const took = performance.now() - started;
    if (!isMuseumTimeoutError(error)) throw error;
    const sent = mock.journal.count('listSpecialEvents');
    expect([error.reason, error.timeout, error.attempts]).toEqual(['deadline', 500, sent]);
    expect(sent).toBeGreaterThan(1);
    expect(sent).toBeLessThan(51);
    expect(error.message).toBe(
      `GET https://museum.test/v1.1/special-events failed: its deadline of 500 ms passed after ${sent} attempts`,
    );
    expect(took).toBeGreaterThanOrEqual(490);
    expect(took).toBeLessThan(1_500);
  });

  it('cuts a slow attempt short at the deadline, before the per-attempt timeout', async () => {
    mock.fault('getMuseumHours', { delay: 2_000 });

    const error = await rejection(
      museumClient({ timeout: 5_000 }).getMuseumHours({}, { deadline: callDeadline(300) }),
    );

    if (!isMuseumTimeoutError(error)) throw error;
    expect([error.reason, error.timeout, error.attempts]).toEqual(['deadline', 300, 1]);
  });

  it('retries as before when the waits fit under the deadline', async () => {
    mock.fault('getMuseumHours', { status: 429, retryAfter: 1 }, { times: 1 });

    await expect(
      museumClient({ deadline: callDeadline(5_000) }).getMuseumHours({ limit: 1 }),
    ).resolves.toHaveLength(1);
    expect(mock.journal.filter('getMuseumHours').map((entry) => entry.status)).toEqual([429, 200]);
  });

  it('says a per-attempt timeout is the attempt’s, not the deadline’s', async () => {
    mock.fault('getMuseumHours', { delay: 1_000 });

    const error = await rejection(
      museumClient({ timeout: 100, deadline: callDeadline(5_000) }).getMuseumHours(),
    );

    if (!isMuseumTimeoutError(error)) throw error;
    expect([error.reason, error.timeout, error.attempts]).toEqual(['attempt', 100, 1]);
    expect(error.message).toMatch(/no response within 100 ms$/);
  });

  it('refuses a deadline that is not whole milliseconds ky can wait, naming it', () => {
    expect(() => museumClient({ deadline: callDeadline(-1) })).toThrow(
      new TypeError('a deadline must be whole milliseconds from 1 to 2147483647; got -1'),
    );
    expect(() => callDeadline(1.5)).toThrow(/a deadline must be whole milliseconds/);
    expect(() => callDeadline(2 ** 31)).toThrow(/a deadline must be whole milliseconds/);
  });

  it('lets a call drop the client’s deadline with `deadline: false`', async () => {
    // listSpecialEvents: the slow getMuseumHours attempts above may still land in the journal.
    mock.fault('listSpecialEvents', { status: 429, retryAfter: 1 }, { times: 1 });

    const client = museumClient({ deadline: callDeadline(200) });
    await expect(client.listSpecialEvents({ limit: 1 }, { deadline: false })).resolves.toBeInstanceOf(Array);
    expect(mock.journal.filter('listSpecialEvents').map((entry) => entry.status)).toEqual([429, 200]);
  });
});
