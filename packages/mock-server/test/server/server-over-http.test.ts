// The standalone server over real HTTP on a free loopback port: the same handlers as in msw.

import { request as httpRequest } from 'node:http';
import { scanTicketQr } from '@museum-api/contract';
import type { SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { parseTicketPayload } from '@museum-api/core';
import { defaultSeedIds } from '@museum-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { basic, call, newEvent, now, today } from '../fixtures.ts';
import { rawHttpExchange } from '../robustness/raw-http-exchange.ts';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({ port: 0, clock: now, randomSeed: 'http' });
});
afterAll(() => server.close());
const api = <Body = unknown>(method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call<Body>(server.url, method, path, options);

describe('the standalone server', () => {
  it('listens on a free loopback port and reports its base URL with /v1.1', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/v1.1`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves every operation over HTTP', async () => {
    const created = await api<SpecialEvent>('POST', '/special-events', { json: newEvent() });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/special-events/${created.body.eventId}`);
    const id = created.body.eventId;
    expect((await api<SpecialEvent>('GET', `/special-events/${id}`)).body.name).toBe(newEvent().name);
    expect(
      (await api<SpecialEvent>('PATCH', `/special-events/${id}`, { json: { price: 5 } })).body.price,
    ).toBe(5);
    const listed = await api<SpecialEvent[]>('GET', '/special-events', { query: { limit: '30' } });
    expect(listed.body.map((event) => event.eventId)).toContain(id);
    const ticket = await api<TicketConfirmation>('POST', '/tickets', {
      json: { ticketType: 'event', eventId: id, ticketDate: '2026-12-03', email: 'a@b.co' },
    });
    expect(ticket.status).toBe(201);
    const png = await api<Uint8Array>('GET', `/tickets/${ticket.body.ticketId}/qr`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(parseTicketPayload(scanTicketQr(png.body) ?? '').confirmationCode).toBe(
      ticket.body.confirmationCode,
    );
    expect((await api('DELETE', `/special-events/${id}`)).status).toBe(204);
    expect((await api('GET', `/special-events/${id}`)).status).toBe(404);
    const hours = await api<{ date: string }[]>('GET', '/museum-hours', { query: { limit: '1' } });
    expect(hours.body[0]?.date).toBe(today);
  });

  it('answers errors as problem details: 400, 401, 405 with Allow, 415', async () => {
    expect((await api('GET', '/special-events', { query: { limit: '31' } })).status).toBe(400);
    const unauthorized = await api('GET', '/special-events', { auth: false });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('www-authenticate')).toContain('Basic realm=');
    const wrongMethod = await api('PUT', '/tickets');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect((await fetch(`${server.url}/tickets`, { method: 'PUT' })).statusText).toBe('Method Not Allowed');
    const text = await api('POST', '/tickets', { body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 413 from Content-Length before reading an oversized body', async () => {
    const result = await api('POST', '/special-events', {
      json: newEvent({ eventDescription: 'x'.repeat(100_000) }),
    });
    expect(result.status).toBe(413);
  });

  it('answers 413 to a chunked upload once it passes the limit, without waiting for its end', async () => {
    const url = new URL(`${server.url}/special-events`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        url,
        { method: 'POST', headers: { Authorization: basic(), 'Content-Type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      // 80 KiB in 8 KiB chunks, and the request is never ended: only a capped reader answers.
      for (let i = 0; i < 10; i++) req.write(' '.repeat(8 * 1024));
    });
    expect(status).toBe(413);
  });

  it('reads a purchase whose body comes with its head or after it, and journals both', async () => {
    const body = JSON.stringify({ ticketType: 'general', ticketDate: today, email: 'ada@example.com' });
    const head = [
      `POST ${new URL(server.url).pathname}/tickets HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      `Authorization: ${basic()}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    // One write (the body parsed in the same read as the head), then the body 50 ms after the
    // head, which the server reads as the stream delivers it.
    const together = await rawHttpExchange(server.port, head + body);
    const apart = await rawHttpExchange(server.port, head, [Buffer.from(body)], { waitBeforeBodyMs: 50 });
    for (const answer of [together, apart]) {
      expect(answer.status).toBe(201);
      expect(answer.headers).toMatchObject({
        'museum-api-version': '1.1.1',
        'museum-idempotency': 'honoured',
      });
      const entries = server.mock.journal.entries.filter(
        ({ requestId }) => requestId === answer.headers['x-request-id'],
      );
      expect(entries).toMatchObject([{ status: 201, username: 'tester', requestBody: JSON.parse(body) }]);
    }
    expect(apart.answeredAfterMs).toBeGreaterThanOrEqual(45);
  });

  it('answers 404 with a pointer to the base path outside /v1.1', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toContain('/v1.1');
  });

  it('drops the connection for an injected network error', async () => {
    server.mock.fault('getMuseumHours', { networkError: true }, { times: 1 });
    await expect(api('GET', '/museum-hours')).rejects.toThrow(TypeError);
    expect((await api('GET', '/museum-hours')).status).toBe(200);
  });

  it('answers CORS preflights and exposes headers to other origins', async () => {
    const preflight = await fetch(`${server.url}/special-events`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    const created = await api('POST', '/special-events', {
      json: newEvent(),
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(created.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(created.headers.get('access-control-expose-headers')).toContain('Location');
  });

  it('gives identical responses from two servers with the same random seed', async () => {
    const run = async () => {
      const other = await startMuseumServer({ port: 0, clock: now, randomSeed: 99 });
      try {
        const bodies = [];
        for (let i = 0; i < 3; i++) {
          bodies.push(
            (
              await call(other.url, 'POST', '/tickets', {
                json: {
                  ticketType: 'event',
                  eventId: defaultSeedIds.stargazing,
                  ticketDate: '2026-12-03',
                  email: 'a@b.co',
                },
              })
            ).body,
          );
        }
        bodies.push((await call(other.url, 'POST', '/special-events', { json: newEvent() })).body);
        return bodies;
      } finally {
        await other.close();
      }
    };
    expect(await run()).toEqual(await run());
  });

  it('refuses a port outside 0..65535 before listening', async () => {
    await expect(startMuseumServer({ port: 70000 })).rejects.toThrow(/port/);
  });
});
