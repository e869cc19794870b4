import { describe, expect, it } from 'vitest';
import * as root from './index.ts';
import * as schemas from './schemas.ts';

// Both entries list their exports by name (no `export *`), so the root's copy of the schema
// exports could drift from ./schemas; this holds them together.
describe('the @museum-api/core/schemas entry', () => {
  it('exports nothing the root entry lacks, as the same objects', () => {
    const fromRoot = new Map(Object.entries(root));
    const entries = Object.entries(schemas);
    expect(entries.map(([name]) => name)).toContain('TicketPurchaseSchema');
    for (const [name, value] of entries) expect(fromRoot.get(name), name).toBe(value);
  });

  it('exports every schema the root entry has', () => {
    const rootSchemas = Object.keys(root).filter((name) => name.endsWith('Schema'));
    expect(rootSchemas.filter((name) => !(name in schemas))).toEqual([]);
  });
});
