import type {
  MuseumApiVersion as CoreMuseumApiVersion,
  MuseumDay,
  NewSpecialEvent,
  ProblemDetails,
  SpecialEvent,
  TicketConfirmation,
  TicketPurchase,
} from '@museum-api/core';
import type { MuseumOperation } from '@museum-api/core/http';
import { describe, expectTypeOf, it } from 'vitest';
import { callDeadline, type MuseumDeadline } from './features.ts';
import {
  createMuseumClient,
  isMuseumApiError,
  isMuseumClientError,
  isMuseumNetworkError,
  isMuseumTimeoutError,
  type MuseumApiError,
  type MuseumApiVersion,
  type MuseumCallOptions,
  type MuseumClient,
  type MuseumClientWithResponse,
  type MuseumIdempotentCallOptions,
  type MuseumRequestInfo,
  type PurchaseOfType,
  type TicketImage,
  type WithResponse,
} from './index.ts';
import { createValidatingMuseumClient, houseRules, isMuseumValidationError } from './validate.ts';

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
    client.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' });
    // @ts-expect-error an event ticket needs its eventId
    client.buyMuseumTickets({ ticketType: 'event', ticketDate: '2026-12-01', email: 'a@b.co' });
    // @ts-expect-error no such ticket type
    client.buyMuseumTickets({ ticketType: 'vip', ticketDate: '2026-12-01', email: 'a@b.co' });
  });

  it('refuses a property the purchase does not have, in every form of the call', () => {
    client.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
      // @ts-expect-error a typo of phone
      phnoe: '+1',
    });
    client.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
      // @ts-expect-error a general ticket has no eventId
      eventId: 'x',
    });
    client.withResponse.buyMuseumTickets({
      ticketType: 'event',
      eventId: 'x',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
      // @ts-expect-error a typo of phone, with the response too
      phnoe: '+1',
    });
    const v12 = createMuseumClient({ baseUrl: 'https://museum.example', apiVersion: '1.2' });
    // @ts-expect-error 1.2 has no phone
    v12.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', phone: '+1' });
    createValidatingMuseumClient({ baseUrl: 'x' }).buyMuseumTickets({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
      // @ts-expect-error the validating client takes the same bodies
      eventId: 'x',
    });
  });

  it('still takes a purchase typed as the union, and answers with either type', async () => {
    const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' } as TicketPurchase;
    expectTypeOf((await client.buyMuseumTickets(purchase)).ticketType).toEqualTypeOf<'general' | 'event'>();
    const general: PurchaseOfType<'general'> = {
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
    };
    expectTypeOf((await client.buyMuseumTickets(general)).ticketType).toEqualTypeOf<'general'>();
  });

  it('refuses a property a patch or a new event does not have', () => {
    // @ts-expect-error a typo of price
    client.updateSpecialEvent('id', { prcie: 3 });
    client.createSpecialEvent({
      name: 'a',
      location: 'b',
      eventDescription: 'c',
      dates: ['2026-12-01'],
      price: 1,
      // @ts-expect-error a typo of location
      locaton: 'b',
    });
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
    expectTypeOf(client.getTicketCode('id')).resolves.toEqualTypeOf<TicketImage>();
    expectTypeOf<TicketImage['bytes']>().returns.resolves.toEqualTypeOf<Uint8Array>();
    expectTypeOf(client.iterateSpecialEvents()).toEqualTypeOf<
      AsyncGenerator<SpecialEvent, void, undefined>
    >();
    expectTypeOf(client.iterateMuseumHours()).toEqualTypeOf<AsyncGenerator<MuseumDay, void, undefined>>();
  });

  it('narrows the confirmation to the ticket type bought', async () => {
    const general = await client.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.co',
    });
    expectTypeOf(general.ticketType).toEqualTypeOf<'general'>();
    expectTypeOf(general).toExtend<TicketConfirmation>();
    const event = await client.buyMuseumTickets({
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
    if (isMuseumTimeoutError(error)) {
      expectTypeOf(error.timeout).toBeNumber();
      expectTypeOf(error.reason).toEqualTypeOf<'attempt' | 'deadline'>();
      expectTypeOf(error.attempts).toBeNumber();
    }
    if (isMuseumNetworkError(error)) expectTypeOf(error.request.url).toBeString();
    if (isMuseumValidationError(error)) {
      expectTypeOf(error.direction).toEqualTypeOf<'request' | 'response'>();
    }
    if (isMuseumClientError(error)) expectTypeOf(error).toExtend<Error>();
  });
});

