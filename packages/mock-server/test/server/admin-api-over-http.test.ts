// The admin API's guard on the standalone server: off by default, a Bearer token when asked for,
// and no admin API off loopback without one.

import { connectMuseumMock, isMuseumAdminError } from '@museum-api/mock';
import { afterEach, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { now } from '../fixtures.ts';

let server: MuseumServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the admin API on the standalone server', () => {
  it('is off unless asked for: /__admin is no path of the API', async () => {
    server = await startMuseumServer({ port: 0 });
    expect(server.adminUrl).toBeUndefined();
    const response = await fetch(`${new URL(server.url).origin}/__admin/reset`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(server.mock.journal.count()).toBe(0);
  });

  it('requires the Bearer token on every admin request when given one, and changes nothing without it', async () => {
    server = await startMuseumServer({ port: 0, clock: now, admin: true, adminToken: 'ci-7f3a' });
    server.mock.fault('*', { status: 503 }, { times: 'always' });
    for (const authorization of [undefined, 'Bearer nope', 'Bearer ci-7f3', 'Basic Y2ktN2YzYQ==', 'Bearer']) {
      const response = await fetch(`${server.adminUrl}/reset`, {
        method: 'POST',
        headers: authorization === undefined ? {} : { Authorization: authorization },
      });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await response.json()).toMatchObject({ status: 401, detail: expect.stringContaining('Bearer') });
    }
    // Still failing: no refused request reached the reset.
    expect((await server.mock.fetch('http://x.test/v1.1/museum-hours')).status).toBe(503);
    const remote = connectMuseumMock(server.url, { token: 'ci-7f3a' });
    await remote.reset();
    expect(server.mock.journal.count()).toBe(0);
    const wrong = connectMuseumMock(server.url, { token: 'guess' });
    await expect(wrong.reset()).rejects.toSatisfy(
      (error) => isMuseumAdminError(error) && error.status === 401,
    );
  });

  it('acts on the session the request names, leaving the others alone', async () => {
    server = await startMuseumServer({ port: 0, clock: now, admin: true });
    const worker = connectMuseumMock(server.url, { session: 'worker-1' });
    await worker.clock.advance({ days: 3 });
    expect(server.session('worker-1').clock.now().toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(server.mock.clock.now().toISOString()).toBe(new Date(now).toISOString());
  });

  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    'refuses to serve the admin API on %s without a token',
    async (host) => {
      await expect(startMuseumServer({ port: 0, host, admin: true })).rejects.toThrow(/needs an admin token/);
    },
  );

  // Refused before anything listens: these tests open no port off loopback.
  it('serves the admin API on loopback without a token', async () => {
    server = await startMuseumServer({ port: 0, host: '::1', admin: true });
    expect(server.adminUrl).toBe(`${new URL(server.url).origin}/__admin`);
    expect((await fetch(`${server.adminUrl}/clock`)).status).toBe(200);
  });
});
