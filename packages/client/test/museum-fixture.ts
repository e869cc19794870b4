/// <reference types="node" />
// The one stand-in for the Museum API in the client's integration tests: small msw handlers that
// follow the HTTP contract of DESIGN.md (statuses, problem+json, Basic auth, paging). Everything
// the tests need from a server goes through `useMuseumServer()`, so pointing these tests at
// @museum-api/mock later means replacing this file only.

import { crc32, deflateSync } from 'node:zlib';
import {
  addDays,
  isMuseumDomainError,
  ListSpecialEventsQuerySchema,
  MuseumDomainError,
  MuseumHoursQuerySchema,
  NewSpecialEventSchema,
  type SpecialEvent,
  SpecialEventPatchSchema,
  type TicketConfirmation,
  TicketPurchaseSchema,
  UuidSchema,
  weekdayOf,
} from '@museum-api/core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the fixture API lives; any origin would do, the `/v1.1` segment is the contract. */
export const baseUrl = 'https://museum.test/v1.1';
/** The fixture's clock: "today" for date defaults and past-date checks. */
export const today = '2026-12-01';

/** One request the fixture saw, for assertions on what the client sent. */
export interface SeenRequest {
  method: string;
  url: URL;
  authorization: string | null;
  accept: string | null;
}

type ZodError = Parameters<typeof MuseumDomainError.fromZod>[0];
type Resolver = (request: Request, params: Record<string, string>) => Response | Promise<Response>;

function problem(
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers = {},
) {
  return HttpResponse.json(
    { type: 'about:blank', title, status, detail, ...extra },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}

/** A real PNG (1-bit greyscale, `width` x 8, all white), so the client handles genuine image bytes. */
function png(width: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 1; // bit depth
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(Math.ceil(width / 8), 0xff)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(file);
}

/** Reads `?page&limit&…` as the API does: numbers for page and limit, strings otherwise. */
function queryOf(url: URL): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name === 'page' || name === 'limit' ? Number(value) : value;
  return query;
}

function pageOf<Item>(items: Item[], page = 1, limit = 10): Item[] {
  return items.slice((page - 1) * limit, page * limit);
}

/**
 * A fresh in-memory museum: its msw handlers, its state, and the log of requests it handled.
 *
 * @example
 * ```ts
 * const museum = createMuseumFixture();
 * const server = setupServer(...museum.handlers);
 * ```
 */
