// The server side of idempotent purchases (docs/http-contract.md, "Idempotency-Key"), written
// once and run twice: in process through msw and over real HTTP against the standalone server.
import type { ProblemDetails, SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { type MuseumMock, problemTypes } from '../../../src/index.ts';
import { type CallOptions, call, newEvent, today } from '../../fixtures.ts';

/** Where the cases run: the API's base URL and the mock behind it (reset after each test). */
export interface IdempotencyTarget {
  base: () => string;
  mock: () => MuseumMock;
}

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

export function idempotencyCases(target: IdempotencyTarget): void {
  const api = <Body = unknown>(method: string, path: string, options?: CallOptions) =>
    call<Body>(target.base(), method, path, options);
  const buy = (key: string | undefined, json: unknown = purchase, headers: Record<string, string> = {}) =>
    api<TicketConfirmation>('POST', '/tickets', {
      json,
      headers: key === undefined ? headers : { 'Idempotency-Key': key, ...headers },
    });

  describe('Idempotency-Key', () => {
    it('replays the first answer to a repeat with the same key and body, marked Idempotent-Replayed', async () => {
      const first = await buy('checkout-1');
      const second = await buy('checkout-1');

      expect(first.status).toBe(201);
      expect(first.headers.has('idempotent-replayed')).toBe(false);
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.body).toEqual(first.body);
      expect(target.mock().store.ticketCount).toBe(1);
      const entries = target.mock().journal.filter('buyMuseumTickets');
      expect(entries.map((entry) => [entry.status, entry.replayed])).toEqual([
        [201, undefined],
        [201, true],
      ]);
      expect(entries[1]?.requestBody).toEqual(purchase);
      expect(entries[1]?.responseBody).toEqual(first.body);
    });

    it('replays an event creation with its Location header', async () => {
      const headers = { 'Idempotency-Key': '"event-7"' };
      const first = await api<SpecialEvent>('POST', '/special-events', { json: newEvent(), headers });
      // The quoted sf-string of the draft and the bare value name the same key.
      const second = await api<SpecialEvent>('POST', '/special-events', {
        json: newEvent(),
        headers: { 'Idempotency-Key': 'event-7' },
      });

      expect(second.status).toBe(201);
      expect(second.headers.get('location')).toBe(first.headers.get('location'));
      expect(second.body).toEqual(first.body);
      expect(target.mock().store.eventCount).toBe(1);
    });

    it('refuses the same key with a different body with 422, and changes nothing', async () => {
      await buy('checkout-2');
      const other = await buy('checkout-2', { ...purchase, email: 'grace@example.com' });

      expect(other.status).toBe(422);
      expect(other.headers.get('content-type')).toBe('application/problem+json');
      expect((other.body as unknown as ProblemDetails).type).toBe(problemTypes.idempotencyKeyReused);
      expect(target.mock().store.ticketCount).toBe(1);
    });

    it('refuses a key first used for another operation with 422', async () => {
      await buy('shared-key');
      const event = await api('POST', '/special-events', {
        json: newEvent(),
        headers: { 'Idempotency-Key': 'shared-key' },
      });

      expect(event.status).toBe(422);
      expect((event.body as ProblemDetails).detail).toMatch(/buyMuseumTickets/);
      expect(target.mock().store.eventCount).toBe(0);
    });

    it('refuses a repeat while the first request is still being answered with 409', async () => {
      target.mock().fault('buyMuseumTickets', { delay: 300 });
      const first = buy('checkout-3');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const repeat = await buy('checkout-3');

      expect(repeat.status).toBe(409);
      expect((repeat.body as unknown as ProblemDetails).type).toBe(problemTypes.idempotencyKeyInUse);
      expect((await first).status).toBe(201);
      // Once answered, the key replays.
      expect((await buy('checkout-3')).headers.get('idempotent-replayed')).toBe('true');
      expect(target.mock().store.ticketCount).toBe(1);
    });

    it.each([
      ['empty', ''],
      ['a list', 'one, two'],
      ['an unterminated string', '"open'],
      ['an empty string', '""'],
      ['too long', 'k'.repeat(256)],
    ])('refuses a key that is %s with 400', async (_name, key) => {
      const result = await buy(key);

      expect(result.status).toBe(400);
      expect((result.body as unknown as ProblemDetails).errors).toEqual([
        { path: 'header.Idempotency-Key', message: 'Malformed idempotency key' },
      ]);
      expect(target.mock().store.ticketCount).toBe(0);
    });

    it('takes a 255-character key', async () => {
      expect((await buy('k'.repeat(255))).status).toBe(201);
    });

    it('answers requests without a key as before: every one runs', async () => {
      const first = await buy(undefined);
      const second = await buy(undefined);

      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.ticketId).not.toBe(first.body.ticketId);
      expect(second.headers.has('idempotent-replayed')).toBe(false);
      expect(target.mock().store.ticketCount).toBe(2);
    });

    it('does not keep a refusal: a repeat after a 400 runs again', async () => {
      const monday = { ...purchase, ticketDate: '2026-12-07' };
      expect((await buy('closed-day', monday)).status).toBe(400);
      const again = await buy('closed-day', monday);

      expect(again.status).toBe(400);
      expect(again.headers.has('idempotent-replayed')).toBe(false);
    });

    it('forgets a key after idempotencyKeyTtl on the mock’s clock, and on reset()', async () => {
      const thursday = { ...purchase, ticketDate: '2026-12-03' };
      await buy('checkout-4', thursday);
      target.mock().clock.advance({ ms: 24 * 60 * 60 * 1000 - 1 });
      expect((await buy('checkout-4', thursday)).headers.get('idempotent-replayed')).toBe('true');
      target.mock().clock.advance({ ms: 1 });
      const later = await buy('checkout-4', thursday);

      expect(later.status).toBe(201);
      expect(later.headers.has('idempotent-replayed')).toBe(false);
      expect(target.mock().store.ticketCount).toBe(2);
      target.mock().reset();
      expect((await buy('checkout-4')).headers.has('idempotent-replayed')).toBe(false);
    });
  });

  describe('answerLost fault', () => {
    it('keeps the change and drops the answer; the retry under the same key replays it', async () => {
      target.mock().fault('buyMuseumTickets', { answerLost: true }, { times: 1 });

      await expect(buy('checkout-5')).rejects.toThrow(TypeError);
      const [sold] = target.mock().store.snapshot().tickets;
      expect(target.mock().store.ticketCount).toBe(1);
      const retry = await buy('checkout-5');

      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body.ticketId).toBe(sold?.ticketId);
      expect(target.mock().store.ticketCount).toBe(1);
      expect(
        target
          .mock()
          .journal.filter('buyMuseumTickets')
          .map((entry) => entry.status),
      ).toEqual([0, 201]);
      expect(target.mock().journal.entries[0]?.intervention).toBe('fault');
    });

    it('without a key, a retry after a lost answer buys a second ticket', async () => {
      target.mock().fault('buyMuseumTickets', { answerLost: true }, { times: 1 });

      await expect(buy(undefined)).rejects.toThrow(TypeError);
      expect((await buy(undefined)).status).toBe(201);
      expect(target.mock().store.ticketCount).toBe(2);
    });
  });

  describe('X-Request-Id', () => {
    it('echoes a well-formed request id and records it in the journal and the HAR', async () => {
      const result = await api('GET', '/museum-hours', { headers: { 'X-Request-Id': 'trace-42' } });

      expect(result.headers.get('x-request-id')).toBe('trace-42');
      expect(target.mock().journal.last()?.requestId).toBe('trace-42');
      const [entry] = target.mock().journal.toHar().log.entries;
      expect(entry?.response.headers).toContainEqual({ name: 'x-request-id', value: 'trace-42' });
    });

    it.each([
      ['with a space', 'two words'],
      ['too long', 'r'.repeat(129)],
    ])('makes its own id when the caller’s is %s', async (_name, sent) => {
      const result = await api('GET', '/museum-hours', { headers: { 'X-Request-Id': sent } });

      expect(result.headers.get('x-request-id')).toMatch(/^req-[0-9a-f]{8}-\d+$/);
      expect(target.mock().journal.last()?.requestId).toBe(result.headers.get('x-request-id'));
    });

    it('sets a request id on refusals and replays too, each its own', async () => {
      const missing = await api('GET', '/tickets/not-a-uuid/qr');
      const first = await buy('checkout-6');
      const replay = await buy('checkout-6');

      const ids = [missing, first, replay].map((result) => result.headers.get('x-request-id'));
      expect(ids.every((id) => id !== null)).toBe(true);
      expect(new Set(ids).size).toBe(3);
      const har = target.mock().journal.toHar().log.entries.at(-1);
      expect(har?.response.headers).toContainEqual({ name: 'idempotent-replayed', value: 'true' });
    });

    it('sets one on the OpenAPI document too', async () => {
      const result = await api('GET', '/openapi.json', { headers: { 'X-Request-Id': 'doc-1' } });

      expect(result.headers.get('x-request-id')).toBe('doc-1');
    });

    it('keeps the request id an override answers with, and records that one', async () => {
      target
        .mock()
        .override('getMuseumHours', () =>
          Response.json([], { headers: { 'X-Request-Id': 'from-override' } }),
        );
      const result = await api('GET', '/museum-hours', { headers: { 'X-Request-Id': 'from-caller' } });

      expect(result.headers.get('x-request-id')).toBe('from-override');
      expect(target.mock().journal.last()?.requestId).toBe('from-override');
    });

    it('repeats its ids in a seeded mock after reset()', async () => {
      const first = (await api('GET', '/museum-hours')).headers.get('x-request-id');
      target.mock().reset();
      const again = (await api('GET', '/museum-hours')).headers.get('x-request-id');

      expect(again).toBe(first);
    });
  });
}
