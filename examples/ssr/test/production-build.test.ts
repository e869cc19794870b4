// Production, as `pnpm run build` and `pnpm start` make and serve it: no mock and no msw in either
// bundle, and the server rendering reads the API it is given, here a session of the standalone
// mock server, as a team runs a deployed preview against it.

import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { buildApp } from '../../web/test/build-app.ts';
import { builtFiles, mockTraces } from '../../web/test/mock-in-build.ts';
import { type AppServer, startAppServer } from '../src/app-server.ts';
import { expectListedInSessionOnly, seedEventInSession } from './event-in-one-session.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let dist: string;

beforeAll(async () => {
  dist = await buildApp(root, 'src/entry-server.ts');
  return () => rm(dist, { recursive: true, force: true });
});

test('the production build holds neither the mock nor msw, in the page or the server', async () => {
  const files = await builtFiles(dist);
  expect([...files.keys()]).toEqual(expect.arrayContaining(['client/index.html', 'server/entry-server.js']));
  // No import of msw or the mock, none of its seed data, and no worker script: the plugin emits it
  // only beside a bundle that imports `virtual:msw`, and the `import.meta.env.DEV` guards dropped it.
  expect(mockTraces(files)).toEqual([]);
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
  const gala = seedEventInSession(museum, 'ssr-preview', 'Preview Gala');
  vi.stubEnv('MUSEUM_API_URL', museum.url);
  vi.stubEnv('MUSEUM_SESSION', 'ssr-preview');
  app = await startAppServer({ root, production: true, dist });

  const html = await (await fetch(app.url)).text();

  expect(html).toContain('<h2>Preview Gala</h2>');
  expectListedInSessionOnly(museum, 'ssr-preview', { username: 'ssr-app', event: gala });
});
