/**
 * The browser entry of `@museum-api/mock`: msw's service-worker glue and state persistence.
 *
 * @packageDocumentation
 */

export { isMockedByTestRunner } from './browser/is-mocked-by-test-runner.ts';
export type { PersistedMockState, StorageLike } from './browser/persist-mock-state.ts';
export { persistMockState } from './browser/persist-mock-state.ts';
export type { MuseumMockWorker, SetupMuseumWorkerOptions } from './browser/setup-museum-worker.ts';
export { setupMuseumWorker } from './browser/setup-museum-worker.ts';
export type { UnhandledRequestStrategy } from './msw/unhandled-requests.ts';
