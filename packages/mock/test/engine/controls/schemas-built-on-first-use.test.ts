import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));

// The control table's schemas, and the webhook fault's, register their `.meta({ id })` with zod's
// global registry when they are built: the registry's ids tell which were built.
const optionalSchemaIds = [
  'AdminFault',
  'AdminFaultCreated',
  'AdminJournalEntry',
  'AdminJournalFeed',
  'Har',
  'AdminClockState',
  'AdminWebhookDeliveries',
  'WebhookFault',
];

// In a fresh Node process, as a test file meets the mock: the entries imported from source, the
// registry's ids read after the imports, then after every control's schemas were read once.
const program = `
const z = await import('zod');
const built = () => Object.keys(z.toJSONSchema(z.globalRegistry, { unrepresentable: 'any' }).schemas);
const { museumControls, controlEntries, inputSchemaOf, outputSchemaOf } = await import('@museum-api/mock');
await import('@museum-api/mock/node');
const atImport = built();
for (const [, control] of controlEntries(museumControls)) [inputSchemaOf(control), outputSchemaOf(control)];
console.log(JSON.stringify({ atImport, afterUse: built() }));
`;

function registeredIds(): { atImport: string[]; afterUse: string[] } {
  const output = execFileSync(
    process.execPath,
    ['--conditions=@museum-api/source', '--input-type=module', '-e', program],
    { cwd: packageDir, encoding: 'utf8', timeout: 30_000 },
  );
  return JSON.parse(output);
}

describe('schemas of optional features', () => {
  it("are not built when the mock is imported, and are built when each control's are first read", () => {
    const { atImport, afterUse } = registeredIds();
    expect(atImport.filter((id) => optionalSchemaIds.includes(id))).toEqual([]);
    // Core's schemas are built at import (the store parses with them): the registry does fill.
    expect(atImport).toContain('SpecialEvent');
    expect(afterUse).toEqual(expect.arrayContaining(optionalSchemaIds));
  });
});
