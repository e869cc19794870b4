/**
 * The Node entry of `@museum-api/mock`: msw's `setupServer` glue, the standalone HTTP server and
 * its CLI.
 *
 * @packageDocumentation
 */

export type { CliCommand } from './cli-args.ts';
export { CliUsageError, cliUsage, parseCliArgs } from './cli-args.ts';
export { StateFileError } from './durable/state-file-error.ts';
export type { MuseumServer, MuseumServerOptions } from './museum-server.ts';
export { startMuseumServer } from './museum-server.ts';
export type { CliIo } from './run-cli.ts';
export { runCli } from './run-cli.ts';
export type { MuseumMockServer, SetupMuseumMockOptions, TestLifecycleHooks } from './setup-museum-mock.ts';
export { setupMuseumMock } from './setup-museum-mock.ts';
export type { UnhandledRequestStrategy } from './unhandled-requests.ts';
export { verifyMuseumApi } from './verify/verify-museum-api.ts';
export type { VerifyMuseumApiOptions } from './verify/verify-options.ts';
export type {
  VerifyCheckClass,
  VerifyCheckResult,
  VerifyFailure,
  VerifyResult,
} from './verify/verify-result.ts';
