import type { OpenApiDocument } from '@museum-api/core';
import { buildOpenApiDocument } from '../openapi/build-open-api-document.ts';
import { checkExchange } from './check-exchange.ts';
import { compileDocument } from './compile-document.ts';
import type { ContractViolation } from './contract-violation.ts';
import { createDocumentRouter } from './document-router.ts';
import { type Exchange, mediaEssence, notJson, pathOf, readBody } from './exchange.ts';

/**
 * Options of {@link createContractChecks}.
 *
 * @example
 * ```ts
 * const options: ContractChecksOptions = { document: buildOpenApiDocument({ serverUrl: 'https://museum.test/api/v1.1' }) };
 * ```
 */
export interface ContractChecksOptions {
  /**
   * The OpenAPI 3.1 document to check against. Its first server's path is the base path
   * (`/v1.1`); the origin of an exchange's URL is never compared.
   *
   * @default buildOpenApiDocument()
   * @example buildAdminOpenApiDocument()
   */
  document?: OpenApiDocument | undefined;
}

/**
 * The per-exchange checks of the Museum API's HTTP contract (docs/http-contract.md): for one
 * request and its answer, the status, the media type, the body against the schemas of the
 * OpenAPI document, the headers it promises, and the few facts one exchange proves by itself
 * (problem `status`, `Location` of a created event, the event id asked for, the PNG signature).
 * One module for the project's contract tests, `museum-mock verify` and the proxy.
 *
 * @example
 * ```ts
 * const contract = createContractChecks();
 * const violations = contract.checkExchange({
 *   request: { method: 'POST', url: 'https://museum.test/v1.1/special-events' },
 *   response: { status: 201, headers: response.headers, body: await response.json() },
 * });
 * for (const { check, message } of violations) console.warn(check, message);
 * ```
 */
export interface ContractChecks {
  /** Every way the exchange breaks the contract; empty when it keeps it. */
  checkExchange(exchange: Exchange): ContractViolation[];
  /**
   * Reads a clone of `response` (JSON, text or bytes by its `Content-Type`) and checks the
   * exchange; the response itself stays unread. A JSON media type whose body does not parse is a
   * `body` violation.
   */
  checkResponse(
    request: Exchange['request'] & { operation?: string | undefined },
    response: Response,
  ): Promise<ContractViolation[]>;
  /** The operation id of a request (`GET /v1.1/special-events/…` → `getSpecialEvent`), if any. */
  operationOf(method: string, url: string): string | undefined;
}

/** The path of the document's first server (a relative URL is relative to the document). */
function basePathOf(document: OpenApiDocument): string {
  return new URL(document.servers[0]?.url ?? '/', 'http://document.invalid').pathname.replace(/\/+$/, '');
}

/**
 * Builds the {@link ContractChecks} of an OpenAPI 3.1 document (the API's own by default): the
 * document compiled up front, a router over its path templates after the base path of its first
 * server, and the checks of one exchange, so a check is a route lookup and one validator call.
 *
 * @example
 * ```ts
 * const contract = createContractChecks();
 * const response = await fetch(`${baseUrl}/special-events`, { headers: { Authorization } });
 * const violations = await contract.checkResponse({ method: 'GET', url: response.url }, response);
 * ```
 */
export function createContractChecks(options: ContractChecksOptions = {}): ContractChecks {
  const document = options.document ?? buildOpenApiDocument();
  const router = createDocumentRouter(compileDocument(document), basePathOf(document));
  const check = (exchange: Exchange) => checkExchange(router, exchange);
  return {
    checkExchange: check,
    async checkResponse(request, response) {
      const { status, headers } = response;
      const essence = mediaEssence(headers.get('content-type') ?? '');
      const bytes = new Uint8Array(await response.clone().arrayBuffer());
      const { body, unparsable } = readBody(essence, bytes, essence.startsWith('text/'));
      if (unparsable) return [notJson(`${request.method.toUpperCase()} ${pathOf(request.url)}`, status)];
      return check({ operation: request.operation, request, response: { status, headers, body } });
    },
    operationOf: (method, url) => router.operationOf(method, pathOf(url))?.id,
  };
}
