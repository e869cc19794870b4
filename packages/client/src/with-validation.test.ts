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
