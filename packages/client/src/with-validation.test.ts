import { describe, expect, it } from 'vitest';
import { rejection } from '../test/rejection.ts';
import type { MuseumClient } from './client-interface.ts';
import { createMuseumClient } from './create-museum-client.ts';
import { isMuseumValidationError } from './errors/validation-error.ts';
import { houseRules } from './house-rules.ts';
import type { MuseumValidationOptions } from './with-validation.ts';
import { createValidatingMuseumClient, withValidation } from './with-validation.ts';

const baseUrl = 'https://museum.example/v1.1';
const eventId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
const event = {
  eventId,
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'Torch-lit tour.',
  dates: ['2026-12-05'],
  price: 25,
};

/**
 * A validating client at `level` over a fetch that answers `body` (with a request id) and counts
 * its calls.
 */
function validatingClient(body: unknown, level: MuseumValidationOptions['level'] = 'spec') {
  const calls: string[] = [];
  const client = createValidatingMuseumClient({
    baseUrl,
    retry: 0,
    level,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return Response.json(body, { headers: { 'X-Request-Id': 'req-1' } });
    },
  });
  return { calls, client };
}

const { eventId: _id, ...newEvent } = event;
const purchase = { ticketType: 'general', ticketDate: '2026-12-05', email: 'ada@example.com' } as const;

/** One bad argument per operation under the house rules, and the issue path that names it. */
const badRequests: Array<
  [operation: keyof MuseumClient, call: (client: MuseumClient) => Promise<unknown>, path: string]
> = [
  [
    'buyMuseumTickets',
    (client) => client.buyMuseumTickets({ ...purchase, ticketDate: 'soon' }),
    'ticketDate',
  ],
  ['getTicketCode', (client) => client.getTicketCode('42'), 'ticketId'],
  ['createSpecialEvent', (client) => client.createSpecialEvent({ ...newEvent, price: -1 }), 'price'],
  ['listSpecialEvents', (client) => client.listSpecialEvents({ limit: 31 }), 'query.limit'],
  ['getSpecialEvent', (client) => client.getSpecialEvent('42'), 'eventId'],
  ['updateSpecialEvent', (client) => client.updateSpecialEvent('42', { price: 1 }), 'eventId'],
  ['updateSpecialEvent', (client) => client.updateSpecialEvent(eventId, { price: -1 }), 'price'],
  ['deleteSpecialEvent', (client) => client.deleteSpecialEvent('42'), 'eventId'],
  ['getMuseumHours', (client) => client.getMuseumHours({ limit: 31 }), 'query.limit'],
];

/** One call per operation whose answer is checked, each valid as a request. */
const checkedResponses: Array<
  [operation: keyof MuseumClient, call: (client: MuseumClient) => Promise<unknown>]
> = [
  ['buyMuseumTickets', (client) => client.buyMuseumTickets(purchase)],
  ['createSpecialEvent', (client) => client.createSpecialEvent(newEvent)],
  ['listSpecialEvents', (client) => client.listSpecialEvents()],
  ['getSpecialEvent', (client) => client.getSpecialEvent(eventId)],
  ['updateSpecialEvent', (client) => client.updateSpecialEvent(eventId, { price: 1 })],
  ['getMuseumHours', (client) => client.getMuseumHours()],
];

