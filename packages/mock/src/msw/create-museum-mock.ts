import { bypass, http } from 'msw';
import type { MuseumMock } from '../engine/runtime/mock.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import { createMswRuntime, type MswApi } from './msw-runtime.ts';

/** msw's functions from its root entry, for the mock's root and browser entries. */
export const mswRootApi: MswApi = { http, bypass };

/**
 * Creates a mock of the whole Museum API, running `@museum-api/core`'s rules and store behind
 * msw handlers. Environment-neutral: the same mock serves `setupServer` in Node and
 * `setupWorker` in browsers.
 *
 * @throws {TypeError} for an option that cannot work; {MuseumDomainError} for an invalid seed.
 *
 * @example
 * ```ts
 * import { createMuseumMock } from '@museum-api/mock';
 * import { setupServer } from 'msw/node';
 *
 * const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', randomSeed: 'suite' });
 * const server = setupServer(...mock.handlers);
 * server.listen();
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * ```
 */
export function createMuseumMock(options: MuseumMockOptions = {}): MuseumMock {
  return createMswRuntime(options, mswRootApi).mock;
}
