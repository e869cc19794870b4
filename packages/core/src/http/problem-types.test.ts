import { describe, expect, it } from 'vitest';
import { museumProblems, problemTypes } from './problem-types.ts';

describe('problemTypes', () => {
  it('names each kind of problem with its own museum-api URN', () => {
    const uris = Object.values(problemTypes);
    expect(new Set(uris).size).toBe(uris.length);
    for (const uri of uris) expect(uri).toMatch(/^urn:museum-api:problem:[a-z-]+$/);
  });
});

describe('museumProblems', () => {
  it('sends each problem with a client or server error status', () => {
    for (const { status } of Object.values(museumProblems)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
