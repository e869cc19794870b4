// What the READMEs say of module formats is what the packages ship. Every package publishes an
// ES build and a CommonJS build side by side (an `import` and a `require` branch per entry), so
// no README may call one "ESM only"; a README that promises `require()` or Jest's default mode
// names entries that examples/jest loads through Jest's own `require()`. Loading every entry both
// ways on the lowest Node is the publish round trip's job (scripts/check-consumer.ts runs
// scripts/consumer/require-every-entry.cjs); this test keeps the words and the manifests together.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './readme-files.ts';

type Conditions = { [condition: string]: string | Conditions };

interface Manifest {
  name: string;
  exports: Record<string, string | Conditions>;
}

const packages = await readdir(join(repoRoot, 'packages'));
const manifestOf = async (name: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as Manifest;
const readmeOf = (name: string) => readFile(join(repoRoot, 'packages', name, 'README.md'), 'utf8');

/** The module entries of a manifest (a bare path is a file served as is), by specifier. */
function codeEntries(manifest: Manifest): [string, Conditions][] {
  return Object.entries(manifest.exports)
    .filter((entry): entry is [string, Conditions] => typeof entry[1] !== 'string')
    .map(([subpath, target]) => [
      subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      target,
    ]);
}

describe.each(packages)('packages/%s', (name) => {
  test('ships every entry as an ES module and as CommonJS, and its README never says "ESM only"', async () => {
    const manifest = await manifestOf(name);
    for (const [specifier, target] of codeEntries(manifest)) {
      const esm = target.import as Conditions | undefined;
      const cjs = target.require as Conditions | undefined;
      expect(esm?.default, `${specifier} import`).toMatch(/^\.\/dist\/.*\.js$/);
      expect(cjs?.default, `${specifier} require`).toMatch(/^\.\/dist\/cjs\/.*\.cjs$/);
    }
    expect(await readmeOf(name)).not.toMatch(/\bESM[ -]only\b|\bES modules? only\b/i);
  });
});

test('a README that promises Jest’s default mode names entries the Jest example requires', async () => {
  const jest = await readFile(join(repoRoot, 'examples/jest/src/plain/require-entries.test.js'), 'utf8');
  const promised: string[] = [];
  for (const name of packages) {
    if (!/Jest's default\s+mode/.test(await readmeOf(name))) continue;
    for (const [specifier] of codeEntries(await manifestOf(name))) {
      promised.push(specifier);
      expect(jest, specifier).toContain(`'${specifier}'`);
    }
  }
  expect(promised).toContain('@museum-api/client');
});
