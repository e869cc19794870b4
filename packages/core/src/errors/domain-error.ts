import type * as z from 'zod/mini';
import { summarizeIssues } from '../issue-summary.ts';
import type { ProblemIssue } from '../schemas/problem-details.ts';

/**
 * What kind of rule a request broke. Core knows no HTTP; the mock maps `invalid` to 400 and
 * `not-found` to 404.
 */
export type MuseumDomainErrorKind = 'invalid' | 'not-found';

const brand = Symbol.for('@museum-api/core/MuseumDomainError');

/**
 * Thrown by every core rule and store operation that refuses its input. Carries a
 * machine-readable `kind` and the offending field `issues`, so a caller can show each message
 * next to its field.
 *
 * @example
 * ```ts
 * try {
 *   store.buyTicket({ ticketType: 'general', ticketDate: '1999-01-01', email: 'a@b.co' });
 * } catch (error) {
 *   if (isMuseumDomainError(error)) console.log(error.kind, error.issues);
 * }
 * ```
 */
export class MuseumDomainError extends Error {
  override name = 'MuseumDomainError';
  readonly kind: MuseumDomainErrorKind;
  readonly issues: ProblemIssue[];
  readonly [brand] = true;

  constructor(
    kind: MuseumDomainErrorKind,
    message: string,
    issues: ProblemIssue[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.kind = kind;
    this.issues = issues;
  }

  /** A rejection of one field, with its path. */
  static invalid(path: string, message: string): MuseumDomainError {
    return new MuseumDomainError('invalid', `${path}: ${message}`, [{ path, message }]);
  }

  /**
   * A rejection listing every issue zod found, with unknown keys named one by one. Pass the
   * validated `input` so that a missing field reads "Required" rather than a type mismatch.
   */
  static fromZod(error: z.core.$ZodError, prefix = '', input?: unknown): MuseumDomainError {
    const issues = error.issues.flatMap((issue): ProblemIssue[] => {
      const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: 'Unknown field' }));
      }
      if (issue.code === 'invalid_type' && isMissing(input, issue.path)) {
        return [{ path: base || '(body)', message: 'Required' }];
      }
      return [{ path: base || '(body)', message: issue.message }];
    });
    return new MuseumDomainError('invalid', summarizeIssues(issues), issues, { cause: error });
  }

  /** A missing resource. */
  static notFound(what: string, id: string): MuseumDomainError {
    return new MuseumDomainError('not-found', `${what} ${id} does not exist`);
  }
}

/**
 * Whether `value` is a {@link MuseumDomainError}, also when it comes from another copy of this
 * package or another realm (an iframe, a worker), where `instanceof` fails.
 *
 * @example
 * ```ts
 * if (isMuseumDomainError(error) && error.kind === 'not-found') return null;
 * ```
 */
export function isMuseumDomainError(value: unknown): value is MuseumDomainError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/** Whether `path` leads to nothing in `input`: the field was left out, not sent with a wrong type. */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let node = input;
  for (const key of path) {
    // Mutation testing: zod never reports a path below null, so dropping `node === null` (which
    // keeps Object.hasOwn from throwing on a foreign error) is an equivalent mutant, left to
    // survive: a disable comment would also hide the killable mutants of this line.
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return true;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node === undefined;
}