describe('withValidation', () => {
  it('rejects a request that breaks the house rules before sending anything, naming each field', async () => {
    const { calls, client } = validatingClient(event, houseRules);
    const error = await rejection(
      client.createSpecialEvent({ ...event, name: ' ', price: -1, dates: ['2026-02-30'], ...{ eventId } }),
    );

    if (!isMuseumValidationError(error)) throw error;
    expect(error.direction).toBe('request');
    expect(error.operation).toBe('createSpecialEvent');
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['dates.0', 'eventId', 'name', 'price']);
    expect(calls).toEqual([]);
  });

  it('rejects a malformed id and an out-of-range page before sending', async () => {
    const { calls, client } = validatingClient([]);
    const badId = await rejection(client.getSpecialEvent('42'));
    expect(isMuseumValidationError(badId) && badId.issues).toEqual([
      { path: 'eventId', message: 'Expected a UUID' },
    ]);
    const badPage = await rejection(client.listSpecialEvents({ limit: 31 }));
    expect(isMuseumValidationError(badPage) && badPage.issues[0]?.path).toBe('query.limit');
    expect(calls).toEqual([]);
  });

  it('rejects a response that does not match the schema', async () => {
    const { client } = validatingClient({ ...event, price: 'free' });
    const error = await rejection(client.getSpecialEvent(eventId));

    if (!isMuseumValidationError(error)) throw error;
    expect(error.direction).toBe('response');
    expect(error.issues.map((issue) => issue.path)).toEqual(['price']);
    expect(error.cause).toBeDefined();
  });

  it('passes valid requests and responses through unchanged', async () => {
    const { calls, client } = validatingClient(event);
    await expect(client.updateSpecialEvent(eventId, { price: 25 })).resolves.toEqual(event);
    expect(calls).toEqual([`PATCH /v1.1/special-events/${eventId}`]);
  });

  it('validates every page the iterator fetches', async () => {
    const { calls, client } = validatingClient([event, { ...event, eventId: 'nope' }]);
    const walk = client.iterateSpecialEvents({ startDate: '2026-12-01', limit: 2 });
    const error = await rejection(walk.next());

    expect(isMuseumValidationError(error) && error.issues[0]?.path).toBe('1.eventId');
    expect(calls).toEqual(['GET /v1.1/special-events?startDate=2026-12-01&page=1&limit=2']);
  });

  it.each(badRequests)(
    'refuses a bad request of %s at the house level before sending, naming the operation and %s',
    async (operation, call, path) => {
      const { calls, client } = validatingClient(event, houseRules);
      const error = await rejection(call(client));
      if (!isMuseumValidationError(error)) throw error;
      expect([error.operation, error.direction]).toEqual([operation, 'request']);
      expect(error.issues.map((issue) => issue.path)).toEqual([path]);
      expect(error.message).toMatch(new RegExp(`^${operation}: invalid request: ${path}: `));
      expect(calls).toEqual([]);
    },
  );

  it.each(checkedResponses)(
    'refuses a malformed answer to %s, naming the operation and the request id',
    async (operation, call) => {
      const { calls, client } = validatingClient({ unexpected: true });
      const error = await rejection(call(client));
      if (!isMuseumValidationError(error)) throw error;
      expect([error.operation, error.direction, error.requestId]).toEqual([operation, 'response', 'req-1']);
      expect(error.message).toMatch(new RegExp(`^${operation}: invalid response: `));
      expect(calls).toHaveLength(1);
    },
  );

  it('sends a valid purchase and returns its confirmation unchanged', async () => {
    const confirmation = {
      message: 'Museum general entry ticket purchased',
      ticketId: eventId,
      ticketType: 'general',
      ticketDate: '2026-12-05',
      confirmationCode: 'MUS-7K3Q-9XZ2',
    };
    const { calls, client } = validatingClient(confirmation);
    await expect(client.buyMuseumTickets(purchase)).resolves.toEqual(confirmation);
    expect(calls).toEqual(['POST /v1.1/tickets']);
  });

  it('wraps an existing client', async () => {
    const client = withValidation(
      createMuseumClient({
        baseUrl,
        fetch: async () => Response.json([{ date: '2026-12-01', timeOpen: '9am' }]),
      }),
    );
    const error = await rejection(client.getMuseumHours());
    expect(isMuseumValidationError(error) && error.issues.map((issue) => issue.path)).toEqual([
      '0.timeOpen',
      '0.timeClose',
    ]);
  });
});

