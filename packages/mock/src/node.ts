/**
 * The Node entry of `@museum-api/mock`: msw's `setupServer` glue, the standalone HTTP server and
 * its CLI.
 *
 * @packageDocumentation
 */

export type { CliCommand } from './cli/cli-args.ts';
export { CliUsageError, cliUsage, parseCliArgs } from './cli/cli-args.ts';
export type { CliIo } from './cli/run-cli.ts';
export { runCli } from './cli/run-cli.ts';
export type { UnhandledRequestStrategy } from './msw/unhandled-requests.ts';
export type {
  MuseumMockServer,
  SetupMuseumMockOptions,
  TestLifecycleHooks,
} from './node/setup-museum-mock.ts';
export { setupMuseumMock } from './node/setup-museum-mock.ts';
export { StateFileError } from './server/durable/state-file-error.ts';
export type { MuseumServer, MuseumServerOptions } from './server/museum-server.ts';
export { startMuseumServer } from './server/museum-server.ts';
