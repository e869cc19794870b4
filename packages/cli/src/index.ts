/**
 * `@museum-api/cli`: the `museum-mock` command, which serves the Museum API mock of
 * `@museum-api/mock-server` from a terminal or a script, reads its config file, and runs
 * `museum-verify` (`@museum-api/contract`) and `museum-mcp` (`@museum-api/mcp`) as subcommands.
 * This entry types a config file and runs the command as a function.
 *
 * @packageDocumentation
 */

export type { CliIo } from './cli/cli-io.ts';
export type { MuseumMockConfig } from './cli/mock-config.ts';
export { defineMockConfig, MuseumMockConfigSchema } from './cli/mock-config.ts';
export { runCli } from './cli/run-cli.ts';
