/**
 * `@museum-api/contract`: the Museum API's HTTP contract as code. The per-exchange checks
 * (`createContractChecks`), the verifier of any server of the API (`verifyMuseumApi`, which the
 * `museum-verify` bin runs), and the builder of the OpenAPI document both of them read.
 *
 * @packageDocumentation
 */

export type { ContractCheck, ContractViolation } from './checks/contract-violation.ts';
export type { ContractChecks, ContractChecksOptions } from './checks/create-contract-checks.ts';
export { createContractChecks } from './checks/create-contract-checks.ts';
export type { Exchange, ExchangeHeaders } from './checks/exchange.ts';
export type { OpenApiDocumentOptions } from './openapi/build-open-api-document.ts';
export { buildOpenApiDocument } from './openapi/build-open-api-document.ts';
export { checkPublishedExchange } from './verify/published-exchange-checks.ts';
export { scanTicketQr } from './verify/scan-ticket-qr.ts';
export { verifyMuseumApi } from './verify/verify-api.ts';
export type { VerifyMuseumApiOptions } from './verify/verify-options.ts';
export type {
  VerifyCheckClass,
  VerifyCheckResult,
  VerifyFailure,
  VerifyResult,
} from './verify/verify-result.ts';
