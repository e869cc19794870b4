import { runVerifyCli, type VerifyCliIo } from '@museum-api/contract/cli';

/**
 * `museum-mock verify <baseUrl> [options]`: runs `museum-verify` from `@museum-api/contract`
 * under this name.
 *
 * @example
 * ```ts
 * process.exitCode = await runVerifySubcommand(['http://127.0.0.1:4010/v1.1', '--read-only'], io);
 * ```
 */
export function runVerifySubcommand(argv: readonly string[], io: VerifyCliIo): Promise<number> {
  return runVerifyCli(argv, { ...io, command: 'museum-mock verify' });
}
