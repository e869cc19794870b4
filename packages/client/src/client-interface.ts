import type {
  ListSpecialEventsQuery,
  MuseumApiVersion,
  MuseumDay,
  MuseumHoursQuery,
  NewSpecialEvent,
  SpecialEventPatch,
  TicketType,
} from '@museum-api/core';
import type { MuseumCallOptions, MuseumIdempotentCallOptions } from './client-options.ts';
import type { ConfirmationOf, EventOf, PurchaseOf } from './version-shapes.ts';

/**
 * A ticket's PNG image (with its QR code), in a form every runtime handles: a `Blob` for
 * `URL.createObjectURL` or `FormData` in browsers, and `bytes()` for Node (`writeFile`) or decoders.
 *
 * @example
 * ```ts
 * const image = await client.getTicketCode(ticketId);
 * img.src = URL.createObjectURL(image.blob); // browser
 * await writeFile('ticket.png', await image.bytes()); // Node
 * ```
 */
export interface TicketImage {
  /** Always `'image/png'`: anything else is rejected with a `MuseumResponseError`. */
  readonly type: 'image/png';
  /** The image as a `Blob` of type `image/png`. */
  readonly blob: Blob;
  /** The image's bytes. */
  bytes(): Promise<Uint8Array>;
}

/**
 * The confirmation of a purchase in API `Version`, with `ticketType` narrowed to the type that
 * was bought.
 *
 * @example
 * ```ts
 * const confirmation: TicketConfirmationFor<'event'> = await client.buyMuseumTickets(eventPurchase);
 * ```
 */
export type TicketConfirmationFor<
  Type extends TicketType,
  Version extends MuseumApiVersion = '1.1',
> = ConfirmationOf<Version> & {
  ticketType: Type;
};

/**
 * The purchase body of `Version` for a ticket of type `Type`. The client's `buyMuseumTickets`
 * takes it with `Type` inferred from the body's `ticketType`, rather than the whole body as a type
 * parameter, so an object literal is still checked for properties the purchase does not have.
 *
 * @example
 * ```ts
 * const purchase: PurchaseOfType<'general'> = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' };
 * ```
 */
export type PurchaseOfType<
  Type extends TicketType,
  Version extends MuseumApiVersion = '1.1',
> = PurchaseOf<Version> & {
  ticketType: Type;
};

/**
 * Every operation of the Museum API. Each call rejects with a `MuseumApiError` (error status),
 * `MuseumNetworkError`, `MuseumTimeoutError` or `MuseumResponseError` (unusable success body), or
 * with the signal's reason when aborted. Each takes {@link MuseumCallOptions} last (timeout, retry,
 * headers, signal); the two that create something take {@link MuseumIdempotentCallOptions}.
 * `withResponse` has the same operations, resolving to the data and the raw `Response`.
 * `Version` is the published API version it speaks (see {@link MuseumApiShapes}), `'1.1'` unless
 * the client was made with `apiVersion: '1.2'`.
 *
 * @example
 * ```ts
 * const client: MuseumClient = createMuseumClient({ baseUrl: 'https://museum.example/v1.1' });
 * ```
 */
