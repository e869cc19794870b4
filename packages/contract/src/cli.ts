/**
 * The `@museum-api/contract/cli` entry: `runVerifyCli`, the `museum-verify` command as a
 * function, for a program that runs it under its own name (`museum-mock verify` does), and the
 * flag reader both commands read their flags with: flags into one options object, checked by
 * its schema, with help lines and defaults read from it; and `packageVersion`, which each
 * command's `--version` reads from its own `package.json`.
 *
 * @packageDocumentation
 */

export type { OptionFlag } from './cli/option-flags.ts';
export { flagHelp, numberText, parseFlags, readFlags } from './cli/option-flags.ts';
export { packageVersion } from './cli/package-version.ts';
export type { VerifyCliIo } from './cli/run-verify-cli.ts';
export { runVerifyCli } from './cli/run-verify-cli.ts';
export { UsageError } from './cli/usage-error.ts';
