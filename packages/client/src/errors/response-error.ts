import { brandGuard, MuseumClientError, type MuseumRequestInfo } from './client-error.ts';

/**
 * The API answered with success, but with a body the client cannot use: JSON that does not parse,
 * or a ticket image that is not `image/png`. Usually a proxy or a wrong `baseUrl`.
 *
 * @example
 * ```ts
 * if (isMuseumResponseError(error)) console.error(error.status, error.contentType);
 * ```
 */
export class MuseumResponseError extends MuseumClientError {
  declare readonly name: 'MuseumResponseError';
  /** The request whose response was unusable. */
  declare readonly request: MuseumRequestInfo;
  /** HTTP status of the response. */
  declare readonly status: number;
  /** The response's `Content-Type`, or `null` when it had none. */
  declare readonly contentType: string | null;

  constructor(request: MuseumRequestInfo, response: Response, reason: string, options?: ErrorOptions) {
    super(`${request.method} ${request.url}: ${reason}`, options, response, 'MuseumResponseError');
    this.request = request;
    this.status = response.status;
    this.contentType = response.headers.get('content-type');
  }
}

/**
 * Whether `value` is a {@link MuseumResponseError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumResponseError(error)) reportMisconfiguredProxy(error.request.url);
 * ```
 */
export const isMuseumResponseError = /* @__PURE__ */ brandGuard<MuseumResponseError>('MuseumResponseError');
