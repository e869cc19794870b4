import { readFile } from 'node:fs/promises';
import { UsageError } from '@museum-api/contract/cli';
import type { MuseumSeed } from '@museum-api/mock';

/**
 * The data of `--seed-file <file>`: the file's JSON, checked later by the store when the server
 * starts (naming the record).
 *
 * @throws {UsageError} `--seed-file <file>: …` for a file that cannot be read or is not JSON.
 */
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
