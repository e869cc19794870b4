import type { MuseumContractLevel } from '@museum-api/core';

/**
 * What the `verify` tool uses of `@museum-api/contract`, declared here rather than imported: that
 * package is an optional peer, so neither this package's build nor its users' installs need it.
 *
 * @example
 * ```ts
 * const verifier: ContractVerifier | undefined = await loadVerifier();
 * ```
 */
export interface ContractVerifier {
  /** Runs the contract's checks against the API at `baseUrl`, as `museum-verify` does. */
  verifyMuseumApi(
    baseUrl: string,
    options: {
      readOnly?: boolean;
      allowPurchases?: boolean;
      headers?: Record<string, string>;
      level?: MuseumContractLevel;
    },
  ): Promise<{
    ok: boolean;
    summary: { passed: number; failed: number; skipped: number };
    checks: { id: string; title: string; status: string; failures: unknown[] }[];
  }>;
}

// In a variable: neither TypeScript nor the bundler follows it, so nothing here needs the package.
const contractEntry = '@museum-api/contract';

/**
 * `@museum-api/contract`'s verifier, or `undefined` when that package is not installed (the
 * `verify` tool is then not listed). A test passes its own `load` to play a missing package.
 *
 * @throws what a present but broken contract package throws while loading (one of its own
 * dependencies missing included).
 * @example
 * ```ts
 * const server = createMuseumMcpServer({ apiUrl, admin, verifier: await loadVerifier() });
 * ```
 */
export async function loadVerifier(
  load: () => Promise<ContractVerifier> = () => import(contractEntry),
): Promise<ContractVerifier | undefined> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const missing =
      (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
      String(message).includes(`'${contractEntry}'`);
    if (missing) return undefined;
    throw error;
  }
}
