import { access, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readmeFiles, repoRoot } from './readme-files.ts';
import { checkReadme, readmeBlocks } from './readme-snippets.ts';

const readmes = await readmeFiles();
const snippetsDir = 'examples/readme/src/snippets';

describe.each(readmes)('%s', (readme) => {
  test('shows only code that a snippet file holds, word for word (fix: pnpm docs:sync)', async () => {
    expect((await checkReadme(repoRoot, readme)).problems).toEqual([]);
  });

  test('links only to files and folders that exist', async () => {
    const markdown = await readFile(join(repoRoot, readme), 'utf8');
    const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = '']) => target.split('#')[0] ?? '')
      .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
    const missing: string[] = [];
    for (const target of targets) {
      await access(join(repoRoot, dirname(readme), target)).catch(() => missing.push(target));
    }
    expect(missing).toEqual([]);
  });
});

test('every snippet file is shown in some README, so none is kept and tested for nothing', async () => {
  const shown = new Set<string>();
  for (const readme of readmes)
    for (const file of (await checkReadme(repoRoot, readme)).files) shown.add(file);
  const files = (await readdir(join(repoRoot, snippetsDir))).filter((file) => /\.tsx?$/.test(file));
  expect(files.filter((file) => !shown.has(`${snippetsDir}/${file}`))).toEqual([]);
});

test('the commands of the top-level README are scripts of the root package, and CI runs the test one', async () => {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    packageManager: string;
    scripts: Record<string, string>;
  };
  const pnpm = `npx -y ${manifest.packageManager}`;
  const shell = readmeBlocks(await readFile(join(repoRoot, 'README.md'), 'utf8'))
    .filter((block) => block.language === 'sh')
    .map((block) => block.code)
    .join('\n');
  const commands = [...shell.matchAll(/npx -y (pnpm@[\d.]+) (\w[\w:-]*)/g)];
  expect(commands.map(([, pinned, script]) => `${pinned} ${script}`)).toEqual(
    expect.arrayContaining([`${manifest.packageManager} start`, `${manifest.packageManager} test`]),
  );
  for (const [command, , script = ''] of commands) {
    expect(command.startsWith(pnpm), command).toBe(true);
    if (script !== 'install') expect(manifest.scripts, command).toHaveProperty(script);
  }
  const ci = await readFile(join(repoRoot, '.ci', 'run'), 'utf8');
  expect(ci).toContain(`PNPM="${pnpm}"`);
  expect(ci).toMatch(/^\$PNPM test$/m);
});
