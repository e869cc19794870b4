// Idempotency keys, the answerLost fault and request ids over real HTTP: the standalone server
// on 127.0.0.1, a free port, the global fetch; a lost answer is a destroyed socket.

import { connectMuseumMock } from '@museum-api/mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdempotencyTarget,
  idempotencyCases,
} from '../../../../mock/test/engine/idempotency/idempotency-cases.ts';
import { type MuseumServer, startMuseumServer } from '../../../src/index.ts';
import { call, newEvent, now } from '../../fixtures.ts';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({ clock: now, randomSeed: 'idempotency', seed: 'empty' });
});
afterEach(() => server.mock.reset());
afterAll(() => server.close());

// The same cases as the mock's in-process suite. They are typed by the mock's source, the server's
// mock by the mock's published declarations: one object, two declarations of its private fields.
idempotencyCases({
  base: () => server.url,
  mock: () => server.mock as unknown as ReturnType<IdempotencyTarget['mock']>,
});

describe('over HTTP only', () => {
  const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' };

  it('takes answerLost through the admin API and the remote handle', async () => {
    const admin = await startMuseumServer({
      clock: now,
      randomSeed: 'idempotency',
      seed: 'empty',
      admin: true,
    });
    try {
      const remote = connectMuseumMock(admin.adminUrl as string);
      await remote.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });
      const raw = await fetch(`${admin.adminUrl}/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation: 'createSpecialEvent', answerLost: true }),
      });
      expect(raw.status).toBe(201);
      const headers = { 'Idempotency-Key': 'remote-1' };

      await expect(call(admin.url, 'POST', '/tickets', { headers, json: purchase })).rejects.toThrow(
        TypeError,
      );
      const retry = await call(admin.url, 'POST', '/tickets', { headers, json: purchase });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      await expect(call(admin.url, 'POST', '/special-events', { json: newEvent() })).rejects.toThrow(
        TypeError,
      );
      expect(admin.mock.store.ticketCount).toBe(1);
      expect(admin.mock.store.eventCount).toBe(1);
    } finally {
      await admin.close();
    }
  });

  it('allows Idempotency-Key and X-Request-Id across origins, and exposes X-Request-Id and Idempotent-Replayed', async () => {
    const origin = 'http://app.test';
    const preflight = await fetch(`${server.url}/tickets`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    expect(allowed).toContain('Idempotency-Key');
    expect(allowed).toContain('X-Request-Id');
    const answer = await call(server.url, 'POST', '/tickets', {
      headers: { Origin: origin, 'Idempotency-Key': 'cors-1' },
      json: purchase,
    });
    const exposed = answer.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('X-Request-Id');
    expect(exposed).toContain('Idempotent-Replayed');
  });
});
