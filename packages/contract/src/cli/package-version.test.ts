import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageVersion } from './package-version.ts';

describe('packageVersion', () => {
  it("reads this package's version from src, as from dist and dist/cjs", async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(packageVersion(import.meta.url)).toBe(version);
    const dir = await mkdtemp(join(tmpdir(), 'package-version-'));
    try {
      await mkdir(join(dir, 'dist', 'cjs'), { recursive: true });
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '3.1.4' }));
      expect(packageVersion(pathToFileURL(join(dir, 'dist', 'chunk-A.js')).href)).toBe('3.1.4');
      expect(packageVersion(pathToFileURL(join(dir, 'dist', 'cjs', 'index.cjs')).href)).toBe('3.1.4');
      await writeFile(join(dir, 'dist', 'package.json'), '{ not json');
      expect(() => packageVersion(pathToFileURL(join(dir, 'dist', 'cjs', 'index.cjs')).href)).toThrow(
        SyntaxError,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('throws ENOENT when no package.json is above the module', () => {
    expect(() => packageVersion('file:///no-such-dir/deeper/module.js')).toThrow(/ENOENT/);
  });
});
