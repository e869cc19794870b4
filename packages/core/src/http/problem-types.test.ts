import { describe, expect, it } from 'vitest';
import { problemTypes } from './problem-types.ts';

describe('problemTypes', () => {
  it('names each kind of problem with its own museum-api URN', () => {
    const uris = Object.values(problemTypes);
    expect(new Set(uris).size).toBe(uris.length);
    for (const uri of uris) expect(uri).toMatch(/^urn:museum-api:problem:[a-z-]+$/);
  });
});
