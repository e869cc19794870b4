/**
 * The `type` URIs of the problems this SDK's mock answers with, one per kind of refusal, and the
 * ones a forwarding mock adds. They are URNs, not links: they name the problem without promising
 * a page behind it. Defined here, once, so the mock that sends them and the code that reads them
 * (`problem.type === problemTypes.notFound`) agree.
 *
 * @example
 * ```ts
 * if (problem.type === problemTypes.invalidRequest) showFieldErrors(problem.errors);
 * ```
 */
export const problemTypes = {
  invalidRequest: 'urn:museum-api:problem:invalid-request',
  unauthorized: 'urn:museum-api:problem:unauthorized',
  notFound: 'urn:museum-api:problem:not-found',
  methodNotAllowed: 'urn:museum-api:problem:method-not-allowed',
  payloadTooLarge: 'urn:museum-api:problem:payload-too-large',
  unsupportedMediaType: 'urn:museum-api:problem:unsupported-media-type',
  internalError: 'urn:museum-api:problem:internal-error',
  // Not the API's answer: the mock itself failed (a bug, a missing platform API, a test's override
  // that threw). The test that sent the request fails with the cause (docs/http-contract.md).
  mockFailure: 'urn:museum-api:problem:mock-failure',
  idempotencyKeyInUse: 'urn:museum-api:problem:idempotency-key-in-use',
  idempotencyKeyReused: 'urn:museum-api:problem:idempotency-key-reused',
  badGateway: 'urn:museum-api:problem:bad-gateway',
  gatewayTimeout: 'urn:museum-api:problem:gateway-timeout',
  upstreamContractViolation: 'urn:museum-api:problem:upstream-contract-violation',
} as const;

/**
 * A problem's `type`: one of {@link problemTypes}, `about:blank` (a problem with no more to say
 * than its status), or any other URI, since a server of the published API may name its own. The
 * known ones complete in an editor, and a comparison with them narrows.
 *
 * @example
 * ```ts
 * const type: MuseumProblemType = problemTypes.notFound;
 * ```
 */
export type MuseumProblemType =
  | (typeof problemTypes)[keyof typeof problemTypes]
  | 'about:blank'
  // Any other URI: `string & {}` keeps the literals above from collapsing into plain `string`.
  | (string & {});
