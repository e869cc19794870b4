import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Languages whose fenced blocks are code a reader copies into a program, so each must be a
 * snippet: a file in the repository that is type-checked and run. Shell, JSON and plain-text
 * blocks are not checked here.
 */
const checkedLanguages = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'mjs']);

// `<!-- snippet: examples/readme/src/client-quickstart.ts -->` or `...ts#region-name`, on the line
// right above the fence.
const markerPattern = /^<!--\s*snippet:\s*(\S+?)(?:#([\w-]+))?\s*-->$/;
const fencePattern = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)[^\n]*$/;

/** One fenced code block of a Markdown file, with the snippet it claims to mirror, if any. */
export interface ReadmeBlock {
  /** Lowercased info-string language, `''` when the fence has none. */
  language: string;
  /** The block's text, without the fences. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Index of the first code line and of the closing fence line, for rewriting. */
  bodyStart: number;
  bodyEnd: number;
  /** The marker above the block, repository-relative. */
  snippet?: { file: string; region?: string };
}

/**
 * Splits Markdown into its fenced code blocks, reading the `<!-- snippet: path#region -->` marker
 * that may stand on the line above each.
 *
 * @example
 * ```ts
 * const [block] = readmeBlocks('<!-- snippet: a.ts -->\n```ts\nlet a = 1;\n```\n');
 * // block.snippet => { file: 'a.ts' }, block.code => 'let a = 1;'
 * ```
 */
export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = fencePattern.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    let close = index + 1;
    while (close < lines.length && !isClosingFence(lines[close] ?? '', fence)) close++;
    const body = lines
      .slice(index + 1, close)
      .map((line) => line.slice(Math.min(indent.length, leading(line))));
    const marker = markerPattern.exec((lines[index - 1] ?? '').trim());
    const block: ReadmeBlock = {
      language: language.toLowerCase(),
      code: body.join('\n'),
      line: index + 1,
      bodyStart: index + 1,
      bodyEnd: close,
    };
    if (marker?.[1]) block.snippet = marker[2] ? { file: marker[1], region: marker[2] } : { file: marker[1] };
    blocks.push(block);
    index = close;
  }
  return blocks;
}

/**
 * Whether a block is code that must be backed by a snippet file.
 *
 * @example
 * ```ts
 * isCheckedBlock({ language: 'ts' } as ReadmeBlock); // true
 * ```
 */
export function isCheckedBlock(block: Pick<ReadmeBlock, 'language'>): boolean {
  return checkedLanguages.has(block.language);
}

/**
 * The text a snippet shows: the whole file, or the lines between `// #region name` and
 * `// #endregion name` (markers of other regions dropped), dedented, without trailing blank lines.
 *
 * @example
 * ```ts
 * extractSnippet('a();\n  // #region call\n  b();\n  // #endregion call\n', 'call'); // 'b();'
 * ```
 */
export function extractSnippet(source: string, region?: string): string {
  let lines = source.replace(/\r\n/g, '\n').split('\n');
  if (region) {
    const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
    const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
    if (start < 0 || end < 0)
      throw new Error(`No region "${region}" (// #region ${region} … // #endregion ${region})`);
    lines = lines.slice(start + 1, end);
  }
  lines = lines.filter((line) => !/^\s*\/\/ #(end)?region\b/.test(line));
  const indent = Math.min(...lines.filter((line) => line.trim()).map(leading));
  const dedented = lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0));
  while (dedented.length > 0 && dedented.at(-1)?.trim() === '') dedented.pop();
  while (dedented.length > 0 && dedented[0]?.trim() === '') dedented.shift();
  return dedented.join('\n');
}

/** What one README's blocks say against their snippet files. */
export interface SnippetReport {
  /** Checked blocks without a marker, or whose text differs from the snippet. */
  problems: string[];
  /** The README text with every marked block replaced by its snippet's current text. */
  synced: string;
  /** Repository-relative snippet files the README refers to. */
  files: string[];
}

/**
 * Compares every code block of one README with the snippet file it names, and produces the README
 * as it would be with every block re-copied from its file.
 *
 * @example
 * ```ts
 * const report = await checkReadme(repoRoot, 'README.md');
 * if (report.problems.length) console.error(report.problems.join('\n'));
 * ```
 */
export async function checkReadme(repoRoot: string, readmePath: string): Promise<SnippetReport> {
  const markdown = await readFile(join(repoRoot, readmePath), 'utf8');
  const lines = markdown.split('\n');
  const problems: string[] = [];
  const files: string[] = [];
  // Rewrite from the end so earlier line numbers stay valid.
  const blocks = readmeBlocks(markdown).reverse();
  for (const block of blocks) {
    const where = `${readmePath}:${block.line}`;
    if (!block.snippet) {
      if (isCheckedBlock(block)) {
        problems.push(`${where}: a \`${block.language}\` block needs a <!-- snippet: path#region --> marker`);
      }
      continue;
    }
    files.push(block.snippet.file);
    let expected: string;
    try {
      const source = await readFile(join(repoRoot, block.snippet.file), 'utf8');
      expected = extractSnippet(source, block.snippet.region);
    } catch (error) {
      problems.push(`${where}: ${block.snippet.file}: ${(error as Error).message}`);
      continue;
    }
    if (expected !== block.code.replace(/\s+$/, '')) {
      problems.push(
        `${where}: differs from ${block.snippet.file}${block.snippet.region ? `#${block.snippet.region}` : ''}`,
      );
    }
    const indent = /^\s*/.exec(lines[block.bodyStart - 1] ?? '')?.[0] ?? '';
    lines.splice(
      block.bodyStart,
      block.bodyEnd - block.bodyStart,
      ...expected.split('\n').map((line) => (line ? indent + line : line)),
    );
  }
  return { problems: problems.reverse(), synced: lines.join('\n'), files: files.reverse() };
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed) && trimmed[0] === fence[0];
}

function leading(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
