import { runVerifyCli, type VerifyCliIo } from '@museum-api/contract/cli';

/**
 * `museum-mock verify <baseUrl> [options]`: runs `museum-verify` from `@museum-api/contract`
 * under this name.
 */
export function runVerifySubcommand(argv: readonly string[], io: VerifyCliIo): Promise<number> {
  return runVerifyCli(argv, { ...io, command: 'museum-mock verify' });
}
