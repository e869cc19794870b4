import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkReadme, extractSnippet, readmeBlocks } from './readme-snippets.ts';

describe('readmeBlocks', () => {
  test('reads the snippet marker above a fence, with and without a region', () => {
    const markdown = [
      '# Title',
      '<!-- snippet: examples/readme/src/snippets/a.ts -->',
      '```ts',
      'one();',
      '```',
      '<!-- snippet: examples/node/src/main.ts#buy -->',
      '```typescript',
      'two();',
      '```',
    ].join('\n');
    expect(readmeBlocks(markdown)).toMatchObject([
      { language: 'ts', code: 'one();', line: 3, snippet: { file: 'examples/readme/src/snippets/a.ts' } },
      {
        language: 'typescript',
        code: 'two();',
        snippet: { file: 'examples/node/src/main.ts', region: 'buy' },
      },
    ]);
  });

  test('keeps a shorter fence inside a longer one as code, not as the end of the block', () => {
    const blocks = readmeBlocks('````md\n```ts\nx\n```\n````\n');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.code).toBe('```ts\nx\n```');
  });

  test('dedents a block nested in a list item', () => {
    expect(readmeBlocks('- item\n\n  ```ts\n  const a = 1;\n  ```\n')[0]?.code).toBe('const a = 1;');
  });
});

describe('extractSnippet', () => {
  const source = [
    "import { a } from 'a';",
    '',
    'async function main() {',
    '  // #region call',
    '  const result = await a();',
    '  // #region inner',
    '  console.log(result);',
    '  // #endregion inner',
    '  // #endregion call',
    '}',
    '',
  ].join('\n');

  test('returns a whole file without its trailing newline', () => {
    expect(extractSnippet("console.log('hi');\n\n")).toBe("console.log('hi');");
  });

  test('cuts a region out, dedents it and drops nested region markers', () => {
    expect(extractSnippet(source, 'call')).toBe('const result = await a();\nconsole.log(result);');
  });

  test('drops region markers from a whole-file snippet', () => {
    expect(extractSnippet(source)).not.toContain('#region');
  });

  test('names the region it could not find', () => {
    expect(() => extractSnippet(source, 'missing')).toThrow('No region "missing"');
  });
});

describe('checkReadme', () => {
  async function withRepo(files: Record<string, string>, run: (root: string) => Promise<void>) {
    const root = await mkdtemp(join(tmpdir(), 'readme-snippets-'));
    try {
      for (const [file, text] of Object.entries(files)) await writeFile(join(root, file), text);
      await run(root);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  test('accepts a README whose blocks equal their snippets and ignores shell blocks', async () => {
    await withRepo(
      {
        'README.md': '```sh\nnpm test\n```\n<!-- snippet: a.ts -->\n```ts\nconst a = 1;\n```\n',
        'a.ts': 'const a = 1;\n',
      },
      async (root) => {
        const report = await checkReadme(root, 'README.md');
        expect(report.problems).toEqual([]);
        expect(report.files).toEqual(['a.ts']);
      },
    );
  });

  test('reports an unmarked TypeScript block and a block that drifted from its file', async () => {
    await withRepo(
      {
        'README.md': '```ts\nloose();\n```\n\n<!-- snippet: a.ts -->\n```ts\nconst a = 1;\n```\n',
        'a.ts': 'const a = 2;\n',
      },
      async (root) => {
        const report = await checkReadme(root, 'README.md');
        expect(report.problems).toEqual([
          'README.md:1: a `ts` block needs a <!-- snippet: path#region --> marker',
          'README.md:6: differs from a.ts',
        ]);
        expect(report.synced).toBe(
          '```ts\nloose();\n```\n\n<!-- snippet: a.ts -->\n```ts\nconst a = 2;\n```\n',
        );
      },
    );
  });

  test('reports a marker that names a missing file', async () => {
    await withRepo({ 'README.md': '<!-- snippet: gone.ts -->\n```ts\nx\n```\n' }, async (root) => {
      const [problem] = (await checkReadme(root, 'README.md')).problems;
      expect(problem).toMatch(/^README\.md:2: gone\.ts: ENOENT/);
    });
  });
});
