// The boundaries ARCHITECTURE.md draws inside packages/mock/src and packages/mock-server/src,
// checked: which folder may import what, no entry imported from inside, no unknown folder, thin
// entries (one per export), no cycle. The tables below are the rule; ARCHITECTURE.md shows the
// same tables, and a test keeps them equal.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Where one folder (or entry file) of `src` runs and what it may import. */
interface Boundary {
  /** Where its code runs; in the mock, `Node` rows are the ones `tsconfig.json` type-checks with Node types. */
  runs: 'anywhere' | 'browser' | 'Node';
  /**
   * What it may import besides its own folder: `engine/` is a folder of `src`, `node:*` any
   * `node:` module, `../package.json` a file of the package outside `src`, `type:<package>` that
   * package's types only (`import type`), anything else a package specifier, matched exactly
   * (`msw` does not admit `msw/node`).
   */
  may: readonly string[];
  /** Planned by the issues after the redesign; no file yet. */
  toCome?: true;
}

/**
 * One row per top-level folder and per entry file of `packages/mock/src`. A new folder is a new
 * row here and in ARCHITECTURE.md's table. `import type` counts like any import — the boundary
 * is about what a folder knows, not only about what it loads — except where a row says
 * `type:<package>`: `engine/` names msw's `HttpHandler` as the type of `mock.handlers`, and no
 * msw code runs in it.
 */
const boundaries: Readonly<Record<string, Boundary>> = {
  'engine/': {
    runs: 'anywhere',
    may: [
      '@museum-api/core',
      '@museum-api/core/http',
      '@museum-api/core/ticket-image',
      '@museum-api/core/webhooks',
      'zod/mini',
      'type:msw',
      '../openapi.json',
      '../openapi-1.2.json',
    ],
  },
  'remote/': { runs: 'anywhere', may: ['engine/', '@museum-api/core'] },
  'msw/': { runs: 'anywhere', may: ['engine/', 'msw'] },
  'browser/': { runs: 'browser', may: ['engine/', 'msw/', 'msw', 'msw/browser'] },
  'node/': { runs: 'Node', may: ['engine/', 'msw/', 'msw', 'msw/node', 'msw/http', 'msw/utils/bypass'] },
  'index.ts': { runs: 'anywhere', may: ['engine/', 'msw/', 'remote/', '@museum-api/core/http'] },
  // node.ts and browser.ts re-export the type of their setup's `onUnhandledRequest` option,
  // which msw/ defines; msw/ is environment-neutral, so the entries may name it.
  'node.ts': { runs: 'Node', may: ['node/', 'msw/'] },
  'browser.ts': { runs: 'browser', may: ['browser/', 'engine/', 'msw/'] },
  // What a host of the mock builds on, and the options a host extends; nothing behind them loads msw.
  'host.ts': { runs: 'anywhere', may: ['engine/'] },
  'options.ts': { runs: 'anywhere', may: ['engine/'] },
};

/**
 * The same for `packages/mock-server/src`, which sees the mock only through its entries: the
 * root's types, and `./host` and `./options` for what runs (so the server loads no msw).
 */
const serverBoundaries: Readonly<Record<string, Boundary>> = {
  'proxy/': {
    runs: 'Node',
    may: [
      'node:*',
      '@museum-api/core',
      '@museum-api/contract',
      'type:@museum-api/mock',
      '@museum-api/mock/options',
    ],
  },
  'server/': {
    runs: 'Node',
    may: ['proxy/', 'fetch/', 'node:*', '@museum-api/core', 'type:@museum-api/mock', '@museum-api/mock/host'],
  },
  'fetch/': {
    runs: 'anywhere',
    may: [
      '@museum-api/core',
      '@museum-api/core/webhooks',
      'type:@museum-api/mock',
      '@museum-api/mock/host',
      '@museum-api/mock/options',
      'zod',
    ],
  },
  'index.ts': { runs: 'Node', may: ['server/', 'proxy/', 'fetch/'] },
  'fetch.ts': { runs: 'anywhere', may: ['fetch/'] },
};

