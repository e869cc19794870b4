// The same forwarding in process: msw intercepts every request of the test, and the mock forwards
// some operations to a real server through msw's bypass, so they are not answered by it again.

import { createMuseumMock } from '@museum-api/mock';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiBase, basic } from '../fixtures.ts';
import { closeServers, museumServer } from './upstreams.ts';

const msw = setupServer();
beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' } as never));
afterEach(async () => {
  msw.resetHandlers();
  await closeServers();
});
afterAll(() => msw.close());

describe('createMuseumMock({ proxy })', () => {
  it('forwards the named operations from msw and from mock.fetch, and answers the rest itself', async () => {
    const upstream = await museumServer({ seed: 'empty' });
    // The mock matches /v1.1 on any origin, the upstream's too: only the bypass keeps a
    // forwarded request from coming back to these handlers.
    const mock = createMuseumMock({
      clock: '2026-12-01T10:00:00Z',
      proxy: { baseUrl: upstream.url, operations: ['listSpecialEvents'] },
    });
    msw.use(...mock.handlers);
    const headers = { Authorization: basic() };
    const listed = await fetch(`${apiBase}/special-events`, { headers, signal: AbortSignal.timeout(5_000) });
    expect(await listed.json()).toEqual([]);
    const viaFetch = await mock.fetch(`${apiBase}/special-events`, { headers });
    expect(await viaFetch.json()).toEqual([]);
    const hours = await fetch(`${apiBase}/museum-hours`, { headers, signal: AbortSignal.timeout(5_000) });
    expect(hours.status).toBe(200);
    expect(upstream.mock.journal.entries.map((entry) => entry.operation)).toEqual([
      'listSpecialEvents',
      'listSpecialEvents',
    ]);
    expect(mock.journal.entries.map((entry) => [entry.operation, entry.upstream !== undefined])).toEqual([
      ['listSpecialEvents', true],
      ['listSpecialEvents', true],
      ['getMuseumHours', false],
    ]);
  }, 20_000);

  it('refuses a proxy option that cannot work, naming the field', () => {
    expect(() => createMuseumMock({ proxy: { baseUrl: 'ftp://x.test/v1.1' } })).toThrow(/proxy\.baseUrl/);
    expect(() => createMuseumMock({ proxy: { baseUrl: 'https://u:p@x.test/v1.1' } })).toThrow(
      /credentials; give them with `proxy\.auth`/,
    );
    expect(() => createMuseumMock({ proxy: { baseUrl: 'https://x.test/v1.1#top' } })).toThrow(
      /`proxy\.baseUrl` must not have a query or a fragment/,
    );
    expect(() =>
      createMuseumMock({ proxy: { baseUrl: 'https://x.test/v1.1', operations: ['nope' as never] } }),
    ).toThrow(/unknown operations: nope/);
    expect(() => createMuseumMock({ proxy: { baseUrl: 'https://x.test/v1.1', timeout: 0 } })).toThrow(
      /`proxy.timeout` must be at least 1ms, got 0/,
    );
  });
});
