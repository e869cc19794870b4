// setupMuseumMock's guard: a request meant for the API that no handler answers fails loudly.
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMuseumMock } from '../../src/node.ts';
import { basic } from '../fixtures.ts';

const base = 'https://guarded.museum.test/v1.1';
const { resetHandlers } = setupMuseumMock(
  { baseUrl: base, onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);
afterEach(() => vi.restoreAllMocks());

describe('unhandled requests', () => {
  it('rejects a request on the API origin outside the base path, explaining why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('https://guarded.museum.test/v2/tickets')).rejects.toThrow();
    expect(errors.mock.calls.flat().join(' ')).toContain(
      '[museum mock] GET https://guarded.museum.test/v2/tickets',
    );
  });

  it('rejects API requests once the handlers were replaced', async () => {
    resetHandlers();
    expect((await fetch(`${base}/museum-hours`, { headers: { Authorization: basic() } })).status).toBe(200);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    resetHandlers(http.get(`${base}/tickets`, () => HttpResponse.json([])));
    await expect(fetch(`${base}/museum-hours`)).rejects.toThrow();
    // The guard itself refused it (a `.test` host never resolves, so a rejection alone proves nothing).
    expect(errors.mock.calls.flat().join(' ')).toContain(
      `[museum mock] GET ${base}/museum-hours is for the Museum API`,
    );
  });

  it('applies onUnhandledRequest to other traffic', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('https://elsewhere.test/anything')).rejects.toThrow();
    const printed = errors.mock.calls.flat().join(' ');
    // msw's own 'error' print names the request; the museum guard stays silent for other hosts.
    expect(printed).toContain('https://elsewhere.test/anything');
    expect(printed).not.toContain('[museum mock]');
  });
});
