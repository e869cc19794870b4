// Production, as `pnpm run build` and `pnpm start` make and serve it: the route loader reads the
// API it is given, here its own session of the standalone mock server, as a team runs a deployed
// preview against it.

import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { expectListedInSessionOnly, seedEventInSession } from '../../ssr/test/event-in-one-session.ts';
import { type AppServer, startAppServer } from '../server/app-server.ts';
import { buildApp } from './build-app.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let build: string;

beforeAll(async () => {
  build = await buildApp(root);
  return () => rm(build, { recursive: true, force: true });
});

let museum: Awaited<ReturnType<typeof startMuseumServer>>;
let app: AppServer;
afterAll(async () => {
  vi.unstubAllEnvs();
  await app?.close();
  await museum?.close();
});

test('the page is rendered on the server from its own session of the standalone mock server', async () => {
  museum = await startMuseumServer();
  const gala = seedEventInSession(museum, 'react-router-preview', 'Router Preview Gala');
  vi.stubEnv('MUSEUM_API_URL', museum.url);
  vi.stubEnv('MUSEUM_SESSION', 'react-router-preview');
  app = await startAppServer({ build });

  const response = await fetch(app.url);
  const html = await response.text();

  expect(response.status).toBe(200);
  // In the HTML the server sent, before any script ran: the loader's data rendered by React.
  expect(html).toContain('<h2>Router Preview Gala</h2>');
  expectListedInSessionOnly(museum, 'react-router-preview', { username: 'react-router-app', event: gala });
});

test("the page's bundle holds neither the server's client module nor the environment it reads", async () => {
  const scripts = (await readdir(join(build, 'client', 'assets'))).filter((name) => name.endsWith('.js'));
  expect(scripts).not.toEqual([]);
  // `museum-client.server.ts` stays on the server: no page chunk names its variables or header.
  for (const script of scripts) {
    const text = await readFile(join(build, 'client', 'assets', script), 'utf8');
    expect(text).not.toMatch(/MUSEUM_SESSION|MUSEUM_API_URL|X-Museum-Session/);
  }
});
