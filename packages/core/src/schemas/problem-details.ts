import type { MuseumProblemType } from '../http/problem-types.ts';
import * as z from './zod-mini.ts';

/**
 * One field-level complaint inside a problem: a JSON path into the request (`dates.2`,
 * `query.limit`) and what is wrong there.
 *
 * @example
 * ```ts
 * const issue: ProblemIssue = { path: 'price', message: 'Must be 0 or more' };
 * ```
 */
export const ProblemIssueSchema = z
  .object({ path: z.string(), message: z.string() })
  .check(z.meta({ id: 'ProblemIssue' }));

/**
 * An RFC 9457 problem-details body (`application/problem+json`), as every error of the API
 * carries.
 *
 * @example
 * ```ts
 * const problem = ProblemDetailsSchema.parse(await response.json());
 * console.log(problem.status, problem.title, problem.errors);
 * ```
 */
export const ProblemDetailsSchema = z
  .object({
    type: z.string().check(z.describe('URI reference naming the problem type')),
    title: z.string().check(z.describe('Short summary, the same for every occurrence of the type')),
    status: z.number().check(z.int(), z.minimum(400), z.maximum(599)),
    detail: z.string().check(z.describe('What went wrong in this occurrence')),
    instance: z.optional(z.string()).check(z.describe('Path of the request that failed')),
    errors: z
      .optional(z.array(ProblemIssueSchema))
      .check(z.describe('Field-level issues of a rejected request')),
  })
  .check(z.meta({ id: 'ProblemDetails' }));

/**
 * One failing field of a 400 problem: where (a JSON path) and what is wrong.
 *
 * @example
 * ```ts
 * const issue: ProblemIssue = { path: 'email', message: 'Invalid email address' };
 * ```
 */
export type ProblemIssue = z.output<typeof ProblemIssueSchema>;
/**
 * An RFC 9457 problem-details body, the API's answer to every error.
 *
 * @example
 * ```ts
 * const problem: ProblemDetails = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such event' };
 * ```
 */
export type ProblemDetails = Omit<z.output<typeof ProblemDetailsSchema>, 'type'> & {
  /** What kind of problem: one of `problemTypes`, `about:blank`, or another server's URI. */
  type: MuseumProblemType;
};
