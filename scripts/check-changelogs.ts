// Runs `changeset version` in a throwaway copy of the repository and checks what a release would
// publish: every package gets a new version (0.1.0 for a first release), a CHANGELOG.md that quotes
// its changesets, and no private example is versioned. Nothing is written to the real repository.
// Run: node scripts/check-changelogs.ts
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { copyRepository } from './repository-copy.ts';
import { runCommand } from './run-command.ts';
import { publishedPackages, repoRoot } from './workspace-packages.ts';

const started = performance.now();
const copy = await copyRepository('museum-release-');
const copyDir = copy.dir;

try {
  const before = await publishedPackages(repoRoot);
  const changesets = await readChangesets(join(repoRoot, '.changeset'));
  const examplesBefore = await exampleVersions(repoRoot);

  const changesetBin = join(repoRoot, 'node_modules', '@changesets', 'cli', 'bin.js');
  await runCommand(process.execPath, [changesetBin, 'version'], { cwd: copyDir });

  const problems: string[] = [];
  const after = await publishedPackages(copyDir);
  for (const pkg of before) {
    const released = after.find((candidate) => candidate.name === pkg.name);
    const notes = changesets.filter((changeset) => pkg.name in changeset.releases);
    if (!released) {
      problems.push(`${pkg.name} is missing after changeset version`);
      continue;
    }
    if (notes.length === 0) problems.push(`${pkg.name} has no changeset`);
    const expected = pkg.version === '0.0.0' ? '0.1.0' : undefined;
    if (released.version === pkg.version) problems.push(`${pkg.name} stayed at ${pkg.version}`);
    if (expected && released.version !== expected) {
      problems.push(`${pkg.name} is a first release and should be ${expected}, not ${released.version}`);
    }
    const changelog = await readFile(join(released.dir, 'CHANGELOG.md'), 'utf8').catch(() => '');
    if (!changelog.includes(`## ${released.version}`)) {
      problems.push(
        `${relative(copyDir, released.dir)}/CHANGELOG.md has no "## ${released.version}" section`,
      );
    }
    for (const note of notes) {
      if (!changelog.includes(note.firstLine)) {
        problems.push(`${pkg.name}'s CHANGELOG.md lacks the changeset ${note.file}: "${note.firstLine}"`);
      }
    }
  }
  const left = (await readdir(join(copyDir, '.changeset'))).filter((file) => file.endsWith('.md'));
  const unconsumed = left.filter((file) => file !== 'README.md');
  if (unconsumed.length > 0) problems.push(`changesets not consumed: ${unconsumed.join(', ')}`);
  const examplesAfter = await exampleVersions(copyDir);
  for (const [name, version] of examplesBefore) {
    if (examplesAfter.get(name) !== version) problems.push(`private ${name} was versioned`);
  }
  if (problems.length > 0)
    throw new Error(`changeset version would not release cleanly:\n- ${problems.join('\n- ')}`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = after.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ');
  console.log(`Changelogs check passed: ${summary} (${seconds} s)`);
} finally {
  await copy.remove();
}

interface Changeset {
  file: string;
  releases: Record<string, string>;
  firstLine: string;
}

/** The pending changesets: which packages each bumps, and the first line of its summary. */
async function readChangesets(dir: string): Promise<Changeset[]> {
  const found: Changeset[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
    const text = await readFile(join(dir, file), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
    if (!match) throw new Error(`.changeset/${file} has no front matter`);
    const releases: Record<string, string> = {};
    for (const line of (match[1] ?? '').split(/\r?\n/)) {
      const release = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (release?.[1] && release[2]) releases[release[1]] = release[2];
    }
    const firstLine = (match[2] ?? '').trim().split(/\r?\n/)[0] ?? '';
    found.push({ file, releases, firstLine });
  }
  return found;
}

/** Versions of the private example packages, which changesets must leave alone. */
async function exampleVersions(root: string): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  const examplesDir = join(root, 'examples');
  const entries = await readdir(examplesDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const manifest = await readFile(join(examplesDir, entry.name, 'package.json'), 'utf8').catch(() => '');
    if (!manifest) continue;
    const { name, version } = JSON.parse(manifest) as { name: string; version: string };
    versions.set(name, version);
  }
  return versions;
}
