import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Core must run unchanged in browsers. The tsconfig already loads no Node types, so using a Node
// global fails the type check; this test also catches what types cannot: `node:` imports,
// require(), and bare Node built-in modules.
const sourceRoot = import.meta.dirname;
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'buffer',
  'stream',
  'util',
  'url',
  'http',
  'https',
  'zlib',
  'child_process',
  'events',
];
const forbidden: Array<[RegExp, string]> = [
  [/from\s+['"]node:/, 'imports a node: module'],
  [new RegExp(`from\\s+['"](${nodeBuiltins.join('|')})(/[^'"]*)?['"]`), 'imports a Node built-in'],
  [/\brequire\s*\(/, 'calls require()'],
  [/\bBuffer\b/, 'uses Buffer'],
  [/\bprocess\./, 'reads process'],
  [/\b__dirname\b|\b__filename\b/, 'uses CommonJS path globals'],
];

function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : productionSources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('browser safety of @museum-api/core', () => {
  const files = productionSources(sourceRoot);

  it('finds the production sources it checks', () => {
    expect(files.map((file) => relative(sourceRoot, file))).toContain('store.ts');
  });

  it.each(forbidden)('no production source matches %s (%s)', (pattern) => {
    const offenders = files.filter((file) =>
      pattern.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')),
    );
    expect(offenders.map((file) => relative(sourceRoot, file))).toEqual([]);
  });
});
