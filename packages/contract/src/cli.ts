/**
 * The `@museum-api/contract/cli` entry: `runVerifyCli`, the `museum-verify` command as a
 * function, for a program that runs it under its own name (`museum-mock verify` does).
 *
 * @packageDocumentation
 */

export type { VerifyCliIo } from './cli/run-verify-cli.ts';
export { runVerifyCli } from './cli/run-verify-cli.ts';
