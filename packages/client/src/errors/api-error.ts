import type { ProblemDetails } from '@museum-api/core';
import { brandGuard, MuseumClientError, type MuseumRequestInfo } from './client-error.ts';

/**
 * The API answered with an error status (4xx or 5xx). `problem` is the RFC 9457 problem-details
 * body the API sent; when the body was not problem details (a proxy's HTML page, an empty body,
 * broken JSON), it is made up from the status with `type: 'about:blank'`, and the raw body is kept
 * in `body`.
 *
 * @example
 * ```ts
 * try {
 *   await client.createSpecialEvent(draft);
 * } catch (error) {
 *   if (isMuseumApiError(error) && error.status === 400) {
 *     for (const issue of error.problem.errors ?? []) showFieldError(issue.path, issue.message);
 *   }
 * }
 * ```
 */
export class MuseumApiError extends MuseumClientError {
  declare readonly name: 'MuseumApiError';
  /** HTTP status of the response. */
  declare readonly status: number;
  /** Problem details: as sent by the API, or derived from the status when it sent none. */
  declare readonly problem: ProblemDetails;
  /** The request that failed. */
  declare readonly request: MuseumRequestInfo;
  /** The response, for its headers (`WWW-Authenticate`, `Retry-After`); its body is already read. */
  declare readonly response: Response;
  /** The error body as received: parsed JSON, text, or `undefined` when empty or unreadable. */
  declare readonly body: unknown;

  constructor(
    request: MuseumRequestInfo,
    response: Response,
    problem: ProblemDetails,
    body: unknown,
    options?: ErrorOptions,
  ) {
    super(
      `${request.method} ${request.url} failed: ${problem.status} ${problem.title}: ${problem.detail}`,
      options,
      response,
      'MuseumApiError',
    );
    this.status = response.status;
    this.problem = problem;
    this.request = request;
    this.response = response;
    this.body = body;
  }
}

/**
 * Whether `value` is a {@link MuseumApiError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumApiError(error) && error.status === 404) return undefined;
 * ```
 */
export const isMuseumApiError = /* @__PURE__ */ brandGuard<MuseumApiError>('MuseumApiError');
