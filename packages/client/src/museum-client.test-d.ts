import type {
  MuseumDay,
  NewSpecialEvent,
  ProblemDetails,
  SpecialEvent,
  TicketConfirmation,
} from '@museum-api/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createMuseumClient,
  isMuseumApiError,
  isMuseumClientError,
  isMuseumNetworkError,
  isMuseumTimeoutError,
  type MuseumApiError,
  type MuseumClient,
  type MuseumRequestInfo,
  type TicketImage,
} from './index.ts';
import { createValidatingMuseumClient, isMuseumValidationError } from './validate.ts';

const client = createMuseumClient({ baseUrl: 'https://museum.example/v1.1' });

describe('inputs', () => {
  it('requires a base URL and accepts credentials as a value or an async function', () => {
    // @ts-expect-error baseUrl is required
    createMuseumClient({});
    createMuseumClient({
      baseUrl: new URL('https://museum.example/v1.1'),
      credentials: { username: 'a', password: 'b' },
    });
    createMuseumClient({ baseUrl: 'x', credentials: async () => ({ username: 'a', password: 'b' }) });
    // @ts-expect-error a password is required
    createMuseumClient({ baseUrl: 'x', credentials: { username: 'a' } });
  });

  it('does not accept retryable methods', () => {
    // @ts-expect-error which methods retry is the client's decision
    createMuseumClient({ baseUrl: 'x', retry: { limit: 1, methods: ['post'] } });
  });

  it('checks purchases against the ticket type', () => {
    client.buyTicket({ ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' });
    // @ts-expect-error an event ticket needs its eventId
    client.buyTicket({ ticketType: 'event', ticketDate: '2026-12-01', email: 'a@b.co' });
    // @ts-expect-error no such ticket type
    client.buyTicket({ ticketType: 'vip', ticketDate: '2026-12-01', email: 'a@b.co' });
  });

  it('takes core’s event shapes and query fields', () => {
    expectTypeOf(client.createSpecialEvent).parameter(0).toEqualTypeOf<NewSpecialEvent>();
    client.createSpecialEvent({
      // @ts-expect-error eventId is assigned by the service
      eventId: 'x',
      name: 'a',
      location: 'b',
      eventDescription: 'c',
      dates: [],
      price: 1,
    });
    // @ts-expect-error a new event needs every field
    client.createSpecialEvent({ name: 'a' });
    client.updateSpecialEvent('id', { price: 30 });
    // @ts-expect-error unknown field
    client.updateSpecialEvent('id', { colour: 'red' });
    // @ts-expect-error page is a number
    client.listSpecialEvents({ page: '2' });
    client.getMuseumHours({ startDate: '2026-12-01', limit: 7 }, { signal: AbortSignal.timeout(1_000) });
  });
});

describe('outputs', () => {
  it('infers each operation’s result', () => {
    expectTypeOf(client.getSpecialEvent('id')).resolves.toEqualTypeOf<SpecialEvent>();
    expectTypeOf(client.listSpecialEvents()).resolves.toEqualTypeOf<SpecialEvent[]>();
    expectTypeOf(client.getMuseumHours()).resolves.toEqualTypeOf<MuseumDay[]>();
    expectTypeOf(client.deleteSpecialEvent('id')).resolves.toBeVoid();
    expectTypeOf(client.getTicketQrImage('id')).resolves.toEqualTypeOf<TicketImage>();
    expectTypeOf<TicketImage['bytes']>().returns.resolves.toEqualTypeOf<Uint8Array>();
    expectTypeOf(client.iterateSpecialEvents()).toEqualTypeOf<
      AsyncGenerator<SpecialEvent, void, undefined>
    >();
    expectTypeOf(client.iterateMuseumHours()).toEqualTypeOf<AsyncGenerator<MuseumDay, void, undefined>>();
  });

  it('narrows the confirmation to the ticket type bought', async () => {
    const general = await client.buyTicket({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
    });
    expectTypeOf(general.ticketType).toEqualTypeOf<'general'>();
    expectTypeOf(general).toExtend<TicketConfirmation>();
    const event = await client.buyTicket({
      ticketType: 'event',
      eventId: 'e',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
    });
    expectTypeOf(event.ticketType).toEqualTypeOf<'event'>();
  });

  it('gives the validating client the same surface', () => {
    expectTypeOf(createValidatingMuseumClient({ baseUrl: 'x' })).toEqualTypeOf<MuseumClient>();
  });
});

describe('errors', () => {
  it('narrows unknown errors with the guards', () => {
    const error: unknown = new Error('x');
    if (isMuseumApiError(error)) {
      expectTypeOf(error).toEqualTypeOf<MuseumApiError>();
      expectTypeOf(error.status).toBeNumber();
      expectTypeOf(error.problem).toEqualTypeOf<ProblemDetails>();
      expectTypeOf(error.problem.errors).toEqualTypeOf<
        Array<{ path: string; message: string }> | undefined
      >();
      expectTypeOf(error.request).toEqualTypeOf<MuseumRequestInfo>();
      expectTypeOf(error.response).toEqualTypeOf<Response>();
    }
    if (isMuseumTimeoutError(error)) expectTypeOf(error.timeout).toBeNumber();
    if (isMuseumNetworkError(error)) expectTypeOf(error.request.url).toBeString();
    if (isMuseumValidationError(error)) {
      expectTypeOf(error.direction).toEqualTypeOf<'request' | 'response'>();
    }
    if (isMuseumClientError(error)) expectTypeOf(error).toExtend<Error>();
  });
});
