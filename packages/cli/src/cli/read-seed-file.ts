import { readFile } from 'node:fs/promises';
import { UsageError } from '@museum-api/contract/cli';
import type { MuseumSeed } from '@museum-api/mock';

/** The JSON of `--seed-file <file>` (the store checks it). @throws {UsageError} unreadable or not JSON. */
export async function readSeedFile(file: string): Promise<MuseumSeed> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--seed-file ${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
  try {
    return JSON.parse(text) as MuseumSeed;
  } catch (error) {
    throw new UsageError(`--seed-file ${file}: not valid JSON (${(error as Error).message})`);
  }
}
