import { type ContractChecks, createContractChecks } from '@museum-api/contract';
import type { ProxiedExchange, ProxyViolation } from '@museum-api/mock';

let checks: ContractChecks | undefined;

/**
 * The proxy's check of each exchange against `@museum-api/contract`, compiled on first use and
 * once per process: Ajv compiles every schema of the document, so not per server, and not for a
 * server that never proxies.
 */
export function contractCheck(): (exchange: ProxiedExchange) => readonly ProxyViolation[] {
  checks ??= createContractChecks();
  const compiled = checks;
  return (exchange) => compiled.checkExchange(exchange);
}
