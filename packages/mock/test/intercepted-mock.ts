// One msw server per test file, and a fresh mock on it per test: what the in-process suites share.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMuseumMock, type MuseumMock, type MuseumMockOptions } from '../src/index.ts';
import { apiBase, call, now } from './fixtures.ts';

/**
 * Starts msw for the calling test file (every unhandled request an error) and returns `useMock`,
 * which puts a fresh mock at {@link apiBase} on the fixed clock for the current test only, and
 * `api`, one request to it.
 */
export function interceptedMocks() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' } as never));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const useMock = (options: MuseumMockOptions = {}): MuseumMock => {
    const mock = createMuseumMock({ baseUrl: apiBase, clock: now, ...options });
    server.resetHandlers(...mock.handlers);
    return mock;
  };
  const api = <Body = unknown>(method: string, path: string, options?: Parameters<typeof call>[3]) =>
    call<Body>(apiBase, method, path, options);
  return { server, useMock, api };
}
