import type { MuseumDay, SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { describe, expectTypeOf, it } from 'vitest';
import { createMuseumMock, type MuseumMock } from '../../src/index.ts';
import { setupMuseumMock } from '../../src/node.ts';

const mock = createMuseumMock();

describe('journal types', () => {
  it('narrows params and responseBody by operation', () => {
    const [created] = mock.journal.filter('createSpecialEvent');
    expectTypeOf(created?.responseBody).toEqualTypeOf<SpecialEvent | undefined>();
    const read = mock.journal.last('getSpecialEvent');
    expectTypeOf(read?.params).toEqualTypeOf<{ eventId: string } | undefined>();
    expectTypeOf(mock.journal.filter({ operation: 'buyMuseumTickets' })[0]?.responseBody).toEqualTypeOf<
      TicketConfirmation | undefined
    >();
    expectTypeOf(mock.journal.last('getMuseumHours')?.responseBody).toEqualTypeOf<MuseumDay[] | undefined>();
  });

  it('gives every entry its request id, and marks replays', () => {
    const entry = mock.journal.last();
    expectTypeOf(entry?.requestId).toEqualTypeOf<string | undefined>();
    expectTypeOf(entry?.replayed).toEqualTypeOf<true | undefined>();
  });

  it('only takes known operation names', () => {
    // @ts-expect-error: not an operation of the Museum API
    mock.fault('buyTicket', { status: 503 });
    // @ts-expect-error: a fault needs a status, a network error or a delay
    mock.fault('buyMuseumTickets', { retryAfter: 5 });
    mock.fault('buyMuseumTickets', { answerLost: true });
    // @ts-expect-error: answerLost is true or absent
    mock.fault('buyMuseumTickets', { answerLost: false });
  });

  it('hands out the same MuseumMock type from the Node entry', () => {
    expectTypeOf(setupMuseumMock().mock).toEqualTypeOf<MuseumMock>();
  });
});
