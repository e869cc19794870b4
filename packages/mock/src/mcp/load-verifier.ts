import { isContractMissing } from '../proxy/load-contract.ts';

/**
 * What the `verify` tool uses of `@museum-api/contract`, declared here: the package is an
 * optional peer, loaded only when the tool is listed and run.
 *
 * @example
 * ```ts
 * const verifier: ContractVerifier | undefined = await loadVerifier();
 * ```
 */
export interface ContractVerifier {
  verifyMuseumApi(
    baseUrl: string,
    options: { readOnly?: boolean; allowPurchases?: boolean; headers?: Record<string, string> },
  ): Promise<{
    ok: boolean;
    summary: { passed: number; failed: number; skipped: number };
    checks: { id: string; title: string; status: string; failures: unknown[] }[];
  }>;
}

// In a variable: neither TypeScript nor the bundler follows it (see proxy/load-contract.ts).
const contractEntry = '@museum-api/contract';

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
  load: () => Promise<ContractVerifier> = () => import(contractEntry),
): Promise<ContractVerifier | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isContractMissing(error)) return undefined;
    throw error;
  }
}
