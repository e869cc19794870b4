// The client's logging fetch (`loggedFetch`) against the real mock: what it is told per attempt (a retry is a
// request of its own), with the mock's X-Request-Id, and never a credential.

import { describe, expect, it } from 'vitest';
import { loggedFetch, type MuseumLogEntry } from '../src/features.ts';
import { baseUrl, credentials, museumClient, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

function recorded() {
  const entries: MuseumLogEntry[] = [];
  return { entries, logger: (entry: MuseumLogEntry) => void entries.push(entry) };
}

describe('loggedFetch as the client’s fetch', () => {
  it('is told of the request, then its answer with status, duration and the request id', async () => {
    const { entries, logger } = recorded();
    await museumClient({ fetch: loggedFetch(logger) }).listSpecialEvents({ limit: 3 });

    const url = `${baseUrl}/special-events?limit=3`;
    expect(entries).toEqual([
      { type: 'request', method: 'GET', url },
      expect.objectContaining({ type: 'response', method: 'GET', url, status: 200 }),
    ]);
    const answer = entries[1];
    if (answer?.type !== 'response') throw new Error('no answer logged');
    expect(answer.requestId).toBe(mock.journal.last()?.requestId);
    expect(answer.requestId).toMatch(/\S/);
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('logs each attempt of a retried call, the failed answer with its status', async () => {
    const { entries, logger } = recorded();
    mock.fault('getMuseumHours', { status: 503, retryAfter: 0 }, { times: 1 });
    await museumClient({ fetch: loggedFetch(logger) }).getMuseumHours();

    expect(entries.map((entry) => [entry.type, 'status' in entry ? entry.status : undefined])).toEqual([
      ['request', undefined],
      ['response', 503],
      ['request', undefined],
      ['response', 200],
    ]);
  });

  it('logs a request that got no answer as an error, and the call still rejects', async () => {
    const { entries, logger } = recorded();
    mock.fault('getMuseumHours', { networkError: true });
    const error = await rejection(museumClient({ fetch: loggedFetch(logger), retry: 0 }).getMuseumHours());

    expect(error).toMatchObject({ name: 'MuseumNetworkError' });
    expect(entries).toEqual([
      { type: 'request', method: 'GET', url: `${baseUrl}/museum-hours` },
      expect.objectContaining({ type: 'error', method: 'GET', url: `${baseUrl}/museum-hours` }),
    ]);
    const failed = entries[1];
    expect(failed?.type === 'error' && failed.error).toBeInstanceOf(TypeError);
  });

  it('times each answer and each error from when its request left', async () => {
    const { entries, logger } = recorded();
    mock.fault('getMuseumHours', { delay: 60 }, { times: 1 });
    await museumClient({ fetch: loggedFetch(logger) }).getMuseumHours();
    mock.fault('getMuseumHours', { networkError: true });
    await rejection(museumClient({ fetch: loggedFetch(logger), retry: 0 }).getMuseumHours());

    const durations = entries.flatMap((entry) => ('durationMs' in entry ? [entry.durationMs] : []));
    expect(durations).toHaveLength(2);
    expect(durations[0]).toBeGreaterThanOrEqual(50);
    for (const duration of durations) expect(duration).toBeLessThan(5_000);
  });

  it('never hands the logger the credentials', async () => {
    const { entries, logger } = recorded();
    await museumClient({ fetch: loggedFetch(logger) }).getMuseumHours();

    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(credentials.username);
    expect(logged.toLowerCase()).not.toContain('authorization');
    expect(mock.journal.last()?.status).toBe(200);
  });

  it('refuses a logger that is not a function, naming the option', () => {
    expect(() => museumClient({ fetch: loggedFetch('debug' as never) })).toThrow(
      new TypeError('loggedFetch: logger must be a function, got string'),
    );
  });
});
