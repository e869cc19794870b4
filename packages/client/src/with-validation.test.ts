import { describe, expect, it } from 'vitest';
import { rejection } from '../test/rejection.ts';
import { createMuseumClient } from './create-museum-client.ts';
import { isMuseumValidationError } from './errors/museum-validation-error.ts';
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

/** A validating client over a fetch that answers `body` and counts its calls. */
function validatingClient(body: unknown) {
  const calls: string[] = [];
  const client = createValidatingMuseumClient({
    baseUrl,
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return Response.json(body);
    },
  });
  return { calls, client };
}

describe('withValidation', () => {
  it('rejects an invalid request before sending anything, naming each field', async () => {
    const { calls, client } = validatingClient(event);
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

  it('reads at the spec level what the published version allows: unknown fields, no bounds', async () => {
    await expect(withValidation(answering(published)).getSpecialEvent(eventId)).resolves.toEqual(published);
    const hours = [{ date: '2026-12-01', timeOpen: '0930', timeClose: '18:00', note: 'late' }];
    await expect(withValidation(answering(hours)).getMuseumHours()).resolves.toEqual(hours);
  });

  it('adds the house rules at the house level, naming each one broken', async () => {
    const error = await rejection(
      withValidation(answering(published), { level: 'house' }).getSpecialEvent(eventId),
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
    const confirmation = {
      message: 'Museum special event ticket purchased',
      confirmationCode: 'ticket-event-9c55eg-8v82a',
      ticketType: 'event',
      ticketDate: '2026-12-05',
      eventId,
    } as const;
    const client = withValidation(answering(confirmation, '1.2'));

    await expect(
      client.buyTicket({ ticketType: 'event', eventId, ticketDate: '2026-12-05' }),
    ).resolves.toEqual(confirmation);
    const on11 = await rejection(
      withValidation(answering(confirmation)).buyTicket({
        ticketType: 'event',
        eventId,
        ticketDate: '2026-12-05',
        email: 'ada@example.com',
      }),
    );
    expect(isMuseumValidationError(on11) && on11.issues.map((issue) => issue.path)).toEqual(['ticketId']);
  });

  it('keeps the house rules for requests at both levels, per version', async () => {
    const client = withValidation(answering({}, '1.2'));
    const phone = { ticketType: 'general', ticketDate: '2026-12-01', phone: '+1 555 0100' } as const;
    const error = await rejection(client.buyTicket(phone as never));
    expect(isMuseumValidationError(error) && error.direction).toBe('request');
    expect(client.apiVersion).toBe('1.2');
  });

  it('rejects an unknown level, naming the allowed ones', () => {
    expect(() => withValidation(answering([]), { level: 'strict' as 'house' })).toThrow(
      `level must be 'spec' or 'house', got "strict"`,
    );
  });
});
