// Each package's README names every function and value its entries export: an export nobody
// documented is either a leak of an internal or a feature no user can find. (Types are held to
// their JSDoc by the API reference build instead: listing every options type in a README would
// bury what a reader came for.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './readme-files.ts';

const packages = [
  'core',
  'client',
  'mock',
  'mock-server',
  'query',
  'devtools',
  'playwright',
  'storybook',
  'mcp',
  'cli',
];

/** An export's conditions: flat, or split by `import` and `require` (each with the source condition). */
type ExportConditions = { [condition: string]: string | ExportConditions };

interface PackageJson {
  exports: Record<string, string | ExportConditions>;
}

/** The source file an export names, under `@museum-api/source` at its top or in its `import` branch. */
function sourceOf(target: string | ExportConditions): string | undefined {
  if (typeof target === 'string') return undefined;
  const source = target['@museum-api/source'];
  if (typeof source === 'string') return source;
  return target.import === undefined ? undefined : sourceOf(target.import);
}

/** The value names an entry file exports: its `export { … } from` lists, not `export type`. */
export function valueExports(source: string): string[] {
  return [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe.each(packages)('packages/%s', (name) => {
  test('its README names every value each entry exports', async () => {
    const dir = join(repoRoot, 'packages', name);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as PackageJson;
    const readme = await readFile(join(dir, 'README.md'), 'utf8');
    const undocumented: string[] = [];
    let count = 0;
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const source = sourceOf(target);
      if (source === undefined) continue;
      for (const exported of valueExports(await readFile(join(dir, source), 'utf8'))) {
        count++;
        if (!new RegExp(`\\b${exported}\\b`).test(readme)) undocumented.push(`${subpath}: ${exported}`);
      }
    }
    expect(count, 'value exports found').toBeGreaterThan(0);
    expect(undocumented).toEqual([]);
  });
});

test('valueExports reads multi-line lists and leaves types and renames as a reader sees them', () => {
  const source = [
    "export type { A } from './a.ts';",
    "export { b, type C, d as e } from './b.ts';",
    'export {',
    '  f,',
    '  g,',
    "} from './f.ts';",
  ].join('\n');
  expect(valueExports(source)).toEqual(['b', 'e', 'f', 'g']);
});