export interface MuseumClient<Version extends MuseumApiVersion = '1.1'> {
  /** The published version of the API this client speaks. */
  readonly apiVersion: Version;
  /**
   * Buys a general or special-event ticket (`POST /tickets`). Where the server is known to honour
   * `Idempotency-Key` (see the client's `idempotency` option), it sends one and is retried under
   * it, so a lost answer cannot buy two tickets; elsewhere it sends no key, is never retried, and
   * an unknown outcome rejects with a `MuseumUnknownOutcomeError`. The confirmation's
   * `ticketType` is the one bought; a property the purchase does not have (a typo, or `eventId`
   * on a general ticket) does not compile.
   *
   * @example
   * ```ts
   * const { ticketId } = await client.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });
   * ```
   */
  buyMuseumTickets<Type extends TicketType>(
    purchase: PurchaseOfType<Type, Version>,
    options?: MuseumIdempotentCallOptions,
  ): Promise<TicketConfirmationFor<Type, Version>>;
  /**
   * Fetches a ticket's PNG image with its QR code (`GET /tickets/{ticketId}/qr`); the
   * published API names it `getTicketCode`.
   *
   * @example
   * ```ts
   * const png = await (await client.getTicketCode(ticketId)).bytes();
   * ```
   */
  getTicketCode(ticketId: string, options?: MuseumCallOptions): Promise<TicketImage>;
  /**
   * Creates a special event (`POST /special-events`); all five fields are required. Keyed,
   * retried or refused as unknown like {@link MuseumClient.buyMuseumTickets}; `withResponse` also gives its `Location` header.
   *
   * @example
   * ```ts
   * const event = await client.createSpecialEvent({
   *   name: 'Night of the Dinosaurs', location: 'Hall B', eventDescription: 'Torch-lit tour.',
   *   dates: ['2026-12-05'], price: 25,
   * });
   * ```
   */
  createSpecialEvent(
    event: NewSpecialEvent,
    options?: MuseumIdempotentCallOptions,
  ): Promise<EventOf<Version>>;
  /**
   * One page of the special events with a date in `[startDate, endDate]` (`GET /special-events`).
   * The API defaults to today, a 7-day window, page 1 and 10 per page.
   *
   * @example
   * ```ts
   * const firstPage = await client.listSpecialEvents({ startDate: '2026-12-01', endDate: '2026-12-31', limit: 30 });
   * ```
   */
  listSpecialEvents(query?: ListSpecialEventsQuery, options?: MuseumCallOptions): Promise<EventOf<Version>[]>;
  /**
   * Every special event matching the filter, page after page, fetched lazily as you iterate;
   * `limit` sets the page size (default 30, the largest the API serves).
   *
   * @example
   * ```ts
   * for await (const event of client.iterateSpecialEvents({ startDate: '2026-12-01', endDate: '2026-12-31' })) {
   *   console.log(event.name);
   * }
   * ```
   */
  iterateSpecialEvents(
    query?: ListSpecialEventsQuery,
    options?: MuseumCallOptions,
  ): AsyncGenerator<EventOf<Version>, void, undefined>;
  /**
   * One special event (`GET /special-events/{eventId}`).
   *
   * @example
   * ```ts
   * const event = await client.getSpecialEvent(eventId);
   * ```
   */
  getSpecialEvent(eventId: string, options?: MuseumCallOptions): Promise<EventOf<Version>>;
  /**
   * Changes some fields of a special event and returns the whole event
   * (`PATCH /special-events/{eventId}`). Atomic on the server; never retried.
   *
   * @example
   * ```ts
   * const updated = await client.updateSpecialEvent(eventId, { price: 30 });
   * ```
   */
  updateSpecialEvent(
    eventId: string,
    patch: SpecialEventPatch,
    options?: MuseumCallOptions,
  ): Promise<EventOf<Version>>;
  /**
   * Deletes a special event (`DELETE /special-events/{eventId}`, 204). Retried like a GET, so a
   * retry after a lost response may see 404 for an event the first attempt deleted.
   *
   * @example
   * ```ts
   * await client.deleteSpecialEvent(eventId);
   * ```
   */
  deleteSpecialEvent(eventId: string, options?: MuseumCallOptions): Promise<void>;
  /**
   * One page of the museum's open days from `startDate` (default today) (`GET /museum-hours`).
   *
   * @example
   * ```ts
   * const week = await client.getMuseumHours({ startDate: '2026-12-01', limit: 7 });
   * ```
   */
  getMuseumHours(query?: MuseumHoursQuery, options?: MuseumCallOptions): Promise<MuseumDay[]>;
  /**
   * Every open day from `startDate`, page after page, fetched lazily as you iterate. Break out
   * of the loop once you have enough days.
   *
   * @example
   * ```ts
   * for await (const day of client.iterateMuseumHours({ startDate: '2026-12-01' })) {
   *   if (day.date > '2026-12-31') break;
   *   console.log(day.date, day.timeOpen, day.timeClose);
   * }
   * ```
   */
  iterateMuseumHours(
    query?: MuseumHoursQuery,
    options?: MuseumCallOptions,
  ): AsyncGenerator<MuseumDay, void, undefined>;
  /**
   * The same operations (all but the iterators), each resolving to `{ data, response }`: the
   * typed data and the raw `Response`, for its status and headers (`Location`, `X-Request-Id`,
   * rate-limit headers). The response's body has already been read into `data`.
   *
   * @example
   * ```ts
   * const { data: event, response } = await client.withResponse.createSpecialEvent(draft);
   * console.log(event.eventId, response.status, response.headers.get('location'));
   * ```
   */
  readonly withResponse: MuseumClientWithResponse<Version>;
}

/**
 * What a `withResponse` operation resolves to: the typed data, and the raw `Response` it came in
 * (its body already read).
 *
 * @example
 * ```ts
 * const { data, response }: WithResponse<SpecialEvent> = await client.withResponse.getSpecialEvent(eventId);
 * const requestId = response.headers.get('x-request-id');
 * ```
 */
export interface WithResponse<Data> {
  /** What the plain operation resolves to. */
  data: Data;
  /** The response `data` was read from. */
  response: Response;
}

/** The operations that make one request each; the iterators make many, so they have no raw form. */
type SingleRequestOperations<Version extends MuseumApiVersion> = Omit<
  MuseumClient<Version>,
  'apiVersion' | 'withResponse' | 'iterateSpecialEvents' | 'iterateMuseumHours' | 'buyMuseumTickets'
>;

/**
 * `client.withResponse`: every single-request operation of {@link MuseumClient}, with the same
 * arguments, resolving to {@link WithResponse} of what it resolves to (`buyMuseumTickets` still narrows
 * its confirmation to the ticket type bought).
 *
 * @example
 * ```ts
 * const raw: MuseumClientWithResponse = client.withResponse;
 * const { data: days, response } = await raw.getMuseumHours({ limit: 7 });
 * ```
 */
export type MuseumClientWithResponse<Version extends MuseumApiVersion = '1.1'> = {
  [Name in keyof SingleRequestOperations<Version>]: (
    ...args: Parameters<SingleRequestOperations<Version>[Name]>
  ) => Promise<WithResponse<Awaited<ReturnType<SingleRequestOperations<Version>[Name]>>>>;
} & {
  /** {@link MuseumClient.buyMuseumTickets}, with the response. */
  buyMuseumTickets<Type extends TicketType>(
    purchase: PurchaseOfType<Type, Version>,
    options?: MuseumIdempotentCallOptions,
  ): Promise<WithResponse<TicketConfirmationFor<Type, Version>>>;
};
