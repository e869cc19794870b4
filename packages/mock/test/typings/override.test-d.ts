import type { MuseumDay, SpecialEvent } from '@museum-api/core';
import { describe, expectTypeOf, it } from 'vitest';
import { createMuseumMock, type OverrideAnswer, type OverrideResolver } from '../../src/index.ts';

const mock = createMuseumMock();
const event: SpecialEvent = {
  eventId: '0b7f2e7e-3a43-4bd4-9a7c-1f0c6e1d2f3a',
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'Torch-lit tour.',
  dates: ['2026-12-05'],
  price: 25,
};

describe('override types', () => {
  it('gives the resolver its operation’s name and path parameters', () => {
    mock.override('getSpecialEvent', ({ operation, params }) => {
      expectTypeOf(operation).toEqualTypeOf<'getSpecialEvent'>();
      expectTypeOf(params).toEqualTypeOf<{ eventId: string }>();
      return undefined;
    });
    mock.override('getTicketCode', ({ params }) => {
      expectTypeOf(params.ticketId).toBeString();
      // @ts-expect-error the ticket's image has no eventId parameter
      params.eventId;
      return undefined;
    });
  });

  it('tells the operations apart by name under the wildcard', () => {
    mock.override('*', (context) => {
      if (context.operation === 'updateSpecialEvent')
        expectTypeOf(context.params).toEqualTypeOf<{ eventId: string }>();
      if (context.operation === 'getMuseumHours')
        expectTypeOf(context.params).toEqualTypeOf<Record<string, never>>();
      return undefined;
    });
  });

  it('takes the operation’s answer body, a Response or undefined, and refuses another body', () => {
    mock.override('getSpecialEvent', () => event);
    mock.override('listSpecialEvents', async () => [event]);
    mock.override('getMuseumHours', () => [{ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' }]);
    mock.override('getMuseumHours', () => Response.json([]));
    // @ts-expect-error a list answers an array of events, not one
    mock.override('listSpecialEvents', () => event);
    // @ts-expect-error an event needs all of its fields
    mock.override('getSpecialEvent', () => ({ name: 'Only a name' }));
    // @ts-expect-error the ticket image is a PNG: only a Response can carry it
    mock.override('getTicketCode', () => ({ image: 'png' }));
    // @ts-expect-error a deletion answers 204 with no body
    mock.override('deleteSpecialEvent', () => event);
  });

  it('names the answer and resolver types per operation', () => {
    expectTypeOf<Exclude<OverrideAnswer<'getMuseumHours'>, Response | undefined>>().toEqualTypeOf<
      MuseumDay[]
    >();
    expectTypeOf<Exclude<OverrideAnswer<'getTicketCode'>, Response | undefined>>().toBeNever();
    const generic: OverrideResolver = () => undefined;
    mock.override('*', generic);
  });
});
