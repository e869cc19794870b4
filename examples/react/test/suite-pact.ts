import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type JournalEntry, journalToPact, type MuseumMock } from '@museum-api/mock';
import { afterAll, afterEach } from 'vitest';

/**
 * Makes the suite write its pact (docs/pact.md) to `<folder>/museum-react-museum-api.json`: each
 * test's journal is kept before the mock's reset, each file saves its tests' journal in
 * `journals/` when it ends, and then writes the pact from every file's saved so far. Files end in
 * parallel workers, so the last two steps hold a lock (a directory, made atomically): whoever
 * takes it last has seen every file's journal. Call it after `setupMuseumMock`.
 *
 * @example
 * ```ts
 * writeSuitePact(mock, process.env.MUSEUM_PACT_FOLDER as string);
 * ```
 */
export function writeSuitePact(mock: MuseumMock, folder: string): void {
  const recorded: JournalEntry[] = [];
  let file = '';
  // Registered after setupMuseumMock's, so it runs before the mock's reset forgets the journal.
  afterEach(({ task }) => {
    recorded.push(...mock.journal.entries);
    file = basename(task.file.name);
  });
  afterAll(async () => {
    const journals = join(folder, 'journals');
    writeFileSync(join(journals, `${file}.json`), JSON.stringify(recorded));
    const lock = join(folder, 'lock');
    for (let tries = 0; !tryMkdir(lock); tries += 1) {
      if (tries === 500) throw new Error(`The suite's pact: ${lock} stayed locked for 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    try {
      // By file name, so the interactions' order does not depend on which worker ended first.
      const entries = readdirSync(journals)
        .sort()
        .flatMap((name) => JSON.parse(readFileSync(join(journals, name), 'utf8')) as JournalEntry[]);
      const pact = await journalToPact(entries, {
        consumer: 'museum-react',
        provider: 'museum-api',
        today: mock.store.today(),
      });
      const target = join(folder, 'museum-react-museum-api.json');
      writeFileSync(`${target}.tmp`, `${JSON.stringify(pact, null, 2)}\n`);
      renameSync(`${target}.tmp`, target);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  });
}

function tryMkdir(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
