import type { ProblemIssue } from './schemas/problem-details.ts';

/**
 * One line naming every issue, `path: message` joined by `; `: the `detail` of a 400 problem,
 * the message of a domain or validation error. One spelling, so a log line reads the same
 * whichever layer refused the input.
 *
 * @example
 * ```ts
 * summarizeIssues([{ path: 'email', message: 'Expected an e-mail address' }, { path: 'price', message: 'Required' }]);
 * // 'email: Expected an e-mail address; price: Required'
 * ```
 */
export function summarizeIssues(issues: readonly ProblemIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}
