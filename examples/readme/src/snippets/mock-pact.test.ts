// docs/pact.md's "Export from vitest" block: a suite against the in-process mock whose journal,
// collected test by test, becomes one Pact file at the end.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createMuseumClient } from '@museum-api/client';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

// Registered first, so it runs last (after hooks run in reverse): reads the file the block wrote.
afterAll(() => {
  const folder = process.env.PACT_DIR ?? join(tmpdir(), 'pacts');
  const written = JSON.parse(readFileSync(join(folder, 'museum-web-museum-api.json'), 'utf8')) as Pact;
  expect(written.interactions.map((interaction) => interaction.description)).toEqual([
    'listSpecialEvents answers 200',
    'getSpecialEvent answers 200',
  ]);
});

// #region pact
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JournalEntry, journalToPact, type Pact } from '@museum-api/mock';

const { mock } = setupMuseumMock({}, { beforeAll, afterEach, afterAll });
const recorded: JournalEntry[] = [];
// Registered after setupMuseumMock's, so it runs before the mock's reset forgets the journal.
afterEach(() => {
  recorded.push(...mock.journal.entries);
});
afterAll(async () => {
  // The mock's today, which the pact's dates are made relative to (it matters under a fixed clock).
  const today = mock.store.today();
  const pact = await journalToPact(recorded, { consumer: 'museum-web', provider: 'museum-api', today });
  const folder = process.env.PACT_DIR ?? join(tmpdir(), 'pacts');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'museum-web-museum-api.json'), JSON.stringify(pact, null, 2));
});
// #endregion pact

const museum = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'ada', password: '' },
  retry: 0,
});

test('lists the events and opens one', async () => {
  const [first] = await museum.listSpecialEvents();
  await expect(museum.getSpecialEvent(first?.eventId ?? '')).resolves.toMatchObject({ eventId: first?.eventId });
});
