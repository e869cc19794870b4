/**
 * The browser entry of `@museum-api/mock`: msw's service-worker glue and state persistence.
 *
 * @packageDocumentation
 */

export { isMockedByTestRunner } from './in-process-mock-flag.ts';
export type { PersistedMockState, StorageLike } from './persist-mock-state.ts';
export { persistMockState } from './persist-mock-state.ts';
export type { MuseumMockWorker, SetupMuseumWorkerOptions } from './setup-museum-worker.ts';
export { setupMuseumWorker } from './setup-museum-worker.ts';
export type { UnhandledRequestStrategy } from './unhandled-requests.ts';
