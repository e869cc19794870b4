// Checks that the code and its comments point at things a clone of the repository holds, and
// that its modules form no import cycle: both slipped in before (comments cited a design record
// kept outside the repository; two seed modules imported each other), and that the workspace's
// packages form no cycle (mock-server and mcp once named each other as peers).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { graphCycles, workspacePackageGraph } from './package-graph.ts';
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
    const cycles = graphCycles(graph).map((cycle) =>
      cycle
        .split(' -> ')
        .map((file) => relative('packages', file))
        .join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});

describe('the packages of the workspace', () => {
  test('depend on each other in no cycle, counting dev and peer dependencies', () => {
    const graph = workspacePackageGraph(repoRoot);
    expect(graph.get('@museum-api/cli')).toContain('@museum-api/mock-server');
    expect(graphCycles(graph)).toEqual([]);
  });

  test('would fail on a cycle, however long, and on none of a shared dependency', () => {
    const graph = new Map([
      ['cli', ['server', 'contract']],
      ['server', ['mock', 'contract']],
      ['contract', ['core']],
      ['mock', ['core', 'mcp']],
      ['mcp', ['server']],
      ['core', []],
    ]);
    expect(graphCycles(graph)).toEqual(['server -> mock -> mcp -> server']);
    graph.set('mock', ['core']);
    expect(graphCycles(graph)).toEqual([]);
  });
});
