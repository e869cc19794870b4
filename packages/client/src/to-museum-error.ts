import type { ProblemDetails } from '@museum-api/core';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { MuseumApiError } from './errors/api-error.ts';
import { MuseumNetworkError } from './errors/network-error.ts';
import { MuseumTimeoutError } from './errors/timeout-error.ts';

/**
 * The problem details of an error response: the body itself when it looks like RFC 9457 problem
 * details, otherwise one built from the status, so callers always have a `title` and `detail`.
 *
 * @example
 * ```ts
 * toProblemDetails(502, 'Bad Gateway', '<html>…</html>').title; // 'Bad Gateway'
 * ```
 */
export function toProblemDetails(status: number, statusText: string, body: unknown): ProblemDetails {
  const problem = body as Partial<ProblemDetails> | null | undefined;
  if (typeof problem?.title === 'string' && typeof problem.status === 'number') {
    return { type: 'about:blank', detail: problem.title, ...problem } as ProblemDetails;
  }
  const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
  return {
    type: 'about:blank',
    title: statusText || `HTTP ${status}`,
    status,
    detail: text || 'The response carried no problem details',
  };
}

/**
 * Translates what ky throws into the client's error hierarchy, keeping ky's error as `cause`.
 * Anything else (an abort reason, a throwing hook) passes through untouched. A timeout names the
 * `attempts` sent (a deadline's is `callDeadline`'s to word).
 */
export function toMuseumError(error: unknown, timeout: number | false, attempts = 1): unknown {
  if (!isHTTPError(error) && !isTimeoutError(error) && !isNetworkError(error)) return error;
  const request = { method: error.request.method, url: error.request.url };
  if (isTimeoutError(error)) return new MuseumTimeoutError(request, timeout || 0, { cause: error, attempts });
  if (!isHTTPError(error)) return new MuseumNetworkError(request, { cause: error });
  const { response, data } = error;
  const problem = toProblemDetails(response.status, response.statusText, data);
  return new MuseumApiError(request, response, problem, data, { cause: error });
}
