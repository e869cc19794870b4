/**
 * Every problem this SDK's mock answers with, one per kind of refusal (and the ones a proxying
 * mock adds): its `type` URI and the status it is sent with. The URIs are URNs, not links: they
 * name the problem without promising a page behind it. Defined here, once, so the mock that sends
 * them, the OpenAPI descriptions that list them and the code that reads them agree.
 *
 * @example
 * ```ts
 * museumProblems.idempotencyKeyReused; // { type: 'urn:museum-api:problem:idempotency-key-reused', status: 422 }
 * ```
 */
export const museumProblems = {
  invalidRequest: { type: 'urn:museum-api:problem:invalid-request', status: 400 },
  unauthorized: { type: 'urn:museum-api:problem:unauthorized', status: 401 },
  notFound: { type: 'urn:museum-api:problem:not-found', status: 404 },
  methodNotAllowed: { type: 'urn:museum-api:problem:method-not-allowed', status: 405 },
  payloadTooLarge: { type: 'urn:museum-api:problem:payload-too-large', status: 413 },
  unsupportedMediaType: { type: 'urn:museum-api:problem:unsupported-media-type', status: 415 },
  internalError: { type: 'urn:museum-api:problem:internal-error', status: 500 },
  // Not the API's answer: the mock itself failed (a bug, a missing platform API, a test's override
  // that threw). The test that sent the request fails with the cause (docs/http-contract.md).
  mockFailure: { type: 'urn:museum-api:problem:mock-failure', status: 500 },
  idempotencyKeyInUse: { type: 'urn:museum-api:problem:idempotency-key-in-use', status: 409 },
  idempotencyKeyReused: { type: 'urn:museum-api:problem:idempotency-key-reused', status: 422 },
  badGateway: { type: 'urn:museum-api:problem:bad-gateway', status: 502 },
  gatewayTimeout: { type: 'urn:museum-api:problem:gateway-timeout', status: 504 },
  upstreamContractViolation: { type: 'urn:museum-api:problem:upstream-contract-violation', status: 502 },
} as const satisfies Record<string, { type: `urn:museum-api:problem:${string}`; status: number }>;

/**
 * The name of one of {@link museumProblems}.
 *
 * @example
 * ```ts
 * const name: MuseumProblemName = 'notFound';
 * ```
 */
export type MuseumProblemName = keyof typeof museumProblems;

/**
 * The `type` URI of each of {@link museumProblems}, by name, for code that reads problems
 * (`problem.type === problemTypes.notFound`).
 *
 * @example
 * ```ts
 * if (problem.type === problemTypes.invalidRequest) showFieldErrors(problem.errors);
 * ```
 */
// Pure, so a bundle that does not read it leaves it out (the calls would keep it).
export const problemTypes = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(museumProblems).map(([name, { type }]) => [name, type])))() as {
  readonly [Name in MuseumProblemName]: (typeof museumProblems)[Name]['type'];
};

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
