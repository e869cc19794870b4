import { type ProblemIssue, summarizeIssues } from '@museum-api/core';
import { ProblemError } from './problem-error.ts';

/** How one query parameter is read: as text (dates, checked by core) or as a whole number. */
export type QueryParameterKind = 'text' | 'integer';

/** Reads a query strictly: each parameter once, none unknown, plain whole numbers; all problems together. */
export function parseQuery<Spec extends Record<string, QueryParameterKind>>(
  searchParams: URLSearchParams,
  spec: Spec,
): { [Name in keyof Spec]?: Spec[Name] extends 'integer' ? number : string } {
  const issues: ProblemIssue[] = [];
  const result: Record<string, string | number> = {};
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [name, raw] of searchParams) {
    const path = `query.${name}`;
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (kind === undefined) {
      if (!seen.has(name))
        issues.push({ path, message: `Unknown parameter; allowed: ${Object.keys(spec).join(', ')}` });
    } else if (seen.has(name)) {
      if (!repeated.has(name)) issues.push({ path, message: 'Given more than once' });
      repeated.add(name);
    } else if (kind === 'integer') {
      const value = /^-?\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isSafeInteger(value)) result[name] = value;
      else issues.push({ path, message: 'Expected a whole number' });
    } else {
      result[name] = raw;
    }
    seen.add(name);
  }
  if (issues.length > 0) {
    throw ProblemError.invalidRequest(summarizeIssues(issues), issues);
  }
  return result as { [Name in keyof Spec]?: Spec[Name] extends 'integer' ? number : string };
}
