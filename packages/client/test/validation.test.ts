// The validating client (`@museum-api/client/validate`) against the real mock: everything the
// mock answers passes core's schemas, and an override that answers off-contract is caught.

import type { SpecialEvent } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { isMuseumApiError } from '../src/index.ts';
import { houseRules, isMuseumValidationError, withValidation } from '../src/validate.ts';
import { draft, museumClient, today, unknownId, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

const validating = () => withValidation(museumClient());

/** Makes the mock's JSON answers to `operation` pass through `change` first. */
function reshape(
  operation: 'getSpecialEvent' | 'buyMuseumTickets',
  change: (body: Record<string, unknown>) => unknown,
) {
  mock.override(operation, async ({ next }) => {
    const response = await next();
    return Response.json(change(await response.json()), { status: response.status });
  });
}

describe('withValidation against the mock', () => {
  it('passes every answer of every operation through unchanged', async () => {
    const api = validating();
    const plain = museumClient();

    const event = await api.createSpecialEvent(draft);
    expect(await api.getSpecialEvent(event.eventId)).toEqual(await plain.getSpecialEvent(event.eventId));
    const updated = await api.updateSpecialEvent(event.eventId, { price: 19.5 });
    expect(updated).toEqual({ ...event, price: 19.5 });
    expect(await api.listSpecialEvents({ startDate: today })).toEqual([updated]);
    const walked: SpecialEvent[] = [];
    for await (const item of api.iterateSpecialEvents({ startDate: today, limit: 1 })) walked.push(item);
    expect(walked).toEqual([updated]);

    const general = await api.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: today,
      email: 'ada@example.com',
    });
    const forEvent = await api.buyMuseumTickets({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: '2026-12-03',
      email: 'ada@example.com',
    });
    expect(forEvent.eventName).toBe(draft.name);
    const image = await api.getTicketCode(general.ticketId);
    expect(image.blob.type).toBe('image/png');

    const days = await api.getMuseumHours({ startDate: today, limit: 3 });
    expect(days).toEqual(await plain.getMuseumHours({ startDate: today, limit: 3 }));
    for await (const day of api.iterateMuseumHours({ startDate: today, limit: 2 })) {
      if (day.date >= '2026-12-04') break;
    }
    await expect(api.deleteSpecialEvent(event.eventId)).resolves.toBeUndefined();

    expect(mock.journal.filter({ status: (status) => status >= 400 })).toEqual([]);
    expect(mock.store.eventCount).toBe(0);
    expect(mock.store.ticketCount).toBe(2);
  });

  it('catches an event with a price that is not a number as a MuseumValidationError', async () => {
    const event = mock.store.createEvent(draft);
    reshape('getSpecialEvent', (body) => ({ ...body, price: 'free' }));
    const error = await rejection(validating().getSpecialEvent(event.eventId));

    if (!isMuseumValidationError(error)) throw error;
    expect(error.operation).toBe('getSpecialEvent');
    expect(error.direction).toBe('response');
    expect(error.issues.map(({ path }) => path)).toEqual(['price']);
    expect(mock.journal.last()).toMatchObject({ status: 200, intervention: 'override' });
  });

  it('catches a confirmation without its code, after the purchase went through', async () => {
    reshape('buyMuseumTickets', ({ confirmationCode: _dropped, ...rest }) => rest);
    const error = await rejection(
      validating().buyMuseumTickets({ ticketType: 'general', ticketDate: today, email: 'ada@example.com' }),
    );

    if (!isMuseumValidationError(error)) throw error;
    expect(error.direction).toBe('response');
    expect(error.issues.map(({ path }) => path)).toEqual(['confirmationCode']);
    // The mock sold the ticket: validation tells of a broken answer, it cannot undo the call.
    expect(mock.store.ticketCount).toBe(1);
  });

  it('catches an off-contract second page in the middle of an iteration', async () => {
    for (let day = 2; day <= 4; day++) mock.store.createEvent({ ...draft, dates: [`2026-12-0${day}`] });
    mock.override(
      'listSpecialEvents',
      async ({ request, next }) => {
        const response = await next();
        if (new URL(request.url).searchParams.get('page') !== '2') return response;
        const [event] = (await response.json()) as SpecialEvent[];
        return Response.json([{ ...event, dates: ['next week'] }]);
      },
      { times: 'always' },
    );

    const walk = validating().iterateSpecialEvents({ startDate: today, limit: 1 });
    await expect(walk.next()).resolves.toMatchObject({ done: false, value: { dates: ['2026-12-02'] } });
    const error = await rejection(walk.next());

    expect(isMuseumValidationError(error) && error.issues.map(({ path }) => path)).toEqual(['0.dates.0']);
    expect(mock.journal.count('listSpecialEvents')).toBe(2);
  });

  it('stops a request that breaks the house rules before it reaches the mock, at the house level', async () => {
    const strict = withValidation(museumClient(), { level: houseRules });
    const error = await rejection(strict.createSpecialEvent({ ...draft, name: '', price: -1 }));

    if (!isMuseumValidationError(error)) throw error;
    expect(error.direction).toBe('request');
    expect(error.issues.map(({ path }) => path).sort()).toEqual(['name', 'price']);
    expect(mock.journal.count()).toBe(0);
  });

  it("leaves the mock's error answers as MuseumApiError", async () => {
    const error = await rejection(validating().getSpecialEvent(unknownId));

    expect(isMuseumValidationError(error)).toBe(false);
    expect(isMuseumApiError(error) && error.status).toBe(404);
  });
});