export function createMuseumFixture() {
  const events = new Map<string, SpecialEvent>();
  const tickets = new Map<string, TicketConfirmation & { image: Uint8Array<ArrayBuffer> }>();
  const seen: SeenRequest[] = [];

  function route(method: 'get' | 'post' | 'patch' | 'delete', path: string, resolve: Resolver) {
    return http[method](`${baseUrl}${path}`, async ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      seen.push({
        method: request.method,
        url: new URL(request.url),
        authorization,
        accept: request.headers.get('accept'),
      });
      const encoded = /^Basic ([A-Za-z0-9+/]+=*)$/.exec(authorization ?? '')?.[1];
      if (encoded === undefined || !atob(encoded).includes(':')) {
        return problem(
          401,
          'Unauthorized',
          'Send HTTP Basic credentials',
          {},
          {
            'www-authenticate': 'Basic realm="museum"',
          },
        );
      }
      try {
        return await resolve(request, params as Record<string, string>);
      } catch (error) {
        if (!isMuseumDomainError(error)) throw error;
        return error.kind === 'not-found'
          ? problem(404, 'Not Found', error.message)
          : problem(400, 'Bad Request', error.message, { errors: error.issues });
      }
    });
  }

  async function bodyOf(request: Request): Promise<unknown> {
    try {
      return await request.json();
    } catch {
      throw MuseumDomainError.invalid('(body)', 'Malformed JSON');
    }
  }

  function parse<Output>(
    schema: {
      safeParse(value: unknown): { success: true; data: Output } | { success: false; error: ZodError };
    },
    value: unknown,
    prefix = '',
  ): Output {
    const result = schema.safeParse(value);
    if (!result.success) throw MuseumDomainError.fromZod(result.error, prefix);
    return result.data;
  }

  function eventOf(params: Record<string, string>): SpecialEvent {
    const id = parse(UuidSchema, params.eventId, 'eventId');
    const event = events.get(id);
    if (!event) throw MuseumDomainError.notFound('Special event', id);
    return event;
  }

  const handlers = [
    route('post', '/tickets', async (request) => {
      const purchase = parse(TicketPurchaseSchema, await bodyOf(request));
      if (purchase.ticketDate < today)
        throw MuseumDomainError.invalid('ticketDate', 'Must be today or later');
      const event = purchase.ticketType === 'event' ? eventOf({ eventId: purchase.eventId }) : undefined;
      if (event && !event.dates.includes(purchase.ticketDate)) {
        throw MuseumDomainError.invalid('ticketDate', 'Not one of the event dates');
      }
      const ticketId = crypto.randomUUID();
      const confirmation: TicketConfirmation = {
        message: event ? `Your ticket for ${event.name} is confirmed` : 'Your museum ticket is confirmed',
        ...(event ? { eventName: event.name } : {}),
        ticketId,
        ticketType: purchase.ticketType,
        ticketDate: purchase.ticketDate,
        confirmationCode: `MUS-${tickets.size + 1}`,
      };
      tickets.set(ticketId, { ...confirmation, image: png(8 * (tickets.size + 1)) });
      return HttpResponse.json(confirmation, { status: 201 });
    }),
    route('get', '/tickets/:ticketId/qr', (_request, params) => {
      const id = parse(UuidSchema, params.ticketId, 'ticketId');
      const ticket = tickets.get(id);
      if (!ticket) throw MuseumDomainError.notFound('Ticket', id);
      return HttpResponse.arrayBuffer(ticket.image.buffer, { headers: { 'content-type': 'image/png' } });
    }),
    route('post', '/special-events', async (request) => {
      const event = { eventId: crypto.randomUUID(), ...parse(NewSpecialEventSchema, await bodyOf(request)) };
      event.dates = [...event.dates].sort();
      events.set(event.eventId, event);
      return HttpResponse.json(event, {
        status: 201,
        headers: { location: `${baseUrl}/special-events/${event.eventId}` },
      });
    }),
    route('get', '/special-events', (request) => {
      const query = parse(ListSpecialEventsQuerySchema, queryOf(new URL(request.url)), 'query');
      const start = query.startDate ?? today;
      const end = query.endDate ?? addDays(start, 7);
      const firstMatch = (event: SpecialEvent) => event.dates.find((date) => date >= start && date <= end);
      const matching = [...events.values()]
        .filter((event) => firstMatch(event) !== undefined)
        .sort(
          (a, b) =>
            String(firstMatch(a)).localeCompare(String(firstMatch(b))) ||
            a.name.localeCompare(b.name) ||
            a.eventId.localeCompare(b.eventId),
        );
      return HttpResponse.json(pageOf(matching, query.page, query.limit));
    }),
    route('get', '/special-events/:eventId', (_request, params) => HttpResponse.json(eventOf(params))),
    route('patch', '/special-events/:eventId', async (request, params) => {
      const event = eventOf(params);
      const patch = parse(SpecialEventPatchSchema, await bodyOf(request));
      const updated: SpecialEvent = { ...event };
      for (const [field, value] of Object.entries(patch)) {
        if (value !== undefined) Object.assign(updated, { [field]: value });
      }
      updated.dates = [...updated.dates].sort();
      events.set(event.eventId, updated);
      return HttpResponse.json(updated);
    }),
    route('delete', '/special-events/:eventId', (_request, params) => {
      events.delete(eventOf(params).eventId);
      return new HttpResponse(null, { status: 204 });
    }),
    route('get', '/museum-hours', (request) => {
      const query = parse(MuseumHoursQuerySchema, queryOf(new URL(request.url)), 'query');
      const start = query.startDate ?? today;
      // Closed on Mondays; open 09:00-18:00 otherwise, for the next 60 days.
      const days = Array.from({ length: 60 }, (_, offset) => addDays(start, offset))
        .filter((date) => weekdayOf(date) !== 1)
        .map((date) => ({ date, timeOpen: '09:00', timeClose: '18:00' }));
      return HttpResponse.json(pageOf(days, query.page, query.limit));
    }),
  ];

  return { handlers, events, tickets, seen };
}

/**
 * Starts an msw server with a fresh museum before the file's tests, resets both after each test
 * and fails any request that no handler matches. Per-test faults go through `server.use()`.
 *
 * @example
 * ```ts
 * const museum = useMuseumServer();
 * it('…', async () => { museum.server.use(http.get(`${baseUrl}/special-events`, () => HttpResponse.error())); });
 * ```
 */
export function useMuseumServer() {
  const museum = createMuseumFixture();
  const fixture = { ...museum, server: setupServer(...museum.handlers) };
  beforeAll(() => fixture.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    fixture.server.resetHandlers();
    fixture.events.clear();
    fixture.tickets.clear();
    fixture.seen.length = 0;
  });
  afterAll(() => fixture.server.close());
  return fixture;
}

/** Credentials every fixture test may use. */
export const credentials = { username: 'front-desk', password: 'päss:wörd' };