/** A package whose `src` the checker reads, and the ARCHITECTURE.md heading its table sits under. */
interface CheckedPackage {
  name: string;
  dir: string;
  heading: string;
  boundaries: Readonly<Record<string, Boundary>>;
  /** A bin: a script that runs a CLI, not a list of exports. */
  binEntry?: string;
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const mockPackage: CheckedPackage = {
  name: '@museum-api/mock',
  dir: join(repoRoot, 'packages', 'mock'),
  heading: '### Folders of `packages/mock/src`',
  boundaries,
};
const serverPackage: CheckedPackage = {
  name: '@museum-api/mock-server',
  dir: join(repoRoot, 'packages', 'mock-server'),
  heading: '### Folders of `packages/mock-server/src`',
  boundaries: serverBoundaries,
};

/** The entry files package.json names (each export's source, and the bin's), relative to `src`. */
function declaredEntries(pkg: CheckedPackage): string[] {
  return packageEntries(pkg.dir).sort();
}

/** One import of a module: static, `export … from`, dynamic `import()`, or a type's `import()`. */
interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
}

/** The production sources of `src` (tests left out), by their path relative to `src`. */
function readSources(pkg: CheckedPackage): Map<string, string> {
  const srcDir = join(pkg.dir, 'src');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(path))
    .sort();
  return new Map(files.map((path) => [path, readFileSync(join(srcDir, path), 'utf8')]));
}

/** Every import in a module's text, read by TypeScript's parser (comments and strings are not imports). */
function importsOf(path: string, text: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) {
        found.push({ specifier: argument.text, typeOnly: false });
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return found;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    return (
      node.isTypeOnly ||
      (clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.every((element) => element.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (clause === undefined) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The row a file belongs to: its top-level folder (`engine/`) or, directly in `src`, its own name. */
function areaOf(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash + 1);
}

/** What an import names, in the table's terms: a folder of `src`, a file of `src` or outside it, a package. */
function targetOf(path: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const resolved = posix.normalize(posix.join(posix.dirname(path), specifier));
  return resolved.startsWith('../') ? resolved : areaOf(resolved);
}

function admits(may: readonly string[], target: string, typeOnly: boolean): boolean {
  return may.some((token) => {
    if (token.startsWith('type:')) return typeOnly && token.slice('type:'.length) === target;
    return token.endsWith('*') ? target.startsWith(token.slice(0, -1)) : token === target;
  });
}

/** Each import that crosses a boundary of the table, and each file the table has no row for. */
function boundaryViolations(
  sources: ReadonlyMap<string, string>,
  pkg: CheckedPackage = mockPackage,
): string[] {
  const table = pkg.boundaries;
  const violations: string[] = [];
  for (const [path, text] of sources) {
    const area = areaOf(path);
    const rule = table[area];
    if (rule === undefined) {
      violations.push(
        `${path}: ${area} has no row in the boundary table (add it to ARCHITECTURE.md and to this table)`,
      );
      continue;
    }
    for (const { specifier, typeOnly } of importsOf(path, text)) {
      const target = targetOf(path, specifier);
      const what = `imports '${specifier}'${typeOnly ? ' (type only)' : ''}`;
      if (target === area && area.endsWith('/')) continue;
      if (
        specifier === pkg.name ||
        specifier.startsWith(`${pkg.name}/`) ||
        (specifier.startsWith('.') && !target.includes('/'))
      ) {
        violations.push(
          `${path}: ${what}, an entry file; entries are the surface, nothing inside imports them`,
        );
      } else if (!admits(rule.may, target, typeOnly)) {
        violations.push(`${path}: ${what}; ${area} may import only ${rule.may.join(', ')} (ARCHITECTURE.md)`);
      }
    }
  }
  return violations;
}

/**
 * The files directly in `src` are the package's entries, one per package.json export (and the
 * bin), and every entry is such a file: one convention, `src/<entry>.ts`, for all of them.
 */
function entryViolations(
  sources: ReadonlyMap<string, string>,
  declared = declaredEntries(mockPackage),
): string[] {
  const files = [...sources.keys()].filter((path) => !path.includes('/'));
  return [
    ...files
      .filter((path) => !declared.includes(path))
      .map((path) => `${path}: a file directly in src that package.json does not export; entries only`),
    ...declared
      .filter((path) => !files.includes(path))
      .map((path) => `${path}: package.json exports it, but it is not a file directly in src`),
  ];
}

/** Library entries that are more than a list of `export … from` statements, or use `export *`. */
function thinEntryViolations(sources: ReadonlyMap<string, string>, binEntry?: string): string[] {
  const violations: string[] = [];
  for (const [path, text] of sources) {
    if (path.includes('/') || path === binEntry) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
      if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier === undefined) {
        violations.push(`${path}:${line}: an entry holds only \`export … from\` statements`);
      } else if (statement.exportClause === undefined || !ts.isNamedExports(statement.exportClause)) {
        violations.push(`${path}:${line}: \`export *\`; an entry names each export`);
      }
    }
  }
  return violations;
}

/** Import cycles among the files of `src`, each as `a.ts -> b.ts -> a.ts`. */
function importCycles(sources: ReadonlyMap<string, string>): string[] {
  const graph = new Map<string, string[]>();
  for (const [path, text] of sources) {
    graph.set(
      path,
      importsOf(path, text)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => posix.normalize(posix.join(posix.dirname(path), specifier))),
    );
  }
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (path: string, trail: string[]): void => {
    if (state.get(path) === 'done') return;
    if (state.get(path) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(path)), path].join(' -> '));
      return;
    }
    state.set(path, 'visiting');
    for (const target of graph.get(path) ?? []) visit(target, [...trail, path]);
    state.set(path, 'done');
  };
  for (const path of graph.keys()) visit(path, []);
  return cycles;
}

