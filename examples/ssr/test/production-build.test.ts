// Production, as `pnpm run build` and `pnpm start` make and serve it: no mock and no msw in either
// bundle, and the server rendering reads the API it is given, here a session of the standalone
// mock server, as a team runs a deployed preview against it.

import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMuseumMock } from '@museum-api/mock';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { type AppServer, startAppServer } from '../src/app-server.ts';
import { buildApp } from './build-app.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let dist: string;

beforeAll(async () => {
  dist = await buildApp(root);
  return () => rm(dist, { recursive: true, force: true });
});

/** Every file of the build, by its path under `dist`. */
async function builtFiles(): Promise<Map<string, string>> {
  const paths = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = paths.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(
      files.map(async (file) => [file.slice(dist.length + 1), await readFile(file, 'utf8')] as const),
    ),
  );
}

test('the production build holds neither the mock nor msw, in the page or the server', async () => {
  const files = await builtFiles();
  expect([...files.keys()].sort()).toEqual(
    expect.arrayContaining(['client/index.html', 'server/entry-server.js']),
  );
  // The worker script is emitted only beside a bundle that imports `virtual:msw`.
  expect([...files.keys()].filter((path) => path.includes('mockServiceWorker'))).toEqual([]);
  // The mock's seed data, and imports of msw or the mock, appear nowhere: the
  // `import.meta.env.DEV` guards dropped the mock's module with everything it imports.
  const seededName = createMuseumMock().store.allEvents()[0]?.name;
  expect(seededName).toBeTruthy();
  for (const [path, text] of files) {
    expect.soft(text, path).not.toContain(seededName);
    expect.soft(text, path).not.toMatch(/["'](msw|msw\/[\w/]+|virtual:msw|@museum-api\/mock[\w/]*)["']/);
  }
});

let museum: Awaited<ReturnType<typeof startMuseumServer>>;
let app: AppServer;
afterAll(async () => {
  vi.unstubAllEnvs();
  await app?.close();
  await museum?.close();
});

test('the server rendering reads its own session of the standalone mock server', async () => {
  museum = await startMuseumServer();
  const session = museum.session('ssr-preview');
  // Only this session has the event: a page that shows it read this session and no other.
  const gala = session.store.createEvent({
    name: 'Preview Gala',
    location: 'Main Hall',
    eventDescription: 'Only in the ssr-preview session.',
    dates: [session.store.today()],
    price: 0,
  });
  vi.stubEnv('MUSEUM_API_URL', museum.url);
  vi.stubEnv('MUSEUM_SESSION', 'ssr-preview');
  app = await startAppServer({ root, production: true, dist });

  const html = await (await fetch(app.url)).text();

  expect(html).toContain('<h2>Preview Gala</h2>');
  const [listed, ...more] = session.journal.filter('listSpecialEvents');
  expect(more).toEqual([]);
  expect(listed).toMatchObject({ status: 200, username: 'ssr-app' });
  expect(listed?.intervention).toBeUndefined();
  expect(listed?.responseBody?.map(({ eventId }) => eventId)).toContain(gala.eventId);
  // The default session saw nothing: the app's requests all named its session.
  expect(museum.mock.journal.filter('listSpecialEvents')).toEqual([]);
  expect(museum.mock.store.allEvents().map(({ name }) => name)).not.toContain('Preview Gala');
});
