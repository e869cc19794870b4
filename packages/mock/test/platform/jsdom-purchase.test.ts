// @vitest-environment jsdom
// Component tests run here. jsdom's own `crypto` has no `subtle`; vitest's jsdom environment
// keeps Node's, Jest's jsdom environment gives jsdom's. The purchase's idempotency fingerprint
// used `crypto.subtle`, so under Jest + jsdom every keyed purchase was the mock's own 500.
// This file installs jsdom's own `crypto`, as Jest does, before the mock is set up.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMuseumEnvironmentError } from '../../src/index.ts';
import { setupMuseumMock } from '../../src/node.ts';
import { apiBase, basic, now } from '../fixtures.ts';

const nodeCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
const { window } = (globalThis as unknown as { jsdom: { window: { crypto: Crypto } } }).jsdom;
Object.defineProperty(globalThis, 'crypto', { value: window.crypto, configurable: true });
afterAll(() => {
  if (nodeCrypto) Object.defineProperty(globalThis, 'crypto', nodeCrypto);
});

const { mock } = setupMuseumMock({ clock: now, randomSeed: 'jsdom' }, { beforeAll, afterEach, afterAll });

describe('the mock under vitest’s jsdom environment', () => {
  it('runs with jsdom’s own crypto, which has no subtle', () => {
    expect(navigator.userAgent).toContain('jsdom');
    expect(globalThis.crypto?.subtle).toBeUndefined();
  });

  it('sells a ticket under an idempotency key and replays it for the same key', async () => {
    const buy = () =>
      fetch(`${apiBase}/tickets`, {
        method: 'POST',
        headers: { Authorization: basic(), 'Content-Type': 'application/json', 'Idempotency-Key': 'jsdom-1' },
        body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-02', email: 'a@example.com' }),
      });
    const first = await buy();
    expect(first.status).toBe(201);
    const again = await buy();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(mock.journal.filter('buyMuseumTickets').map((entry) => [entry.status, entry.replayed])).toEqual([
      [201, undefined],
      [201, true],
    ]);
  });

  it('refuses at setup to send webhooks it could not sign, naming crypto.subtle and the fix', () => {
    let thrown: unknown;
    try {
      setupMuseumMock({ webhooks: { urls: ['http://127.0.0.1:9/hooks'] } });
    } catch (error) {
      thrown = error;
    }
    expect(isMuseumEnvironmentError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ missing: ['crypto.subtle'] });
    expect((thrown as Error).message).toMatch(/vitest with jsdom\) lacks crypto\.subtle.*node:crypto/);
  });
});
