import { describe, expect, it } from 'vitest';
import { createMuseumFetchHandler } from './museum-fetch.ts';

const origin = 'http://mock.test';

describe('createMuseumFetchHandler', () => {
  it('serves both API versions, openapi.json, the admin API per session and the dashboard through one fetch', async () => {
    const script = new TextEncoder().encode('/* panel */');
    const { fetch, session } = createMuseumFetchHandler({
      admin: true,
      auth: false,
      randomSeed: 1,
      dashboardScript: script,
    });

    const v11 = await fetch(new Request(`${origin}/v1.1/special-events`));
    expect(v11.status).toBe(200);
    expect(v11.headers.get('museum-api-version')).toMatch(/^1\.1/);
    const latest = createMuseumFetchHandler({ auth: false, apiVersion: '1.2' });
    const v12 = await latest.fetch(new Request(`${origin}/special-events`));
    expect(v12.headers.get('museum-api-version')).toMatch(/^1\.2/);
    const document = (await (await fetch(new Request(`${origin}/v1.1/openapi.json`))).json()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);

    const reset = await fetch(
      new Request(`${origin}/__admin/reset`, { method: 'POST', headers: { 'X-Museum-Session': 'alice' } }),
    );
    expect(reset.status).toBeLessThan(300);
    expect(session('alice').journal).toBeDefined();
    const listed = (await (await fetch(new Request(`${origin}/__admin/sessions`))).json()) as {
      id: string;
    }[];
    expect(listed.map(({ id }) => id)).toEqual(['default', 'alice']);

    const page = await fetch(new Request(`${origin}/__admin/`));
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(new Request(`${origin}/__admin/dashboard.js`))).text()).toBe('/* panel */');
  });

  it('answers a CORS preflight and adds the CORS headers to an answer from another origin', async () => {
    const { fetch } = createMuseumFetchHandler({ auth: false });
    const headers = { Origin: 'http://app.test' };
    const preflight = await fetch(
      new Request(`${origin}/v1.1/events`, {
        method: 'OPTIONS',
        headers: { ...headers, 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const answer = await fetch(new Request(`${origin}/v1.1/special-events`, { headers }));
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(answer.headers.get('x-request-id')).not.toBeNull();
  });
});
