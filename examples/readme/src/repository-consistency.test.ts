// Checks that the code and its comments point at things a clone of the repository holds, and
// that its modules form no import cycle: both slipped in before (comments cited a design record
// kept outside the repository; two seed modules imported each other).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './readme-files.ts';
import { repositoryFiles } from './repository-files.ts';

const files = repositoryFiles().filter((file) => existsSync(join(repoRoot, file)));
const sources = files.filter((file) => /\.(ts|tsx|md|ya?ml)$/.test(file) && !file.includes('CHANGELOG'));

describe('documents cited in code and prose', () => {
  test('exist in the repository, by their path or (for a bare name) somewhere in it', () => {
    const names = new Set(files.map((file) => file.split('/').at(-1)));
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      // A path or name ending in .md, not part of a URL or a template.
      for (const [cited = ''] of text.matchAll(/(?<![\w$:/.{-])(?:[\w.-]+\/)*[A-Za-z][\w-]*\.md\b/g)) {
        const found = cited.includes('/')
          ? [join(repoRoot, cited), join(repoRoot, dirname(file), cited)].some((path) => existsSync(path))
          : names.has(cited) || cited === 'CHANGELOG.md';
        if (!found) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('imports between the modules of a package', () => {
  const modules = files.filter(
    (file) => /^packages\/[^/]+\/src\/.*\.ts$/.test(file) && !file.endsWith('.d.ts'),
  );

  test('form no cycle', () => {
    const graph = new Map<string, string[]>();
    for (const file of modules) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map(
        ([, spec = '']) => normalize(join(dirname(file), spec)),
      );
      graph.set(file, targets);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push(
          [...trail.slice(trail.indexOf(file)), file].map((f) => relative('packages', f)).join(' -> '),
        );
        return;
      }
      state.set(file, 'visiting');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of modules) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
