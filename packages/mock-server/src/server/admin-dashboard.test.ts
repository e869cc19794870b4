import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectMuseumMock } from '@museum-api/mock';
import { fetchMockRequest, type MuseumAnswer, toResponse } from '@museum-api/mock/host';
import { afterEach, describe, expect, it } from 'vitest';
import { basic } from '../../test/fixtures.ts';
import {
  answerDashboard,
  dashboardContentSecurityPolicy,
  dashboardScriptSpecifier,
  readDashboardScript,
} from './admin-dashboard.ts';
import type { MuseumServer } from './listen-server.ts';
import { startMuseumServer } from './start-museum-server.ts';

const token = 'dashboard-test-token';
let server: MuseumServer;
// Only the describes that start a server close one; the dashboard's own answers need none.
const closeServer = () => server.close();

describe('the dashboard at /__admin/', () => {
  afterEach(closeServer);

  it('serves its page without the token, under a strict Content-Security-Policy', async () => {
    server = await startMuseumServer({ admin: true, adminToken: token });
    const page = await fetch(`${server.adminUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(dashboardContentSecurityPolicy);
    expect(dashboardContentSecurityPolicy).toContain("script-src 'self'");
    expect(dashboardContentSecurityPolicy).not.toContain('unsafe');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).not.toContain(token);
    // Everything else still needs the token.
    expect((await fetch(`${server.adminUrl}/sessions`)).status).toBe(401);
    expect((await fetch(`${server.adminUrl}/journal`)).status).toBe(401);
  });

  it('redirects /__admin to /__admin/, so the page finds its script, and refuses other methods', async () => {
    server = await startMuseumServer({ admin: true });
    const bare = await fetch(server.adminUrl ?? '', { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/__admin/');
    const post = await fetch(`${server.adminUrl}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is not served without --admin', async () => {
    server = await startMuseumServer();
    expect((await fetch(`${server.url.replace(/\/v1\.1$/, '')}/__admin/`)).status).toBe(404);
  });
});

const script = new TextEncoder().encode('/* the panel */');
const get = (path: string) => fetchMockRequest(new Request(`http://127.0.0.1/__admin${path}`));
const bodyOf = (answer: MuseumAnswer) => (answer.kind === 'bytes' ? answer.bytes : undefined);
const htmlOf = (answer: MuseumAnswer) => new TextDecoder().decode(bodyOf(answer));

describe('the dashboard with and without @museum-api/devtools', () => {
  it("serves a page whose one script is the devtools package's dashboard.js, when installed", async () => {
    const page = await answerDashboard(get('/'), '/', async () => script);
    const html = htmlOf(page);
    // No inline script: the page's one script is the separately served asset.
    expect(html).toMatch(/<script type="module" src="dashboard\.js"><\/script>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    const asset = await answerDashboard(get('/dashboard.js'), '/dashboard.js', async () => script);
    expect(toResponse(asset).status).toBe(200);
    expect(bodyOf(asset)).toEqual(script);
    expect(toResponse(asset).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(toResponse(asset).headers.get('content-security-policy')).toBe(dashboardContentSecurityPolicy);
  });

  it('serves a page saying to install @museum-api/devtools, and no script, when it is not installed', async () => {
    const page = await answerDashboard(get('/'), '/', async () => undefined);
    expect(toResponse(page).status).toBe(200);
    const html = htmlOf(page);
    expect(html).toContain('npm install --save-dev @museum-api/devtools');
    expect(html).not.toContain('<script');
    expect(toResponse(page).headers.get('content-security-policy')).toBe(dashboardContentSecurityPolicy);
    await expect(
      answerDashboard(get('/dashboard.js'), '/dashboard.js', async () => undefined),
    ).rejects.toMatchObject({
      status: 404,
      detail: expect.stringContaining(dashboardScriptSpecifier),
    });
  });

  it('reads the script where the devtools package resolves, and gives undefined where it does not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'museum-dashboard-'));
    try {
      const file = join(dir, 'dashboard.js');
      await writeFile(file, script);
      const resolved: string[] = [];
      const found = await readDashboardScript((specifier) => {
        resolved.push(specifier);
        return pathToFileURL(file).href;
      });
      expect(resolved).toEqual([dashboardScriptSpecifier]);
      expect(found).toEqual(script);
      const notInstalled = await readDashboardScript(() => {
        throw Object.assign(new Error(`Cannot find package '@museum-api/devtools'`), {
          code: 'ERR_MODULE_NOT_FOUND',
        });
      });
      expect(notInstalled).toBeUndefined();
      // Installed but not built (this repository before `pnpm build`): no file where it resolves.
      expect(await readDashboardScript(() => pathToFileURL(join(dir, 'missing.js')).href)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /__admin/sessions', () => {
  afterEach(closeServer);

  it('lists every session with its times and request count, without using them', async () => {
    server = await startMuseumServer({ admin: true, adminToken: token });
    const api = (session: string | undefined) =>
      fetch(`${server.url}/museum-hours`, {
        headers: {
          Authorization: basic(),
          ...(session === undefined ? {} : { 'X-Museum-Session': session }),
        },
      });
    await api('kiosk-1');
    await api('kiosk-2');
    await api('kiosk-1');
    await api(undefined);
    const order = server.sessionIds();
    const remote = connectMuseumMock(server.url, { token, session: 'kiosk-2' });
    const sessions = await remote.sessions();
    expect(sessions.map(({ id, requests }) => [id, requests])).toEqual([
      ['default', 1],
      ['kiosk-2', 1],
      ['kiosk-1', 2],
    ]);
    for (const session of sessions) {
      expect(session.created).toBeInstanceOf(Date);
      expect(session.lastUsed.getTime()).toBeGreaterThanOrEqual(session.created.getTime());
    }
    // Listing is not use: the least-recently-used order (and so eviction) is unchanged.
    expect(server.sessionIds()).toEqual(order);
    await expect(connectMuseumMock(server.url).sessions()).rejects.toMatchObject({ status: 401 });
  });
});

describe('the journal feed on the server', () => {
  afterEach(closeServer);

  it('answers a waiting long poll at once when the server closes', async () => {
    server = await startMuseumServer({ admin: true });
    const poll = fetch(`${server.adminUrl}/journal/feed?after=0&wait=30`).then(
      (response) => response.status,
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect([200, 'dropped']).toContain(await poll);
    server = await startMuseumServer();
  });
});
