import {
  type ContractCli,
  type ContractLoader,
  contractMissingAdvice,
  importContractCli,
  isContractMissing,
} from '../proxy/load-contract.ts';

/**
 * `museum-mock verify <baseUrl> [options]`: runs `museum-verify` from `@museum-api/contract`, an
 * optional peer, under this name. Without the package it exits 2 with one line saying to install
 * it, so a mock user who never verifies installs none of the verifier's dependencies.
 *
 * @example
 * ```ts
 * process.exitCode = await runVerifyCommand(['http://127.0.0.1:4010/v1.1', '--read-only'], io);
 * ```
 */
export async function runVerifyCommand(
  argv: readonly string[],
  io: Parameters<ContractCli['runVerifyCli']>[1],
  load: ContractLoader<ContractCli> = importContractCli,
): Promise<number> {
  let cli: ContractCli;
  try {
    cli = await load();
  } catch (error) {
    if (!isContractMissing(error)) throw error;
    io.stderr.write(
      `museum-mock verify: the verifier is in @museum-api/contract: ${contractMissingAdvice}\n`,
    );
    return 2;
  }
  return cli.runVerifyCli(argv, { ...io, command: 'museum-mock verify' });
}
