import { brandGuard, MuseumClientError, type MuseumRequestInfo } from './client-error.ts';

/**
 * No response arrived: DNS failure, refused connection, offline, CORS. The platform's own error is
 * the `cause`. GET, DELETE and keyed POST calls are retried before this is thrown.
 *
 * @example
 * ```ts
 * if (isMuseumNetworkError(error)) showBanner('You seem to be offline');
 * ```
 */
export class MuseumNetworkError extends MuseumClientError {
  declare readonly name: 'MuseumNetworkError';
  /** The request that failed. */
  declare readonly request: MuseumRequestInfo;

  constructor(request: MuseumRequestInfo, options?: ErrorOptions) {
    super(`${request.method} ${request.url} failed: network error`, options, undefined, 'MuseumNetworkError');
    this.request = request;
  }
}

/**
 * Whether `value` is a {@link MuseumNetworkError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumNetworkError(error)) console.error(error.cause);
 * ```
 */
export const isMuseumNetworkError = /* @__PURE__ */ brandGuard<MuseumNetworkError>('MuseumNetworkError');