describe('per-call options', () => {
  it('take timeout, retry, headers and signal on every operation', () => {
    const call = { timeout: 2_000, retry: { limit: 1, backoffLimit: 100 }, headers: { 'x-a': '1' } } as const;
    client.getSpecialEvent('id', { ...call, signal: AbortSignal.timeout(1) });
    client.listSpecialEvents({}, { timeout: false, retry: 0, headers: new Headers() });
    client.updateSpecialEvent('id', { price: 1 }, call);
    client.deleteSpecialEvent('id', { headers: [['x-a', '1']] });
    client.iterateMuseumHours({}, call);
    expectTypeOf<MuseumCallOptions['timeout']>().toEqualTypeOf<number | false | undefined>();
    expectTypeOf<MuseumCallOptions['deadline']>().toEqualTypeOf<MuseumDeadline | false | undefined>();
    createMuseumClient({ baseUrl: 'x', deadline: callDeadline(15_000) });
    client.buyMuseumTickets(
      { ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' },
      { deadline: callDeadline(5_000), idempotencyKey: 'k' },
    );
    client.getMuseumHours({}, { deadline: false });
    // @ts-expect-error a deadline is made by callDeadline (or false), not milliseconds
    client.getMuseumHours({}, { deadline: 30_000 });
    // @ts-expect-error a timeout is milliseconds or false
    client.getMuseumHours({}, { timeout: '2s' });
    // @ts-expect-error which methods retry is the client's decision, per call too
    client.getSpecialEvent('id', { retry: { methods: ['get'] } });
  });

  it('take an idempotency key or idempotency: false on the two creating operations only', () => {
    const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' } as const;
    client.buyMuseumTickets(purchase, { idempotencyKey: 'k', timeout: 1_000 });
    client.buyMuseumTickets(purchase, { idempotency: false });
    client.createSpecialEvent(
      { name: 'a', location: 'b', eventDescription: 'c', dates: [], price: 1 },
      { idempotencyKey: 'k' },
    );
    expectTypeOf(client.buyMuseumTickets)
      .parameter(1)
      .toEqualTypeOf<MuseumIdempotentCallOptions | undefined>();
    // @ts-expect-error no key when idempotency is off
    client.buyMuseumTickets(purchase, { idempotency: false, idempotencyKey: 'k' });
    // @ts-expect-error a key is a string
    client.buyMuseumTickets(purchase, { idempotencyKey: 42 });
    // @ts-expect-error reads and patches take no key
    client.getSpecialEvent('id', { idempotencyKey: 'k' });
    // @ts-expect-error a patch is never keyed
    client.updateSpecialEvent('id', { price: 1 }, { idempotency: false });
  });
});

describe('withResponse', () => {
  it('resolves to the typed data and a Response', () => {
    expectTypeOf(client.withResponse.getSpecialEvent('id')).resolves.toEqualTypeOf<
      WithResponse<SpecialEvent>
    >();
    expectTypeOf(client.withResponse.listSpecialEvents()).resolves.toEqualTypeOf<
      WithResponse<SpecialEvent[]>
    >();
    expectTypeOf(client.withResponse.getMuseumHours()).resolves.toEqualTypeOf<WithResponse<MuseumDay[]>>();
    expectTypeOf(client.withResponse.getTicketCode('id')).resolves.toEqualTypeOf<WithResponse<TicketImage>>();
    expectTypeOf(client.withResponse.deleteSpecialEvent('id')).resolves.toEqualTypeOf<WithResponse<void>>();
    expectTypeOf<WithResponse<SpecialEvent>['response']>().toEqualTypeOf<Response>();
  });

  it('takes the same arguments as the plain operation', () => {
    expectTypeOf(client.withResponse.updateSpecialEvent).parameters.toEqualTypeOf<
      Parameters<MuseumClient['updateSpecialEvent']>
    >();
    expectTypeOf(client.withResponse.createSpecialEvent)
      .parameter(1)
      .toEqualTypeOf<MuseumIdempotentCallOptions | undefined>();
    // @ts-expect-error a new event needs every field
    client.withResponse.createSpecialEvent({ name: 'a' });
  });

  it('still narrows a purchase to the ticket type bought', async () => {
    const { data } = await client.withResponse.buyMuseumTickets(
      { ticketType: 'event', eventId: 'e', ticketDate: '2026-12-01', email: 'a@b.co' },
      { idempotencyKey: 'k' },
    );
    expectTypeOf(data.ticketType).toEqualTypeOf<'event'>();
  });

  it('has no iterators, which make many requests', () => {
    // @ts-expect-error an iteration has no single response
    client.withResponse.iterateSpecialEvents();
  });

  it('is on the validating client too', () => {
    expectTypeOf(
      createValidatingMuseumClient({ baseUrl: 'x' }).withResponse,
    ).toEqualTypeOf<MuseumClientWithResponse>();
  });
});

describe('request ids', () => {
  it('are on every client error, possibly undefined', () => {
    const error: unknown = new Error('x');
    if (isMuseumClientError(error)) expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
    if (isMuseumApiError(error)) expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
    if (isMuseumValidationError(error)) expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
  });
});

describe('names', () => {
  it('names every operation by its published operation id, as the operations table does', () => {
    expectTypeOf<keyof MuseumClientWithResponse>().toEqualTypeOf<MuseumOperation>();
    expectTypeOf<
      Exclude<
        keyof MuseumClient,
        'apiVersion' | 'withResponse' | 'iterateSpecialEvents' | 'iterateMuseumHours'
      >
    >().toEqualTypeOf<MuseumOperation>();
  });

  it('re-exports core’s MuseumApiVersion', () => {
    expectTypeOf<MuseumApiVersion>().toEqualTypeOf<CoreMuseumApiVersion>();
  });
});

describe('API versions', () => {
  it('types a 1.1 client by default, and a 1.2 client by its apiVersion', () => {
    expectTypeOf(client.apiVersion).toEqualTypeOf<'1.1'>();
    const v12 = createMuseumClient({ baseUrl: 'https://museum.example', apiVersion: '1.2' });
    expectTypeOf(v12).toEqualTypeOf<MuseumClient<'1.2'>>();
    expectTypeOf(
      createValidatingMuseumClient({ baseUrl: 'x', apiVersion: '1.2', level: houseRules }),
    ).toEqualTypeOf<MuseumClient<'1.2'>>();
  });

  it('lets a 1.2 purchase omit email; 1.1 still requires it', () => {
    const v12 = createMuseumClient({ baseUrl: 'https://museum.example', apiVersion: '1.2' });
    v12.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01' });
    // @ts-expect-error an event ticket still needs its eventId
    v12.buyMuseumTickets({ ticketType: 'event', ticketDate: '2026-12-01' });
    // @ts-expect-error 1.1 requires email
    client.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01' });
  });

  it('reads 1.2’s confirmation and events: eventId, an optional ticketId, no eventName', async () => {
    const v12 = createMuseumClient({ baseUrl: 'https://museum.example', apiVersion: '1.2' });
    const confirmation = await v12.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01' });
    expectTypeOf(confirmation.ticketId).toEqualTypeOf<string | undefined>();
    expectTypeOf(confirmation.eventId).toEqualTypeOf<string | undefined>();
    expectTypeOf(confirmation.ticketType).toEqualTypeOf<'general'>();
    expectTypeOf((await v12.getSpecialEvent('id')).eventId).toEqualTypeOf<string | undefined>();
    expectTypeOf((await client.getSpecialEvent('id')).eventId).toEqualTypeOf<string>();
  });
});