describe('withValidation by level', () => {
  /** A client of `version` over a fetch that answers every request with `body`. */
  const answering = (body: unknown, apiVersion: '1.1' | '1.2' = '1.1') =>
    createMuseumClient({ baseUrl, retry: 0, apiVersion, fetch: async () => Response.json(body) });

  const published = { ...event, price: -3.5, dates: [], venue: 'Annex' };
  const confirmation = {
    message: 'Museum special event ticket purchased',
    confirmationCode: 'ticket-event-9c55eg-8v82a',
    ticketType: 'event',
    ticketDate: '2026-12-05',
    eventId,
  } as const;

  it('reads at the spec level what the published version allows: unknown fields, no bounds', async () => {
    await expect(withValidation(answering(published)).getSpecialEvent(eventId)).resolves.toEqual(published);
    const hours = [{ date: '2026-12-01', timeOpen: '0930', timeClose: '18:00', note: 'late' }];
    await expect(withValidation(answering(hours)).getMuseumHours()).resolves.toEqual(hours);
  });

  it('adds the house rules at the house level, naming each one broken', async () => {
    const error = await rejection(
      withValidation(answering(published), { level: houseRules }).getSpecialEvent(eventId),
    );

    if (!isMuseumValidationError(error)) throw error;
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['dates', 'price', 'venue']);
  });

  it('still refuses at the spec level what the published version does not allow', async () => {
    const error = await rejection(
      withValidation(answering({ ...event, eventId: undefined })).getSpecialEvent(eventId),
    );
    expect(isMuseumValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['eventId']);
  });

  it('reads a 1.2 confirmation, with eventId and without ticketId, for a client of 1.2', async () => {
    const client = withValidation(answering(confirmation, '1.2'));

    await expect(
      client.buyMuseumTickets({ ticketType: 'event', eventId, ticketDate: '2026-12-05' }),
    ).resolves.toEqual(confirmation);
    const on11 = await rejection(
      withValidation(answering(confirmation)).buyMuseumTickets({
        ticketType: 'event',
        eventId,
        ticketDate: '2026-12-05',
        email: 'ada@example.com',
      }),
    );
    expect(isMuseumValidationError(on11) && on11.issues.map((issue) => issue.path)).toEqual(['ticketId']);
  });

  it('sends at the spec level any value the published version allows, ids a server gave first', async () => {
    // A valid `format: uuid` of the description with no RFC 9562 version or variant bits.
    const serverId = '54dd0fd9-577a-f61b-558e-c4d6eb7cc1ef';
    for (const level of ['spec', 'domain'] as const) {
      const { calls, client } = validatingClient(event, level);
      await client.getSpecialEvent(serverId);
      await client.updateSpecialEvent(serverId, { price: -1 });
      await client.createSpecialEvent({ ...newEvent, name: '', dates: [] });
      await rejection(client.listSpecialEvents({ limit: 0 })); // sent; the event is no list
      expect(calls, level).toEqual([
        `GET /v1.1/special-events/${serverId}`,
        `PATCH /v1.1/special-events/${serverId}`,
        'POST /v1.1/special-events',
        'GET /v1.1/special-events?limit=0',
      ]);
    }
    const house = await rejection(validatingClient(event, houseRules).client.getSpecialEvent(serverId));
    expect(isMuseumValidationError(house) && house.issues).toEqual([
      { path: 'eventId', message: 'Expected a UUID' },
    ]);
  });

  it('still refuses at the spec level a request the published version does not allow', async () => {
    const { calls, client } = validatingClient(event);
    const refused = [
      await rejection(client.getSpecialEvent('42')),
      await rejection(client.getMuseumHours({ limit: 31 })),
      await rejection(client.buyMuseumTickets({ ...purchase, ticketDate: 'soon' })),
      await rejection(client.createSpecialEvent({ ...newEvent, price: 'free' as never })),
    ];
    expect(refused.map((error) => isMuseumValidationError(error) && error.issues[0]?.path)).toEqual([
      'eventId',
      'query.limit',
      'ticketDate',
      'price',
    ]);
    expect(calls).toEqual([]);
  });

  it('keeps the house rules for requests at the house level only, per version', async () => {
    const phone = { ticketType: 'general', ticketDate: '2026-12-01', phone: '+1 555 0100' } as const;
    const house = withValidation(answering({}, '1.2'), { level: houseRules });
    const error = await rejection(house.buyMuseumTickets(phone as never));
    expect(isMuseumValidationError(error) && error.direction).toBe('request');
    expect(house.apiVersion).toBe('1.2');
    // 1.2.1's purchase is an open object: a phone the house rules refuse is sent at the spec level.
    const spec = await rejection(withValidation(answering({}, '1.2')).buyMuseumTickets(phone as never));
    expect(isMuseumValidationError(spec) && spec.direction).toBe('response');
  });

  it('checks a purchase by the rules of the client’s version, at each level', async () => {
    // 1.1 requires an e-mail, 1.2 does not: each level reads the purchase as its version does.
    const noEmail = { ticketType: 'general', ticketDate: '2026-12-01' } as const;
    for (const level of ['spec', houseRules] as const) {
      const on11 = await rejection(
        withValidation(answering({}), { level }).buyMuseumTickets(noEmail as never),
      );
      expect(isMuseumValidationError(on11) && [on11.direction, on11.issues[0]?.path]).toEqual([
        'request',
        'email',
      ]);
      const on12 = await rejection(withValidation(answering({}, '1.2'), { level }).buyMuseumTickets(noEmail));
      expect(isMuseumValidationError(on12) && on12.direction).toBe('response');
      const late = await rejection(
        withValidation(answering({}, '1.2'), { level }).buyMuseumTickets({ ...noEmail, ticketDate: 'soon' }),
      );
      expect(isMuseumValidationError(late) && [late.direction, late.issues[0]?.path]).toEqual([
        'request',
        'ticketDate',
      ]);
    }
  });

  it('reads a confirmation by the house rules in 1.1, and by the published ones only in 1.2', async () => {
    const { eventId: ticketId, ...fields } = confirmation;
    const confirmation11 = { ...fields, ticketId, eventName: event.name, venue: 'Annex' };
    const bought = {
      ticketType: 'event',
      eventId,
      ticketDate: '2026-12-05',
      email: 'ada@example.com',
    } as const;
    const strict = withValidation(answering(confirmation11), { level: houseRules });
    const error = await rejection(strict.buyMuseumTickets(bought));
    expect(isMuseumValidationError(error) && [error.direction, error.issues.map(({ path }) => path)]).toEqual(
      ['response', ['venue']],
    );
    await expect(withValidation(answering(confirmation11)).buyMuseumTickets(bought)).resolves.toEqual(
      confirmation11,
    );
    const on12 = withValidation(answering(confirmation, '1.2'), { level: houseRules });
    await expect(on12.buyMuseumTickets(bought)).resolves.toEqual(confirmation);
  });

  it('rejects an unknown level, naming the allowed ones, the string house included', () => {
    const allowed = "level must be 'spec', 'domain' or houseRules (from @museum-api/client/validate)";
    for (const [level, given] of [
      ['strict', '"strict"'],
      ['house', '"house"'],
      [{ level: 'strict' }, 'another object'],
      [null, 'null'],
    ] as const) {
      expect(() => withValidation(answering([]), { level: level as never })).toThrow(
        `${allowed}, got ${given}`,
      );
    }
  });
});
