import { describe, expectTypeOf, it } from 'vitest';
import type { ProblemDetails } from '../schemas/problem-details.ts';
import { type MuseumProblemType, problemTypes } from './problem-types.ts';

describe('problem types', () => {
  it('types a problem’s type as the known URIs, about:blank, or another server’s URI', () => {
    expectTypeOf<ProblemDetails['type']>().toEqualTypeOf<MuseumProblemType>();
    expectTypeOf(problemTypes.notFound).toEqualTypeOf<'urn:museum-api:problem:not-found'>();
    expectTypeOf<'about:blank'>().toExtend<ProblemDetails['type']>();
    expectTypeOf<'https://other.example/problems/x'>().toExtend<ProblemDetails['type']>();
  });

  it('keeps the known URIs as literals, so an editor completes them', () => {
    expectTypeOf<Extract<MuseumProblemType, `urn:${string}`>>().toEqualTypeOf<
      (typeof problemTypes)[keyof typeof problemTypes]
    >();
  });
});
