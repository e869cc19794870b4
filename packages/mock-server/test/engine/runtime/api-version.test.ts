// The mock speaks either published version: its purchase and confirmation, its default base
// URL, its OpenAPI document and the headers a client learns the server from, on every surface.

import { createMuseumMock } from '@museum-api/mock';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMuseumServer } from '../../../src/index.ts';
import { now, today } from '../../fixtures.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Basic dTpw', ...headers },
  body: JSON.stringify(body),
});
const auth = { headers: { Authorization: 'Basic dTpw' } };

describe('a mock of Museum API 1.2', () => {
  const mock = createMuseumMock({ apiVersion: '1.2', clock: now, randomSeed: 'api-1.2' });

  it('sells a ticket without an e-mail address at the root of any origin', async () => {
    const response = await mock.fetch(
      'https://museum.test/tickets',
      json({ ticketType: 'general', ticketDate: today }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Museum general entry ticket purchased',
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticketType: 'general',
      ticketDate: today,
      confirmationCode: expect.stringMatching(/^MUS-/),
    });
  });

  it("confirms an event ticket with the event's id and no event name", async () => {
    const [event] = mock.store.allEvents();
    const eventId = event?.eventId as string;
    const response = await mock.fetch(
      'https://museum.test/tickets',
      json({ ticketType: 'event', eventId, ticketDate: event?.dates[0] }),
    );
    const confirmation = await response.json();
    expect(confirmation).toMatchObject({ ticketType: 'event', eventId });
    expect(confirmation).not.toHaveProperty('eventName');
  });

  it('refuses a phone number with a problem naming the field', async () => {
    const response = await mock.fetch(
      'https://museum.test/tickets',
      json({ ticketType: 'general', ticketDate: today, phone: '+1 555 0100' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ path: 'phone' })]);
  });

  it('states its version and that it honours keys on every answer, a refusal too', async () => {
    for (const response of [
      await mock.fetch('https://museum.test/museum-hours', auth),
      await mock.fetch('https://museum.test/special-events/not-a-uuid', auth),
      await mock.fetch('https://museum.test/openapi.json'),
    ]) {
      expect(response.headers.get('Museum-Api-Version')).toBe('1.2.1');
      expect(response.headers.get('Museum-Idempotency')).toBe('honoured');
    }
  });

  it("serves 1.2.1's OpenAPI document at the root, with 1.2's purchase", async () => {
    const document = await (await mock.fetch('https://museum.test/openapi.json')).json();
    expect(document.info.version).toBe('1.2.1');
    expect(document.servers).toEqual([{ url: 'https://museum.test', description: expect.any(String) }]);
    expect(document.components.schemas.TicketPurchase12).toBeDefined();
    expect(document.components.schemas).not.toHaveProperty('TicketPurchase');
  });

  it('claims only the API’s own paths at the root, so other requests pass it by', async () => {
    await expect(mock.fetch('https://museum.test/assets/app.js')).rejects.toThrow('fetch failed');
    await expect(mock.fetch('https://museum.test/v1.1/museum-hours', auth)).rejects.toThrow('fetch failed');
  });

  it('replays a keyed purchase under the same key', async () => {
    const purchase = json({ ticketType: 'general', ticketDate: today }, { 'Idempotency-Key': 'k-1.2' });
    const first = await (await mock.fetch('https://museum.test/tickets', purchase)).json();
    const again = await mock.fetch('https://museum.test/tickets', purchase);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
  });
});

describe('a mock of Museum API 1.1 (the default)', () => {
  const mock = createMuseumMock({ clock: now, randomSeed: 'api-1.1' });

  it('requires an e-mail address and states 1.1.1', async () => {
    const response = await mock.fetch(
      'https://museum.test/v1.1/tickets',
      json({ ticketType: 'general', ticketDate: today }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Museum-Api-Version')).toBe('1.1.1');
    expect((await response.json()).errors).toEqual([expect.objectContaining({ path: 'email' })]);
  });

  it('serves 1.1.1’s document under /v1.1', async () => {
    const document = await (await mock.fetch('https://museum.test/v1.1/openapi.json')).json();
    expect(document.info.version).toBe('1.1.1');
  });
});

describe('the apiVersion option', () => {
  it('refuses a version that was never published, naming the option and the choices', () => {
    expect(() => createMuseumMock({ apiVersion: '2.0' as never })).toThrow(/apiVersion.*'1\.1', '1\.2'/);
  });

  it('leaves a given base URL alone in 1.2', async () => {
    const mock = createMuseumMock({ apiVersion: '1.2', baseUrl: 'https://museum.test/api' });
    const response = await mock.fetch('https://museum.test/api/museum-hours', auth);
    expect(response.status).toBe(200);
  });
});

describe('1.2 in msw', () => {
  setupMuseumMock(
    { apiVersion: '1.2', clock: now, randomSeed: 'msw-1.2' },
    { beforeAll, afterEach, afterAll },
  );

  it('answers a purchase at the root with the signals', async () => {
    const response = await fetch(
      'https://api.museum.test/tickets',
      json({ ticketType: 'general', ticketDate: today }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('Museum-Api-Version')).toBe('1.2.1');
    expect(response.headers.get('Museum-Idempotency')).toBe('honoured');
  });
});

describe('1.2 on the standalone server', () => {
  it('serves at the root, and lets a page on another origin read the signals', async () => {
    const server = await startMuseumServer({
      apiVersion: '1.2',
      port: 0,
      clock: now,
      randomSeed: 'server-1.2',
    });
    try {
      expect(new URL(server.url).pathname).toBe('/');
      const response = await fetch(
        new URL('/tickets', server.url),
        json({ ticketType: 'general', ticketDate: today }, { Origin: 'http://app.test' }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('Museum-Api-Version')).toBe('1.2.1');
      expect(response.headers.get('Access-Control-Expose-Headers')).toMatch(
        /Museum-Idempotency, Museum-Api-Version/,
      );
      const elsewhere = await fetch(new URL('/v1.1/tickets', server.url), auth);
      expect(elsewhere.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
