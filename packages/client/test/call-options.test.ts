// Per-call options against the real mock through msw: a call's headers, retry and timeout over
// the client's. (Timeouts per call are in timeout-and-abort.test.ts, keys in retries.test.ts.)

import { describe, expect, it } from 'vitest';
import { isMuseumApiError } from '../src/index.ts';
import { draft, museumClient, useMuseumMock } from './fixtures.ts';
import { observeRequests } from './observe-requests.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

describe('headers', () => {
  it('adds a call’s headers to the client’s, the call’s value winning for the same name', async () => {
    const seen = observeRequests(mock, 'getMuseumHours');
    const api = museumClient({ headers: { 'x-app': 'kiosk', 'x-trace-id': 'from-client' } });

    await api.getMuseumHours({ limit: 1 }, { headers: { 'X-Trace-Id': 'from-call', 'x-extra': '1' } });
    await api.getMuseumHours({ limit: 1 });

    const [first, second] = seen.map((request) => request.headers);
    expect([first?.get('x-app'), first?.get('x-trace-id'), first?.get('x-extra')]).toEqual([
      'kiosk',
      'from-call',
      '1',
    ]);
    expect(first?.get('authorization')).toMatch(/^Basic /);
    // The next call is back to the client's headers alone.
    expect([second?.get('x-trace-id'), second?.has('x-extra')]).toEqual(['from-client', false]);
  });

  it('leaves the credentials alone when a call sends its own headers', async () => {
    await expect(
      museumClient().createSpecialEvent(draft, { headers: new Headers({ 'x-trace-id': 't' }) }),
    ).resolves.toMatchObject({ name: draft.name });
    expect(mock.journal.last()?.username).toBe('front-desk');
  });
});

describe('retry', () => {
  it('retries a call more than the client would when the call asks', async () => {
    mock.fault('getMuseumHours', { status: 503, retryAfter: 0 }, { times: 2 });

    await expect(museumClient({ retry: 0 }).getMuseumHours({ limit: 1 }, { retry: 2 })).resolves.toHaveLength(
      1,
    );
    expect(mock.journal.filter('getMuseumHours').map(({ status }) => status)).toEqual([503, 503, 200]);
  });

  it('does not retry a call that turns retries off, though the client would', async () => {
    mock.fault('listSpecialEvents', { status: 503, retryAfter: 0 }, { times: 'always' });
    const error = await rejection(museumClient({ retry: 5 }).listSpecialEvents({}, { retry: 0 }));

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(mock.journal.count('listSpecialEvents')).toBe(1);
  });

  it('keeps the client’s other retry tuning when a call sets only the limit', async () => {
    const event = mock.store.createEvent(draft);
    mock.fault('getSpecialEvent', { status: 500 }, { times: 1 });
    const asked: number[] = [];
    const api = museumClient({
      retry: { limit: 0, backoffLimit: 10, shouldRetry: ({ retryCount }) => void asked.push(retryCount) },
    });

    await expect(api.getSpecialEvent(event.eventId, { retry: 1 })).resolves.toEqual(event);
    // The client's own shouldRetry still decided, under the call's limit.
    expect(asked).toEqual([1]);
    expect(mock.journal.count('getSpecialEvent')).toBe(2);
  });
});