/**
 * The rows of a boundary table of ARCHITECTURE.md: the first one whose header starts
 * `| folder or entry |` after the line `heading` (from the top when none is given).
 */
function documentedBoundaries(markdown: string, heading?: string): Record<string, Boundary> {
  const lines = markdown.split('\n');
  const start = heading === undefined ? -1 : lines.indexOf(heading);
  const found = lines.findIndex((line, index) => index > start && /^\|\s*folder or entry\s*\|/.test(line));
  const header = heading !== undefined && start === -1 ? -1 : found;
  const rows: Record<string, Boundary> = {};
  for (const line of lines.slice(header + 2)) {
    if (header === -1 || !line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    const [name = '', runs = '', may = ''] = [cells[0], cells[1], cells.at(-1)];
    const key = /`([^`]+)`/.exec(name)?.[1] ?? name.trim();
    rows[key] = {
      runs: runs.trim() as Boundary['runs'],
      may: [...may.matchAll(/`([^`]+)`/g)].map(([, token = '']) => token),
      ...(/to come/.test(name) ? { toCome: true as const } : {}),
    };
  }
  return rows;
}

describe.each([mockPackage, serverPackage])('the architecture of $name', (pkg) => {
  const sources = readSources(pkg);

  it('reads the sources it checks', () => {
    expect(sources.has('index.ts')).toBe(true);
    expect(sources.size).toBeGreaterThan(20);
  });

  it('has no import that crosses a boundary ARCHITECTURE.md forbids, and no folder it does not name', () => {
    expect(boundaryViolations(sources, pkg)).toEqual([]);
  });

  it('has one file directly in src per package.json entry, each a list of named exports', () => {
    expect([
      ...entryViolations(sources, declaredEntries(pkg)),
      ...thinEntryViolations(sources, pkg.binEntry),
    ]).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it('has the same boundary table as ARCHITECTURE.md', () => {
    const markdown = readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8');
    expect(documentedBoundaries(markdown, pkg.heading)).toEqual(pkg.boundaries);
  });
});

describe('the mock alone', () => {
  const sources = readSources(mockPackage);

  // The server is built on the mock, never the other way round (no cycle between the packages).
  it('imports nothing of the server package, and its manifest names it nowhere', () => {
    const imports = [...sources].flatMap(([path, text]) =>
      importsOf(path, text)
        .filter(({ specifier }) => specifier.startsWith(serverPackage.name))
        .map(({ specifier }) => `${path}: ${specifier}`),
    );
    expect(imports).toEqual([]);
    expect(readFileSync(join(mockPackage.dir, 'package.json'), 'utf8')).not.toContain(serverPackage.name);
  });

  it('type-checks exactly the Node rows with Node types (tsconfig.json leaves them out)', () => {
    const path = join(mockPackage.dir, 'tsconfig.json');
    const { config } = ts.parseConfigFileTextToJson(path, readFileSync(path, 'utf8'));
    const excluded = new Set((config as { exclude: string[] }).exclude);
    const present = new Set([...sources.keys()].map(areaOf));
    const mismatched = Object.entries(boundaries)
      .filter(([area]) => present.has(area))
      .filter(([area, { runs }]) => excluded.has(`src/${area.replace(/\/$/, '')}`) !== (runs === 'Node'))
      .map(([area, { runs }]) => `${area} runs ${runs}`);
    expect(mismatched).toEqual([]);
  });
});

describe('the architecture checker', () => {
  it('fails a tree that breaks each rule, naming file, import and rule', () => {
    const tree = new Map([
      [
        'engine/http/answer.ts',
        [
          "import { readFile } from 'node:fs';",
          "import type { HttpHandler } from 'msw';",
          "import { http } from 'msw';",
          "// import { setupServer } from 'msw/node';",
          'const text = \'import x from "vitest"\';',
          "export { within } from './within.ts';",
          "const png = await import('fast-png');",
        ].join('\n'),
      ],
      ['engine/http/within.ts', "import { answer } from './answer.ts';\nexport const within = 1;"],
      ['remote/route.ts', "import { x } from '../node/x.ts';\nimport { y } from '../index.ts';"],
      ['remote/listen.ts', "import { setupMuseumMock } from '@museum-api/mock/node';"],
      ['gadgets/gadget.ts', ''],
      ['index.ts', "export * from './engine/http/answer.ts';"],
      ['extra.ts', 'export const extra = 1;'],
    ]);
    expect(boundaryViolations(tree)).toEqual([
      "engine/http/answer.ts: imports 'node:fs'; engine/ may import only @museum-api/core, @museum-api/core/http, @museum-api/core/ticket-image, @museum-api/core/webhooks, zod/mini, type:msw, ../openapi.json, ../openapi-1.2.json (ARCHITECTURE.md)",
      "engine/http/answer.ts: imports 'msw'; engine/ may import only @museum-api/core, @museum-api/core/http, @museum-api/core/ticket-image, @museum-api/core/webhooks, zod/mini, type:msw, ../openapi.json, ../openapi-1.2.json (ARCHITECTURE.md)",
      "engine/http/answer.ts: imports 'fast-png'; engine/ may import only @museum-api/core, @museum-api/core/http, @museum-api/core/ticket-image, @museum-api/core/webhooks, zod/mini, type:msw, ../openapi.json, ../openapi-1.2.json (ARCHITECTURE.md)",
      "remote/route.ts: imports '../node/x.ts'; remote/ may import only engine/, @museum-api/core (ARCHITECTURE.md)",
      "remote/route.ts: imports '../index.ts', an entry file; entries are the surface, nothing inside imports them",
      "remote/listen.ts: imports '@museum-api/mock/node', an entry file; entries are the surface, nothing inside imports them",
      'gadgets/gadget.ts: gadgets/ has no row in the boundary table (add it to ARCHITECTURE.md and to this table)',
      'extra.ts: extra.ts has no row in the boundary table (add it to ARCHITECTURE.md and to this table)',
    ]);
    const serverTree = new Map([
      [
        'server/run.ts',
        "import type { MuseumMock } from '@museum-api/mock';\nimport { adminSender } from '@museum-api/mock';",
      ],
      [
        'proxy/up.ts',
        "import { applySeed } from '@museum-api/mock/options';\nimport { x } from '../server/x.ts';",
      ],
    ]);
    expect(boundaryViolations(serverTree, serverPackage)).toEqual([
      "server/run.ts: imports '@museum-api/mock'; server/ may import only proxy/, fetch/, node:*, @museum-api/core, type:@museum-api/mock, @museum-api/mock/host (ARCHITECTURE.md)",
      "proxy/up.ts: imports '../server/x.ts'; proxy/ may import only node:*, @museum-api/core, @museum-api/contract, type:@museum-api/mock, @museum-api/mock/options (ARCHITECTURE.md)",
    ]);
    expect(thinEntryViolations(tree)).toEqual([
      'index.ts:1: `export *`; an entry names each export',
      'extra.ts:1: an entry holds only `export … from` statements',
    ]);
    expect(importCycles(tree)).toEqual([
      'engine/http/answer.ts -> engine/http/within.ts -> engine/http/answer.ts',
    ]);
    const entries = new Map([
      ['index.ts', ''],
      ['extra.ts', ''],
    ]);
    expect(entryViolations(entries, ['cli.ts', 'index.ts'])).toEqual([
      'extra.ts: a file directly in src that package.json does not export; entries only',
      'cli.ts: package.json exports it, but it is not a file directly in src',
    ]);
  });

  it('reads the boundary table of a markdown page', () => {
    const page = [
      '| folder or entry | runs | may import |',
      '| --- | --- | --- |',
      '| `engine/` | anywhere | `@museum-api/core`, `zod` |',
      '| `verify/` (to come) | Node | `core/`, `node:*` |',
      '',
      '| `other/` | Node | `msw` |',
    ].join('\n');
    expect(documentedBoundaries(page)).toEqual({
      'engine/': { runs: 'anywhere', may: ['@museum-api/core', 'zod'] },
      'verify/': { runs: 'Node', may: ['core/', 'node:*'], toCome: true },
    });
  });
});

// ── Claims of ARCHITECTURE.md beyond the folder tables (issue 42) ──────────────────────────────
// Each block below holds one claim: tests import only entries, devtools' panel knows only the
// mock's types, and every test file the Invariants name exists. Each checker is a function over
// file texts, so a synthetic tree proves it can fail.

/** A workspace package's folder under `packages/` and the files of its `src` its manifest makes entries. */
function packageEntries(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | { import?: Record<string, string> }>;
    bin?: Record<string, string>;
  };
  const exported = Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'string' ? undefined : target.import?.['@museum-api/source']))
    .filter((source): source is string => source !== undefined)
    .map((source) => source.replace(/^\.\/src\//, ''));
  // A bin runs `dist/<name>.js`, built from `src/<name>.ts`.
  const bins = Object.values(manifest.bin ?? {}).map((target) =>
    target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'),
  );
  return [...exported, ...bins];
}

/**
 * Imports in the test folders that reach a module inside a package's `src`: a test there
 * crosses the package's surface, so it imports the package's entries (its own by relative path
 * or by name, another's by name only). `tests` maps a path from the repository root to the
 * file's text; `entries` a package folder (`packages/mock`) to its entry files.
 * `waiting` lists the `src` modules still imported until issue 42's CLI package and integration
 * tests take those tests over; one no longer imported is reported too, so the list only shrinks.
 */
function deepTestImports(
  tests: ReadonlyMap<string, string>,
  entries: ReadonlyMap<string, readonly string[]>,
  waiting: readonly string[] = [],
): string[] {
  const violations: string[] = [];
  const seen = new Set<string>();
  for (const [path, text] of tests) {
    const own = /^(packages\/[^/]+)\//.exec(path)?.[1];
    for (const { specifier } of importsOf(path, text)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      const inSrc = /^(packages\/[^/]+)\/src\/(.+)$/.exec(target);
      if (inSrc === null) continue;
      const [, pkg = '', module = ''] = inSrc;
      if (pkg !== own) {
        violations.push(`${path}: imports '${specifier}', another package's src; import it by name`);
      } else if (!(entries.get(pkg) ?? []).includes(module)) {
        if (waiting.includes(module)) seen.add(module);
        else
          violations.push(
            `${path}: imports '${specifier}', a module inside src; import an entry, or move the test beside the module`,
          );
      }
    }
  }
  for (const module of waiting.filter((module) => !seen.has(module))) {
    violations.push(`${module}: no test imports it any more; take it off the waiting list`);
  }
  return violations;
}

/**
 * Relative imports in the packages' sources that leave their own package: one package reaches
 * another only by name, through the entries its manifest exports. `sources` maps a path from
 * the repository root to the file's text.
 */
function crossPackagePaths(sources: ReadonlyMap<string, string>): string[] {
  return [...sources].flatMap(([path, text]) => {
    const own = /^packages\/[^/]+\//.exec(path)?.[0] ?? '';
    return importsOf(path, text)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .filter(({ specifier }) => !posix.normalize(posix.join(posix.dirname(path), specifier)).startsWith(own))
      .map(
        ({ specifier }) => `${path}: imports '${specifier}', outside its package; import the package by name`,
      );
  });
}

/** Value imports of `@museum-api/mock` in devtools' sources other than the dashboard script. */
function devtoolsValueImports(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([path]) => path !== 'dashboard.ts')
    .flatMap(([path, text]) =>
      importsOf(path, text)
        .filter(({ specifier, typeOnly }) => specifier.startsWith('@museum-api/mock') && !typeOnly)
        .map(
          ({ specifier }) =>
            `${path}: imports '${specifier}' for its code; the panel takes the mock's types only`,
        ),
    );
}

