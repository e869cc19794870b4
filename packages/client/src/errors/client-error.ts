/**
 * The request an error belongs to: its HTTP method and full URL (query included).
 *
 * @example
 * ```ts
 * const request: MuseumRequestInfo = { method: 'GET', url: 'https://museum.example/v1.1/special-events' };
 * ```
 */
export interface MuseumRequestInfo {
  readonly method: string;
  readonly url: string;
}

/**
 * The `name` of every error the client throws on purpose, one literal per class, so a `switch` on
 * `error.name` narrows.
 *
 * @example
 * ```ts
 * const names: MuseumClientErrorName[] = ['MuseumApiError', 'MuseumTimeoutError'];
 * ```
 */
export type MuseumClientErrorName =
  | 'MuseumClientError'
  | 'MuseumApiError'
  | 'MuseumNetworkError'
  | 'MuseumResponseError'
  | 'MuseumTimeoutError'
  | 'MuseumUnknownOutcomeError'
  | 'MuseumValidationError'
  | 'MuseumWebhookError';

/**
 * Base class of every error the client throws on purpose. Catch this to handle "the museum call
 * failed" in one place; narrow with the `isMuseum…Error` guards for the details. Every one carries
 * the answer's `requestId` when there was an answer with one.
 *
 * @example
 * ```ts
 * try {
 *   await client.getSpecialEvent(eventId);
 * } catch (error) {
 *   if (isMuseumClientError(error)) console.warn(error.message, error.requestId);
 *   else throw error;
 * }
 * ```
 */
export class MuseumClientError extends Error {
  declare name: MuseumClientErrorName;
  /**
   * The `X-Request-Id` of the answer this error is about: quote it to whoever runs the server.
   * `undefined` when no answer arrived (network error, timeout) or it carried no id.
   */
  declare readonly requestId: string | undefined;

  /**
   * `response` is the answer the error is about, when one arrived; it supplies `requestId`. A
   * subclass passes its `name`, which also names its brand.
   */
  constructor(
    message: string,
    options?: ErrorOptions,
    response?: Response,
    name: MuseumClientErrorName = 'MuseumClientError',
  ) {
    super(message, options);
    this.name = name;
    this.requestId = response?.headers.get('x-request-id') ?? undefined;
    const brands = this as unknown as Record<symbol, boolean>;
    brands[brandOf('MuseumClientError')] = brands[brandOf(name)] = true;
  }
}

/**
 * The brand of the errors named `name`. Brands are registered symbols (`Symbol.for`), so a check
 * holds for errors from another copy of this package or another realm, where `instanceof` fails.
 */
const brandOf = (name: MuseumClientErrorName) => Symbol.for(`@museum-api/client/${name}`);

/** The guard of the errors named `name`: whether a value carries their brand. */
export const brandGuard =
  <Class>(name: MuseumClientErrorName) =>
  (value: unknown): value is Class =>
    (value as Record<symbol, unknown> | null | undefined)?.[brandOf(name)] === true;

/**
 * Whether `value` is any {@link MuseumClientError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumClientError(error)) showToast(error.message);
 * ```
 */
export const isMuseumClientError = /* @__PURE__ */ brandGuard<MuseumClientError>('MuseumClientError');
