import type { ProxiedExchange, ProxyViolation } from '@museum-api/mock';

/**
 * What the mock uses of `@museum-api/contract`, declared here rather than imported: the package
 * is an optional peer, loaded only by a proxying server and `museum-mock verify`, so the mock's
 * build and its users' installs never need it.
 */
export interface ContractPackage {
  createContractChecks(): { checkExchange(exchange: ProxiedExchange): readonly ProxyViolation[] };
}

/**
 * What the mock uses of `@museum-api/contract/cli`: the `museum-verify` command as a function.
 */
export interface ContractCli {
  runVerifyCli(
    argv: readonly string[],
    io: {
      stdout: { write(text: string): unknown };
      stderr: { write(text: string): unknown };
      signals: { once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown };
      command?: string;
    },
  ): Promise<number>;
}

/**
 * Loads one of the contract package's entries; a test passes its own to play a missing package.
 *
 * @example
 * ```ts
 * const missing: ContractLoader<ContractPackage> = () => Promise.reject(Object.assign(new Error('gone'), { code: 'ERR_MODULE_NOT_FOUND' }));
 * ```
 */
export type ContractLoader<T> = () => Promise<T>;

// Specifiers in variables: neither TypeScript nor the bundler follows them, so the mock's build
// needs no .d.ts of the contract package (which itself builds after the mock for its tests).
const contractEntry = '@museum-api/contract';
const contractCliEntry = '@museum-api/contract/cli';

/**
 * Imports `@museum-api/contract`.
 *
 * @example
 * ```ts
 * const { createContractChecks } = await importContract();
 * ```
 */
export const importContract: ContractLoader<ContractPackage> = () => import(contractEntry);

/**
 * Imports `@museum-api/contract/cli`.
 *
 * @example
 * ```ts
 * process.exitCode = await (await importContractCli()).runVerifyCli(['http://127.0.0.1:4010/v1.1'], io);
 * ```
 */
export const importContractCli: ContractLoader<ContractCli> = () => import(contractCliEntry);

/**
 * Whether a failed import means the contract package is not installed (rather than broken).
 *
 * @example
 * ```ts
 * const installed = await importContract().then(() => true, (error) => !isContractMissing(error));
 * ```
 */
export function isContractMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}

/**
 * The one-line advice a proxy or `museum-mock verify` gives when the contract package is missing.
 *
 * @example
 * ```ts
 * io.stderr.write(`museum-mock: ${contractMissingAdvice}\n`);
 * ```
 */
export const contractMissingAdvice =
  'install @museum-api/contract (npm install --save-dev @museum-api/contract)';

let checks: Promise<ReturnType<ContractPackage['createContractChecks']> | undefined> | undefined;

/**
 * The proxy's contract check, from `@museum-api/contract`, compiled once per process (Ajv
 * compiles every schema of the document, so not per server and not on the first request); or
 * `undefined` when the package is not installed: the proxy then forwards unchecked.
 *
 * @throws what a present but broken contract package throws while loading.
 * @example
 * ```ts
 * const check = await loadContractCheck();
 * const forward = { baseUrl, ...(check === undefined ? {} : { check }) };
 * ```
 */
export async function loadContractCheck(
  load: ContractLoader<ContractPackage> = importContract,
): Promise<((exchange: ProxiedExchange) => readonly ProxyViolation[]) | undefined> {
  const loading =
    load === importContract && checks !== undefined
      ? checks
      : load().then(
          (contract) => contract.createContractChecks(),
          (error: unknown) => {
            if (isContractMissing(error)) return undefined;
            throw error;
          },
        );
  if (load === importContract) checks = loading;
  const compiled = await loading;
  return compiled === undefined ? undefined : (exchange) => compiled.checkExchange(exchange);
}
