import { afterEach, describe, expect, it } from 'vitest';
import { basic } from '../../test/fixtures.ts';
import { connectMuseumMock } from '../remote/connect-museum-mock.ts';
import { dashboardContentSecurityPolicy } from './admin-dashboard.ts';
import { type MuseumServer, startMuseumServer } from './museum-server.ts';

const token = 'dashboard-test-token';
let server: MuseumServer;
afterEach(async () => {
  await server.close();
});

describe('the dashboard at /__admin/', () => {
  it('serves its page without the token, under a strict Content-Security-Policy', async () => {
    server = await startMuseumServer({ admin: true, adminToken: token });
    const page = await fetch(`${server.adminUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(dashboardContentSecurityPolicy);
    expect(dashboardContentSecurityPolicy).toContain("script-src 'self'");
    expect(dashboardContentSecurityPolicy).not.toContain('unsafe');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await page.text();
    // No inline script: the page's one script is the separately served asset.
    expect(html).toMatch(/<script type="module" src="devtools-dashboard\.js"><\/script>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain(token);
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

describe('GET /__admin/sessions', () => {
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
