import { controlEntries, museumControls } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { adminTools, refusalOf, toolNameOf } from './admin-tools.ts';

describe('adminTools', () => {
  it('is one tool per control of the mock, named after its control', () => {
    expect(adminTools.map((tool) => tool.control)).toEqual(
      controlEntries(museumControls).map(([name]) => name),
    );
    expect(toolNameOf('journal.entries')).toBe('journal_entries');
  });

  it('puts an object on top of every schema, and wraps an output that is none', () => {
    const entries = adminTools.find((tool) => tool.name === 'journal_entries');
    expect(entries?.inputSchema).toMatchObject({
      type: 'object',
      properties: { limit: { type: 'integer' } },
    });
    expect(entries?.wrapsOutput).toBe(true);
    expect(entries?.outputSchema).toMatchObject({ type: 'object', required: ['result'] });
    const advance = adminTools.find((tool) => tool.name === 'clock_advance');
    expect(advance?.outputSchema).toMatchObject({ type: 'object', properties: { now: { type: 'string' } } });
  });

  it('refuses arguments by their field before anything is sent', () => {
    const advance = adminTools.find((tool) => tool.name === 'clock_advance');
    const reset = adminTools.find((tool) => tool.name === 'reset');
    if (advance === undefined || reset === undefined) throw new Error('missing tools');
    expect(refusalOf(advance, { days: 1 })).toBeUndefined();
    expect(refusalOf(advance, { days: 'one' })?.issues.map((issue) => issue.path)).toEqual(['days']);
    expect(refusalOf(reset, {})).toBeUndefined();
    expect(refusalOf(reset, { hard: true })?.issues).toEqual([
      { path: 'hard', message: 'reset takes no arguments' },
    ]);
  });
});
