/**
 * `@museum-api/mock-server`: the Museum API mock served over real HTTP (Node), with sessions, the
 * admin API and its dashboard, durable state and a proxy mode; the `museum-mock` CLI
 * (`@museum-api/cli`) runs it. The mock itself (msw handlers, `setupMuseumMock`, the remote handle `connectMuseumMock`) is
 * `@museum-api/mock`.
 *
 * @packageDocumentation
 */

export type {
  MuseumServerOptions,
  MuseumServerOverride,
  ServerConfig,
} from './fetch/server-options.ts';
export { MuseumServerOptionsSchema, normalizeServerOptions } from './fetch/server-options.ts';
export { SeedRecorder } from './proxy/seed-recorder.ts';
export { isStateFileError, StateFileError } from './server/durable/state-file-error.ts';
export type { MuseumServer } from './server/listen-server.ts';
export { startMuseumServer } from './server/start-museum-server.ts';
