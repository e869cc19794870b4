import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMuseumMock } from '@museum-api/mock';

/**
 * Every file of a build, by its path under `dist`, with its text.
 *
 * @example
 * ```ts
 * const files = await builtFiles(await buildApp(appRoot));
 * ```
 */
export async function builtFiles(dist: string): Promise<Map<string, string>> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return new Map(files.map((file, index) => [file.slice(dist.length + 1), texts[index] ?? '']));
}

// A module specifier of msw, its Vite plugin's virtual module, or the mock, in quotes: code that
// would load them. Prose that merely names msw (a doc comment of the client) is not a trace.
const mockImport = /["'](msw|msw\/[\w/]+|virtual:msw|@museum-api\/mock[\w/-]*)["']/;
// The mock's seed data: the name of its first event, which only the mock's code holds.
const seededName = createMuseumMock().store.allEvents()[0]?.name ?? '';

/**
 * What of the mock a build holds, one line per trace: a file that imports msw or the mock, holds
 * the mock's seed data, or is msw's worker script. `[]` for a build without the mock.
 *
 * @example
 * ```ts
 * expect(mockTraces(await builtFiles(dist))).toEqual([]);
 * ```
 */
export function mockTraces(files: ReadonlyMap<string, string>): string[] {
  const traces: string[] = [];
  for (const [path, text] of files) {
    if (path.endsWith('mockServiceWorker.js')) {
      traces.push(`${path}: msw's worker script`);
      continue;
    }
    const imported = mockImport.exec(text)?.[1];
    if (imported) traces.push(`${path}: imports ${imported}`);
    if (seededName && text.includes(seededName)) traces.push(`${path}: the mock's seed data`);
  }
  return traces;
}
