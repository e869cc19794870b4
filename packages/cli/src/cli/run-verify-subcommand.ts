import { runVerifyCli, type VerifyCliIo } from '@museum-api/contract/cli';

/** `museum-mock verify <baseUrl> [options]`: `museum-verify` under this name. */
export function runVerifySubcommand(argv: readonly string[], io: VerifyCliIo): Promise<number> {
  return runVerifyCli(argv, { ...io, command: 'museum-mock verify' });
}
