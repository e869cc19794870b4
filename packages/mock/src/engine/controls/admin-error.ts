import type { ProblemDetails } from '@museum-api/core';
import { hasBrand, MuseumMockError } from '../mock-error.ts';

const brand = Symbol.for('@museum-api/mock/MuseumAdminError');

/**
 * The admin request an error belongs to: its HTTP method and full URL (in process, the admin
 * path the control has over HTTP).
 *
 * @example
 * ```ts
 * const request: MuseumAdminRequestInfo = { method: 'POST', url: 'http://127.0.0.1:4010/__admin/reset' };
 * ```
 */
export interface MuseumAdminRequestInfo {
  readonly method: string;
  readonly url: string;
}

/**
 * A control of {@link MuseumControls} was refused: the admin API answered with an error
 * (`status` and its RFC 9457 `problem`, e.g. 400 with the failing fields, 401 for a missing
 * token, 404 when the server runs without `--admin`), or the server could not be reached
 * (`status` 0, no `problem`, the fetch error as `cause`). The in-process controls refuse with the
 * same error and problem, their `request` naming the admin path the control has over HTTP.
 *
 * @example
 * ```ts
 * try {
 *   await remote.clock.set('not a date');
 * } catch (error) {
 *   if (isMuseumAdminError(error) && error.status === 400) console.log(error.problem?.errors);
 * }
 * ```
 */
export class MuseumAdminError extends MuseumMockError {
  override name = 'MuseumAdminError';
  readonly [brand] = true;
  /** HTTP status of the answer; 0 when there was none (server down, wrong URL, CORS). */
  readonly status: number;
  /** The problem details the admin API sent, or made up from the status when it sent none. */
  readonly problem: ProblemDetails | undefined;
  /** The request that failed. */
  readonly request: MuseumAdminRequestInfo;

  constructor(
    request: MuseumAdminRequestInfo,
    status: number,
    problem: ProblemDetails | undefined,
    options?: ErrorOptions,
  ) {
    const reason = problem
      ? `${problem.status} ${problem.title}: ${problem.detail}`
      : `no answer (${options?.cause instanceof Error ? options.cause.message : String(options?.cause)})`;
    super(`museum mock admin: ${request.method} ${request.url} failed: ${reason}`, options);
    this.status = status;
    this.problem = problem;
    this.request = request;
  }
}

/**
 * Whether `value` is a {@link MuseumAdminError}, also across realms and package copies (the
 * brand is a registered symbol, where `instanceof` would fail).
 *
 * @example
 * ```ts
 * if (isMuseumAdminError(error) && error.status === 401) throw new Error('Set MUSEUM_ADMIN_TOKEN');
 * ```
 */
export function isMuseumAdminError(value: unknown): value is MuseumAdminError {
  return hasBrand(value, brand);
}
