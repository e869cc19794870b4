// One Node story: the engines every package declares, the oldest Node the CI matrix runs, and
// what the top README and each package's README tell a user of the packages all name the same
// version. Claims about one feature are others (a `.ts` script run as is, Node 22.18+; the
// standalone server's `--state` on node:sqlite, 22.13; Jest's ES modules, 24.9), in the docs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readmeFiles, repoRoot } from './readme-files.ts';

async function declaredEngines(): Promise<Map<string, string>> {
  const engines = new Map<string, string>();
  for (const name of await readdir(join(repoRoot, 'packages'))) {
    const manifest = JSON.parse(await readFile(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    engines.set(name, manifest.engines?.node ?? '(none)');
  }
  return engines;
}

/** Each "Node 22.12 or later" / "Node 22.12+" a text says of using the packages, as "22.12". */
export function nodeClaims(text: string): string[] {
  return [...text.matchAll(/Node\s+\(?(\d+(?:\.\d+)?)(?:\.\d+)?(\+| or later)(.{0,20})/g)]
    .filter(([, , , after = '']) => !/^\)?\s*runs TypeScript|^\)$|^\)\.?\s*$/.test(after.trimEnd()))
    .filter(([match]) => !/\(Node \d+\.\d+\+\)/.test(match))
    .map(([, version = '']) => version);
}

describe('the Node version', () => {
  test('is the same lower bound in every package, `>=22.12.0`', async () => {
    const ranges = new Set((await declaredEngines()).values());
    expect([...ranges]).toEqual(['>=22.12.0']);
  });

  test('is where the CI matrix starts', async () => {
    const ci = await readFile(join(repoRoot, '.github/workflows/ci.yml'), 'utf8');
    expect(/node: \["([\d.]+)"/.exec(ci)?.[1]).toBe('22.12.0');
  });

  test('is what the top README and every package’s README tell a user of the packages', async () => {
    const wrong: string[] = [];
    let claims = 0;
    const packageReadmes = (await readmeFiles()).filter(
      (file) => file === 'README.md' || file.startsWith('packages/'),
    );
    for (const file of packageReadmes) {
      for (const version of nodeClaims(await readFile(join(repoRoot, file), 'utf8'))) {
        claims++;
        if (version !== '22.12') wrong.push(`${file}: Node ${version}`);
      }
    }
    expect(wrong).toEqual([]);
    // The root README, the client's, query's, core's, mock's, mock-server's, contract's and mcp's.
    expect(claims).toBeGreaterThanOrEqual(8);
  });

  test('reads a claim but not the TypeScript runner’s version', () => {
    expect(nodeClaims('Works in Node 22.12+ (`import`)')).toEqual(['22.12']);
    expect(nodeClaims('needs Node 22.12 or later, what')).toEqual(['22.12']);
    expect(nodeClaims('run it with `node events.ts` (Node 22.18+ runs TypeScript as is)')).toEqual([]);
    expect(nodeClaims('run `node query.ts` (Node 22.18+).')).toEqual([]);
    // What the top README said of the dev machine, which read as the packages' floor.
    expect(nodeClaims('On a fresh machine with only Node (20 or later) and npm')).toEqual(['20']);
  });
});
