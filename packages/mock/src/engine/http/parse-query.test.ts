import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import { isProblemError } from './problem-error.ts';

const spec = { startDate: 'text', page: 'integer' } as const;
const issues = (search: string) => {
  try {
    parseQuery(new URLSearchParams(search), spec);
  } catch (error) {
    if (isProblemError(error)) return error.errors;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('parseQuery', () => {
  it('reads integers and text and leaves absent parameters out', () => {
    expect(parseQuery(new URLSearchParams('page=3&startDate=2026-12-01'), spec)).toEqual({
      page: 3,
      startDate: '2026-12-01',
    });
    expect(parseQuery(new URLSearchParams(''), spec)).toEqual({});
  });

  it('passes negative and zero integers on for the range check to name', () => {
    expect(parseQuery(new URLSearchParams('page=-2'), spec)).toEqual({ page: -2 });
  });

  it.each(['1.5', 'abc', '', '1e3', ' 2', '0x10', '99999999999999999999'])(
    'refuses page=%j as not a whole number',
    (value) => {
      expect(issues(`page=${encodeURIComponent(value)}`)).toEqual([
        { path: 'query.page', message: 'Expected a whole number' },
      ]);
    },
  );

  it('names a repeated parameter once and every unknown one', () => {
    expect(issues('page=1&page=2&page=3&b=1&a=2&a=3')).toEqual([
      { path: 'query.page', message: 'Given more than once' },
      { path: 'query.b', message: 'Unknown parameter; allowed: startDate, page' },
      { path: 'query.a', message: 'Unknown parameter; allowed: startDate, page' },
    ]);
  });

  it('does not take inherited object keys for parameters', () => {
    expect(issues('constructor=1&__proto__=2')?.map((issue) => issue.path)).toEqual([
      'query.constructor',
      'query.__proto__',
    ]);
  });
});
