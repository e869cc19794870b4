import { type ProblemIssue, summarizeIssues } from '@museum-api/core/schemas';
import { brandGuard, MuseumClientError } from './client-error.ts';

/**
 * Thrown only by the validating client (`@museum-api/client/validate`): a request that breaks the
 * API's schema (thrown before anything is sent) or a response that does not match it. `issues`
 * name each offending field, in the same shape as the API's own problem details. A response that
 * fails carries its `requestId`.
 *
 * @example
 * ```ts
 * if (isMuseumValidationError(error) && error.direction === 'request') {
 *   for (const issue of error.issues) showFieldError(issue.path, issue.message);
 * }
 * ```
 */
export class MuseumValidationError extends MuseumClientError {
  declare readonly name: 'MuseumValidationError';
  /** The client method that validated, such as `'createSpecialEvent'`. */
  declare readonly operation: string;
  /** `'request'`: nothing was sent. `'response'`: the API answered something off-schema. */
  declare readonly direction: 'request' | 'response';
  /** What is wrong, field by field. */
  declare readonly issues: ProblemIssue[];

  constructor(
    operation: string,
    direction: 'request' | 'response',
    issues: ProblemIssue[],
    options?: ErrorOptions,
    response?: Response,
  ) {
    const message = `${operation}: invalid ${direction}: ${summarizeIssues(issues)}`;
    super(message, options, response, 'MuseumValidationError');
    this.operation = operation;
    this.direction = direction;
    this.issues = issues;
  }
}

/**
 * Whether `value` is a {@link MuseumValidationError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumValidationError(error)) console.table(error.issues);
 * ```
 */
export const isMuseumValidationError =
  /* @__PURE__ */ brandGuard<MuseumValidationError>('MuseumValidationError');
