import { describe, expect, it } from 'vitest';
import { summarizeIssues } from './issue-summary.ts';

describe('summarizeIssues', () => {
  it('names every issue as path: message, in order, separated by semicolons', () => {
    expect(
      summarizeIssues([
        { path: 'email', message: 'Expected an e-mail address' },
        { path: 'dates.1', message: 'Duplicate date' },
      ]),
    ).toBe('email: Expected an e-mail address; dates.1: Duplicate date');
  });

  it('is empty for no issues', () => {
    expect(summarizeIssues([])).toBe('');
  });
});
