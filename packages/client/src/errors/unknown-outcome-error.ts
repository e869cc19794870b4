import { brandGuard, MuseumClientError, type MuseumRequestInfo } from './client-error.ts';

/**
 * A purchase or an event creation whose outcome is unknown: the request was sent, but a network
 * error, a timeout or a 5xx that promises nothing (any but 501 and 503) left no answer saying
 * whether the server acted. The client did not retry, because the server is not known to honour
 * `Idempotency-Key` and a retry could sell a second ticket. The ticket (or event) may exist.
 * `cause` is the `MuseumNetworkError`, `MuseumTimeoutError` or `MuseumApiError` that ended the
 * call. To find out: look for the confirmation e-mail, or ask the museum quoting `requestId`
 * (when the answer had one) and the purchase; buy again only once you know it failed. Set the
 * client's `idempotency: 'honoured'` where the server keeps keys, and such calls are retried
 * safely instead.
 *
 * @example
 * ```ts
 * try {
 *   await client.buyMuseumTickets(purchase);
 * } catch (error) {
 *   if (isMuseumUnknownOutcomeError(error)) showNotice('Your ticket may have been bought: check your e-mail before trying again.');
 *   else throw error;
 * }
 * ```
 */
export class MuseumUnknownOutcomeError extends MuseumClientError {
  declare readonly name: 'MuseumUnknownOutcomeError';
  /** The request whose outcome is unknown. */
  declare readonly request: MuseumRequestInfo;

  /** `response` is the 5xx answer, when one arrived; `options.cause` the error that ended the call. */
  constructor(request: MuseumRequestInfo, options?: ErrorOptions, response?: Response) {
    super(
      `${request.method} ${request.url}: outcome unknown, it may have happened: check for a confirmation before trying again`,
      options,
      response,
      'MuseumUnknownOutcomeError',
    );
    this.request = request;
  }
}

/**
 * Whether `value` is a {@link MuseumUnknownOutcomeError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumUnknownOutcomeError(error)) console.warn('may have happened:', error.request.url, error.cause);
 * ```
 */
export const isMuseumUnknownOutcomeError =
  /* @__PURE__ */ brandGuard<MuseumUnknownOutcomeError>('MuseumUnknownOutcomeError');
