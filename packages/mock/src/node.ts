/**
 * The Node entry of `@museum-api/mock`: msw's `setupServer` glue for test suites. The standalone
 * HTTP server and the `museum-mock` CLI are `@museum-api/mock-server`.
 *
 * @packageDocumentation
 */

export type { UnhandledRequestStrategy } from './msw/unhandled-requests.ts';
export type {
  MuseumMockSetup,
  SetupMuseumMockOptions,
  TestLifecycleHooks,
} from './node/setup-museum-mock.ts';
export { setupMuseumMock } from './node/setup-museum-mock.ts';
