// matchMuseumPath reads a path relative to the base URL, which starts with a slash; beside
// match-museum-path.test.ts, the paths that do not.
import { describe, expect, it } from 'vitest';
import { matchMuseumPath } from './match-museum-path.ts';

describe('matchMuseumPath without a leading slash', () => {
  it('names nothing, even a path that would name a route once its first character is dropped', () => {
    expect(matchMuseumPath('xtickets')).toBeUndefined();
    expect(matchMuseumPath('tickets')).toBeUndefined();
    expect(matchMuseumPath('xopenapi.json')).toBeUndefined();
  });
});
