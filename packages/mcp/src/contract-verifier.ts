import { verifyMuseumApi } from '@museum-api/contract';

/**
 * What the `verify` tool runs: `@museum-api/contract`'s verifier, or a test's stand-in of the
 * same type.
 *
 * @example
 * ```ts
 * const verifier: ContractVerifier = { verifyMuseumApi };
 * ```
 */
export interface ContractVerifier {
  /** Runs the contract's checks against the API at `baseUrl`, as `museum-verify` does. */
  verifyMuseumApi: typeof verifyMuseumApi;
}

/**
 * `@museum-api/contract`'s verifier, which `museum-mcp` gives its `verify` tool.
 *
 * @example
 * ```ts
 * const server = createMuseumMcpServer({ apiUrl, admin, verifier: contractVerifier });
 * ```
 */
export const contractVerifier: ContractVerifier = { verifyMuseumApi };
