/**
 * The Node entry of `@museum-api/mock`: msw's `setupServer` glue for test suites, and the
 * standalone HTTP server (which the `museum-mock` CLI runs).
 *
 * @packageDocumentation
 */

export type { MuseumMockConfig } from './cli/museum-mock-config.ts';
export { defineMockConfig, MuseumMockConfigSchema } from './cli/museum-mock-config.ts';
export type { UnhandledRequestStrategy } from './msw/unhandled-requests.ts';
export type {
  MuseumMockSetup,
  SetupMuseumMockOptions,
  TestLifecycleHooks,
} from './node/setup-museum-mock.ts';
export { setupMuseumMock } from './node/setup-museum-mock.ts';
export { isStateFileError, StateFileError } from './server/durable/state-file-error.ts';
export type { MuseumServer } from './server/museum-server.ts';
export type { MuseumServerOptions, MuseumServerOverride } from './server/museum-server-options.ts';
export { MuseumServerOptionsSchema } from './server/museum-server-options.ts';
export { startMuseumServer } from './server/start-museum-server.ts';