/** Test files the Invariants section of ARCHITECTURE.md names: backticked `*.test.ts`, `*.test-d.ts`, `*.e2e.ts` or `…test/….ts`. */
function invariantTests(markdown: string): string[] {
  const start = markdown.search(/^## Invariants$/m);
  const end = markdown.slice(start + 1).search(/^## /m);
  const section = markdown.slice(start, end === -1 ? undefined : start + 1 + end);
  return [...section.matchAll(/`([^`\s]+\.(?:test|test-d|e2e)\.ts|[^`\s]*test\/[^`\s]+\.ts)`/g)].map(
    ([, name = '']) => name,
  );
}

/** The names no file of `files` ends with (`*` stands for any characters within a file name). */
function missingFiles(names: readonly string[], files: readonly string[]): string[] {
  return names.filter((name) => {
    const pattern = new RegExp(`(^|/)${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return !files.some((file) => pattern.test(file));
  });
}

/** Every file under `dir` (relative to the repository root); dependencies, builds and dot folders left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (!entry.isDirectory()) return [path];
    return /^(node_modules|dist|reports|test-results|\..*)$/.test(entry.name) ? [] : filesUnder(path);
  });
}

/**
 * Source files of different packages that share a name, entries (files directly in `src`) left
 * out: a name says what one file holds, so two packages holding different things under one name
 * (`options.ts`, `museum-operations.ts` once) send a reader to the wrong file.
 */
function reusedFileNames(paths: readonly string[]): string[] {
  const owners = new Map<string, Set<string>>();
  for (const path of paths) {
    const match = /^packages\/([^/]+)\/src\/(.+\/)?([^/]+\.tsx?)$/.exec(path);
    if (match === null || match[2] === undefined || /\.test(-d)?\.tsx?$/.test(path)) continue;
    const [, pkg = '', , name = ''] = match;
    owners.set(name, (owners.get(name) ?? new Set()).add(pkg));
  }
  return [...owners]
    .filter(([, pkgs]) => pkgs.size > 1)
    .map(([name, pkgs]) => `${name}: in ${[...pkgs].sort().join(', ')}`);
}

describe('the claims of ARCHITECTURE.md', () => {
  const packageDirs = readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}`);
  const files = [...filesUnder('packages'), ...filesUnder('examples')];

  it('has no source file name in two packages but their entries', () => {
    expect(reusedFileNames(files)).toEqual([]);
    expect(
      reusedFileNames([
        'packages/core/src/http/options.ts',
        'packages/client/src/options.ts',
        'packages/query/src/query/options.ts',
        'packages/core/src/index.ts',
        'packages/client/src/index.ts',
        'packages/core/src/http/options.test.ts',
        'packages/mock/src/engine/options.test.ts',
      ]),
    ).toEqual(['options.ts: in core, query']);
  });

  it('has tests in packages/*/test that import only entries of a package', () => {
    const tests = new Map(
      files
        .filter((path) => /^packages\/[^/]+\/test\/.+\.tsx?$/.test(path))
        .map((path) => [path, readFileSync(join(repoRoot, path), 'utf8')]),
    );
    const entries = new Map(packageDirs.map((dir) => [dir, packageEntries(join(repoRoot, dir))]));
    expect(tests.size).toBeGreaterThan(100);
    expect(
      deepTestImports(tests, entries, [
        // The CLI's in-process runner and config loader, driven in process by the CLI's tests.
        'cli/run-cli.ts',
        'cli/load-mock-config.ts',
      ]),
    ).toEqual([]);
  });

  it('has every package reach another by name only, never by a path into its folder', () => {
    const sources = new Map(
      files
        .filter((path) => /^packages\/[^/]+\/src\/.+\.tsx?$/.test(path) && !/\.test(-d)?\.tsx?$/.test(path))
        .map((path) => [path, readFileSync(join(repoRoot, path), 'utf8')]),
    );
    expect(sources.size).toBeGreaterThan(200);
    expect(crossPackagePaths(sources)).toEqual([]);
  });

  it("has devtools' panel take only the mock's types; only the dashboard script runs its code", () => {
    const devtools = readSources({ ...mockPackage, dir: join(repoRoot, 'packages', 'devtools') });
    expect(devtools.has('mount-museum-devtools.ts')).toBe(true);
    expect(devtoolsValueImports(devtools)).toEqual([]);
  });

  it('names in its Invariants only test files that exist', () => {
    const named = invariantTests(readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(10);
    expect(missingFiles(named, [...files, ...filesUnder('integration')])).toEqual([]);
  });

  it('fails a test that imports inside a src, a devtools panel that runs the mock, a test named but gone', () => {
    const tests = new Map([
      [
        'packages/mock/test/engine/a.test.ts',
        [
          "import { createMuseumMock } from '../../src/index.ts';",
          "import { routeRequest } from '../../src/engine/routing/route-request.ts';",
          "import { x } from '../../../core/src/index.ts';",
          "import { fixture } from '../fixtures.ts';",
          "import { z } from 'zod';",
        ].join('\n'),
      ],
      ['packages/mock-server/test/b.test.ts', "import { runCli } from '../src/cli/run-cli.ts';"],
    ]);
    const entries = new Map([
      ['packages/mock', ['index.ts']],
      ['packages/mock-server', ['index.ts']],
      ['packages/core', ['index.ts']],
    ]);
    expect(deepTestImports(tests, entries, ['cli/run-cli.ts', 'verify/gone.ts'])).toEqual([
      "packages/mock/test/engine/a.test.ts: imports '../../src/engine/routing/route-request.ts', a module inside src; import an entry, or move the test beside the module",
      "packages/mock/test/engine/a.test.ts: imports '../../../core/src/index.ts', another package's src; import it by name",
      'verify/gone.ts: no test imports it any more; take it off the waiting list',
    ]);
    expect(
      devtoolsValueImports(
        new Map([
          ['panel.ts', "import type { MuseumControls } from '@museum-api/mock';"],
          ['fault.ts', "import { createMuseumMock } from '@museum-api/mock';"],
          ['dashboard.ts', "import { connectMuseumMock } from '@museum-api/mock';"],
        ]),
      ),
    ).toEqual(["fault.ts: imports '@museum-api/mock' for its code; the panel takes the mock's types only"]);
    expect(
      crossPackagePaths(
        new Map([
          [
            'packages/playwright/src/fixture.ts',
            "import { answerRequest } from '../../mock/src/engine/routing/answer-request.ts';",
          ],
          [
            'packages/playwright/src/route.ts',
            "import { x } from './fixture.ts';\nimport manifest from '../package.json';",
          ],
        ]),
      ),
    ).toEqual([
      "packages/playwright/src/fixture.ts: imports '../../mock/src/engine/routing/answer-request.ts', outside its package; import the package by name",
    ]);
    const page =
      '## Invariants\n\n- A rule: `test/gone.test.ts`, `hostile-requests*.test.ts`, `src/kept.test.ts`.\n\n## Testing\n`not/checked.test.ts`';
    const named = invariantTests(page);
    expect(named).toEqual(['test/gone.test.ts', 'hostile-requests*.test.ts', 'src/kept.test.ts']);
    const files = ['packages/mock/src/kept.test.ts', 'packages/mock/test/hostile-requests-over-http.test.ts'];
    expect(missingFiles(named, files)).toEqual(['test/gone.test.ts']);
  });
});

// The engine's layers, lowest first, as ARCHITECTURE.md states them: a folder of `engine/` imports
// its own layer or lower ones, never a higher one (`''` is the files directly in `engine/`).
const engineLayers: readonly (readonly string[])[] = [
  ['', 'platform/', 'http/', 'options/'],
  ['auth/', 'journal/', 'operations/', 'seed/', 'openapi/'],
  ['interventions/', 'idempotency/', 'webhooks/', 'failure/', 'proxy/'],
  ['routing/', 'runtime/', 'scenarios/'],
  ['controls/'],
  ['admin/', 'host/'],
];

/** Each import of an engine folder into a higher layer, and each engine folder no layer names. */
function layerViolations(sources: ReadonlyMap<string, string>): string[] {
  const layerOf = new Map(engineLayers.flatMap((folders, layer) => folders.map((f) => [f, layer])));
  const folderOf = (path: string) => areaOf(path.slice('engine/'.length)).replace(/^[^/]*\.ts$/, '');
  const violations: string[] = [];
  for (const [path, text] of sources) {
    if (!path.startsWith('engine/')) continue;
    const layer = layerOf.get(folderOf(path));
    if (layer === undefined) violations.push(`${path}: ${folderOf(path)} is in no layer of the engine`);
    for (const { specifier } of importsOf(path, text)) {
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      if (!specifier.startsWith('.') || !target.startsWith('engine/')) continue;
      if ((layerOf.get(folderOf(target)) ?? -1) > (layer ?? Number.POSITIVE_INFINITY))
        violations.push(`${path}: imports '${specifier}', a higher layer of the engine`);
    }
  }
  return violations;
}

describe('the layers of the mock engine', () => {
  it('has no import from a lower layer into a higher one, and no folder outside the layers', () => {
    expect(layerViolations(readSources(mockPackage))).toEqual([]);
  });

  it('fails an upward import and a folder no layer names', () => {
    const tree = new Map([
      ['engine/http/answer.ts', "import type { MockRuntime } from '../runtime/mock-runtime.ts';"],
      ['engine/gadgets/gadget.ts', "import { x } from '../http/x.ts';"],
    ]);
    expect(layerViolations(tree)).toEqual([
      "engine/http/answer.ts: imports '../runtime/mock-runtime.ts', a higher layer of the engine",
      'engine/gadgets/gadget.ts: gadgets/ is in no layer of the engine',
    ]);
  });
});
