import {
  type ContractLoader,
  type ContractPackage,
  importContract,
  isContractMissing,
} from '../proxy/load-contract.ts';

/**
 * What the `verify` tool uses of `@museum-api/contract` (an optional peer).
 *
 * @example
 * ```ts
 * const verifier: ContractVerifier | undefined = await loadVerifier();
 * ```
 */
export type ContractVerifier = Pick<ContractPackage, 'verifyMuseumApi'>;

/**
 * `@museum-api/contract`'s verifier, or `undefined` when that package is not installed (the
 * `verify` tool is then not listed).
 *
 * @throws what a present but broken contract package throws while loading.
 * @example
 * ```ts
 * const verifier = await loadVerifier();
 * ```
 */
export async function loadVerifier(
  load: ContractLoader<ContractVerifier> = importContract,
): Promise<ContractVerifier | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isContractMissing(error)) return undefined;
    throw error;
  }
}
