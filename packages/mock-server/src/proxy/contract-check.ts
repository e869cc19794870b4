import { type ContractChecks, createContractChecks } from '@museum-api/contract';
import type { ProxiedExchange, ProxyViolation } from '@museum-api/mock';

let checks: ContractChecks | undefined;

/** The proxy's contract check, compiled on first use once per process (Ajv compiles every schema). */
export function contractCheck(): (exchange: ProxiedExchange) => readonly ProxyViolation[] {
  checks ??= createContractChecks();
  const compiled = checks;
  return (exchange) => compiled.checkExchange(exchange);
}
