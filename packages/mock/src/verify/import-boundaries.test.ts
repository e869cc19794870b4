// The contract checks and the verifier live apart from the mock's internals, which are being
// reorganised: they may import only core, each other, the mock's public entries and the few
// libraries they are for. The environment-neutral contract module reaches no Node built-in and
// no image library, and nothing but the Node entry and the CLI reaches the verifier.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('..', import.meta.url).pathname;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map(
    (match) => match[1] as string,
  );
}

describe('import boundaries of src/contract and src/verify', () => {
  it('lets src/contract import only core, itself, the root entry and Ajv', async () => {
    for (const file of await sourceFiles(join(src, 'contract'))) {
      for (const specifier of await importsOf(file)) {
        const allowed =
          ['@museum-api/core', '../index.ts', 'ajv/dist/2020.js', 'ajv-formats'].includes(specifier) ||
          /^\.\/[\w-]+\.ts$/.test(specifier);
        expect(allowed, `${relative(src, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('lets src/verify import only core, itself, the contract checks, the entries and its libraries', async () => {
    for (const file of await sourceFiles(join(src, 'verify'))) {
      for (const specifier of await importsOf(file)) {
        const allowed =
          ['@museum-api/core', '../index.ts', '../node.ts', 'fast-png', 'jsqr'].includes(specifier) ||
          specifier.startsWith('node:') ||
          /^\.\/[\w-]+\.ts$/.test(specifier) ||
          /^\.\.\/contract\/[\w-]+\.ts$/.test(specifier);
        expect(allowed, `${relative(src, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('reaches the verifier only from the Node entry and the CLI', async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles(src)) {
      if (file.startsWith(join(src, 'verify'))) continue;
      if ((await importsOf(file)).some((specifier) => specifier.includes('/verify/'))) {
        importers.push(relative(src, file));
      }
    }
    expect(importers.sort()).toEqual(['cli-args.ts', 'node.ts', 'run-cli.ts']);
  });
});
