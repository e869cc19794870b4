import {
  createIdempotencyKey,
  type MuseumCallOptions,
  type MuseumClient,
  type MuseumClientError,
  type MuseumIdempotentCallOptions,
  type TicketImage,
} from '@museum-api/client';
import type {
  ListSpecialEventsQuery,
  MuseumDay,
  MuseumHoursQuery,
  NewSpecialEvent,
  SpecialEvent,
  SpecialEventPatch,
  TicketConfirmation,
  TicketPurchase,
} from '@museum-api/core';
import type {
  DataTag,
  InfiniteData,
  MutationFunctionContext,
  QueryFunctionContext,
  QueryKey,
} from '@tanstack/query-core';
import { cachedEventDates, invalidateEventLists } from './event-cache-effects.ts';
import { type MuseumQueriesOptions, normalizeOptions } from './queries-options.ts';
import { type InfiniteListQuery, type MuseumKeys, museumKeys } from './query-keys.ts';
import { museumRetry } from './query-retry.ts';

/**
 * The `retry` of every Museum query: up to the `retry` option's count, never after a 4xx. Typed
 * for both `Error` and `MuseumClientError`, so the options fit an adapter that assumes `Error`
 * (as `useQueries` does) while `useQuery` still infers `MuseumClientError` as the error.
 *
 * @example
 * ```ts
 * const retry: MuseumRetry = museum.specialEvents.list().retry;
 * ```
 */
export type MuseumRetry = ((failureCount: number, error: Error) => boolean) &
  ((failureCount: number, error: MuseumClientError) => boolean);

/**
 * Options of one Museum query, accepted as they are by every TanStack adapter (`useQuery`,
 * `useSuspenseQuery`, `createQuery`, `queryClient.fetchQuery`, …). Spread them to add your own.
 *
 * @example
 * ```ts
 * const options: MuseumQueryOptions<SpecialEvent> = museum.specialEvents.detail(eventId);
 * useQuery({ ...options, staleTime: 60_000 });
 * ```
 */
export interface MuseumQueryOptions<Data, Key extends QueryKey = QueryKey> {
  queryKey: DataTag<Key, Data, MuseumClientError>;
  /** Fetches through the client, passing TanStack's `AbortSignal` on. */
  queryFn: (context: QueryFunctionContext<Key>) => Promise<Data>;
  retry: MuseumRetry;
  staleTime?: number;
}

/**
 * Options of one Museum infinite list, paged by the API's `page`: the next page exists while the
 * last one came back full (`limit` items).
 *
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(museum.specialEvents.infinite({ limit: 5 }));
 * ```
 */
export interface MuseumInfiniteQueryOptions<Page, Key extends QueryKey = QueryKey> {
  queryKey: DataTag<Key, InfiniteData<Page, number>, MuseumClientError>;
  /** Fetches one page (`pageParam` is the API's `page`), passing the `AbortSignal` on. */
  queryFn: (context: QueryFunctionContext<Key, number>) => Promise<Page>;
  initialPageParam: number;
  /** The next page while the last one came back full; `undefined` ends the list. */
  getNextPageParam: (lastPage: Page, allPages: Page[], lastPageParam: number) => number | undefined;
  retry: MuseumRetry;
}

/**
 * Options of one Museum mutation, for `useMutation` or `new MutationObserver`. Its cache effects
 * run inside `mutationFn`, so your own `onSuccess` adds to them instead of replacing them.
 *
 * @example
 * ```ts
 * const create = useMutation({ ...museum.specialEvents.create(), onSuccess: (event) => navigate(event.eventId) });
 * ```
 */
export interface MuseumMutationOptions<Data, Variables> {
  mutationKey: readonly unknown[];
  /** Calls the client, then applies the mutation's cache effects. */
  mutationFn: (variables: Variables, context: MutationFunctionContext) => Promise<Data>;
}

/**
 * Per-call options of the client (`timeout`, `retry`, `headers`) given to an option factory, for
 * every request its query or mutation makes. No `signal`: a query gets TanStack's, which aborts
 * the request when the query is cancelled, and TanStack does not abort mutations. The options
 * are not part of the query key.
 *
 * @example
 * ```ts
 * useQuery(museum.specialEvents.detail(eventId, { timeout: 3_000, headers: { 'x-screen': 'event' } }));
 * ```
 */
export type MuseumRequestOptions = Omit<MuseumCallOptions, 'signal'>;

/**
 * Options of the two mutations that create something (`tickets.buy()`, `specialEvents.create()`):
 * the {@link MuseumRequestOptions}, and their idempotency key. Each `mutate` call gets one key,
 * kept when TanStack retries that mutation (its `retry` option), so a retry the server already
 * carried out is answered with its first outcome instead of a second ticket; the next `mutate`
 * gets a new key.
 *
 * @example
 * ```ts
 * // A key per checkout, not per click: a second click on "Pay" is the same purchase.
 * const buy = useMutation({ ...museum.tickets.buy({ idempotencyKey: () => checkout.key }), retry: 3 });
 * ```
 */
export type MuseumIdempotentRequestOptions<Variables> = MuseumRequestOptions & {
  /**
   * Send an `Idempotency-Key` and let the client retry the call (`true`), or neither (`false`).
   *
   * @default true
   * @example false
   */
  idempotency?: boolean;
  /**
   * The key of a `mutate` call, asked once per call (TanStack's retries of it reuse the answer).
   *
   * @default a new random UUID per `mutate` call
   * @example (purchase) => `${checkoutId}:${purchase.ticketDate}`
   */
  idempotencyKey?: (variables: Variables) => string;
};

/**
 * What `updateSpecialEvent` mutations take: the event and the fields to change.
 *
 * @example
 * ```ts
 * update.mutate({ eventId, patch: { price: 20 } });
 * ```
 */
export interface SpecialEventUpdate {
  eventId: string;
  patch: SpecialEventPatch;
}

/**
 * Query and mutation options for every operation of the Museum API, made by
 * {@link createMuseumQueries}.
 *
 * @example
 * ```ts
 * const museum: MuseumQueries = createMuseumQueries(client);
 * ```
 */
export interface MuseumQueries {
  /** The query keys, the same object as the exported `museumKeys`. */
  keys: MuseumKeys;
  specialEvents: {
    /** One page of events (`listSpecialEvents`). */
    list(
      query?: ListSpecialEventsQuery,
      options?: MuseumRequestOptions,
    ): MuseumQueryOptions<SpecialEvent[], ReturnType<MuseumKeys['specialEvents']['list']>>;
    /** Every event in the window, page by page (`limit` per page, default 10). */
    infinite(
      query?: InfiniteListQuery<ListSpecialEventsQuery>,
      options?: MuseumRequestOptions,
    ): MuseumInfiniteQueryOptions<SpecialEvent[], ReturnType<MuseumKeys['specialEvents']['infinite']>>;
    /** One event (`getSpecialEvent`). */
    detail(
      eventId: string,
      options?: MuseumRequestOptions,
    ): MuseumQueryOptions<SpecialEvent, ReturnType<MuseumKeys['specialEvents']['detail']>>;
    /**
     * Creates an event under an idempotency key per `mutate` call; writes its detail and
     * invalidates the lists whose window covers its dates.
     */
    create(
      options?: MuseumIdempotentRequestOptions<NewSpecialEvent>,
    ): MuseumMutationOptions<SpecialEvent, NewSpecialEvent>;
    /** Changes an event; writes its detail and invalidates the lists covering its old or new dates. */
    update(options?: MuseumRequestOptions): MuseumMutationOptions<SpecialEvent, SpecialEventUpdate>;
    /**
     * Deletes an event (`deleteSpecialEvent`; variables: its id); drops its detail and invalidates
     * the lists covering its dates.
     */
    delete(options?: MuseumRequestOptions): MuseumMutationOptions<void, string>;
  };
  museumHours: {
    /** One page of open days (`getMuseumHours`). */
    list(
      query?: MuseumHoursQuery,
      options?: MuseumRequestOptions,
    ): MuseumQueryOptions<MuseumDay[], ReturnType<MuseumKeys['museumHours']['list']>>;
    /** Open days page by page (`limit` per page, default 10). */
    infinite(
      query?: InfiniteListQuery<MuseumHoursQuery>,
      options?: MuseumRequestOptions,
    ): MuseumInfiniteQueryOptions<MuseumDay[], ReturnType<MuseumKeys['museumHours']['infinite']>>;
  };
  tickets: {
    /**
     * Buys a ticket under an idempotency key per `mutate` call. Touches no cached query: a ticket
     * changes no event, list or opening day.
     */
    buy(
      options?: MuseumIdempotentRequestOptions<TicketPurchase>,
    ): MuseumMutationOptions<TicketConfirmation, TicketPurchase>;
    /**
     * A ticket's PNG with its QR code (`getTicketCode`); never stale, since the same ticket always
     * has the same image.
     */
    code(
      ticketId: string,
      options?: MuseumRequestOptions,
    ): MuseumQueryOptions<TicketImage, ReturnType<MuseumKeys['tickets']['code']>>;
  };
}

/** The API's page size when a query names none. */
const defaultPageSize = 10;

/**
 * TanStack Query options for the Museum API over a `@museum-api/client`, for any adapter (React,
 * Vue, Solid, Svelte, Angular) or a bare `QueryClient`. Queries pass TanStack's `AbortSignal` to
 * the client and fail with the client's typed errors; mutations keep the cache true to the API's
 * rules (see the README's invalidation table).
 *
 * @example
 * ```ts
 * const museum = createMuseumQueries(createMuseumClient({ baseUrl, credentials }));
 * const { data: events } = useQuery(museum.specialEvents.list({ startDate: '2026-12-01' }));
 * const create = useMutation(museum.specialEvents.create());
 * ```
 */
export function createMuseumQueries(client: MuseumClient, options?: MuseumQueriesOptions): MuseumQueries {
  const { retry: limit, now } = normalizeOptions(options);
  const retry = museumRetry(limit);
  const keys = museumKeys;
  // One retry owner: where TanStack retries queries, the client does not (a call's own `retry` wins).
  const owned = limit > 0 ? { retry: 0 } : {};
  const queryCall = (call: MuseumRequestOptions | undefined, signal: AbortSignal): MuseumCallOptions => ({
    ...owned,
    ...call,
    signal,
  });

  const infinite = <Page extends unknown[], Key extends QueryKey>(
    queryKey: DataTag<Key, InfiniteData<Page, number>, MuseumClientError>,
    pageSize: number | undefined,
    fetchPage: (page: number, signal: AbortSignal) => Promise<Page>,
  ): MuseumInfiniteQueryOptions<Page, Key> => ({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    // A short page is the last one; a full last page costs one more (empty) request.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < (pageSize ?? defaultPageSize) ? undefined : lastPageParam + 1,
    retry,
  });

  /** The dates an event has before a change: from the cache, or asked of the API when not cached. */
  const datesBefore = async (
    cache: MutationFunctionContext['client'],
    eventId: string,
    call: MuseumRequestOptions | undefined,
  ) => cachedEventDates(cache, eventId) ?? (await client.getSpecialEvent(eventId, call)).dates;

  // TanStack hands every attempt of one `mutate` call the same context object and a new `mutate`
  // a new one: keyed by it, the idempotency key is fixed per call and shared by its retries.
  const keysOfCalls = new WeakMap<MutationFunctionContext, string>();
  const keyedCall = <Variables>(
    options: MuseumIdempotentRequestOptions<Variables> = {},
    variables: Variables,
    context: MutationFunctionContext,
  ): MuseumIdempotentCallOptions => {
    const { idempotency, idempotencyKey, ...call } = options;
    if (idempotency === false) return { ...call, idempotency };
    let key = keysOfCalls.get(context);
    if (key === undefined) {
      key = idempotencyKey?.(variables) ?? createIdempotencyKey();
      keysOfCalls.set(context, key);
    }
    return { ...call, idempotencyKey: key };
  };

  return {
    keys,
    specialEvents: {
      list: (query = {}, call) => ({
        queryKey: keys.specialEvents.list(query),
        queryFn: ({ signal }) => client.listSpecialEvents(query, queryCall(call, signal)),
        retry,
      }),
      infinite: (query = {}, call) =>
        infinite(keys.specialEvents.infinite(query), query.limit, (page, signal) =>
          client.listSpecialEvents({ ...query, page }, queryCall(call, signal)),
        ),
      detail: (eventId, call) => ({
        queryKey: keys.specialEvents.detail(eventId),
        queryFn: ({ signal }) => client.getSpecialEvent(eventId, queryCall(call, signal)),
        retry,
      }),
      create: (options) => ({
        mutationKey: keys.mutations.createSpecialEvent(),
        mutationFn: async (draft, context) => {
          const event = await client.createSpecialEvent(draft, keyedCall(options, draft, context));
          context.client.setQueryData(keys.specialEvents.detail(event.eventId), event);
          await invalidateEventLists(context.client, event.dates, now());
          return event;
        },
      }),
      update: (call) => ({
        mutationKey: keys.mutations.updateSpecialEvent(),
        mutationFn: async ({ eventId, patch }, { client: cache }) => {
          // Without new dates the old ones are the response's; with new dates they must be known first.
          const before = patch.dates ? await datesBefore(cache, eventId, call) : [];
          const event = await client.updateSpecialEvent(eventId, patch, call);
          cache.setQueryData(keys.specialEvents.detail(event.eventId), event);
          await invalidateEventLists(cache, [...before, ...event.dates], now());
          return event;
        },
      }),
      delete: (call) => ({
        mutationKey: keys.mutations.deleteSpecialEvent(),
        mutationFn: async (eventId, { client: cache }) => {
          const before = await datesBefore(cache, eventId, call);
          await client.deleteSpecialEvent(eventId, call);
          cache.removeQueries({ queryKey: keys.specialEvents.detail(eventId), exact: true });
          await invalidateEventLists(cache, before, now());
        },
      }),
    },
    museumHours: {
      list: (query = {}, call) => ({
        queryKey: keys.museumHours.list(query),
        queryFn: ({ signal }) => client.getMuseumHours(query, queryCall(call, signal)),
        retry,
      }),
      infinite: (query = {}, call) =>
        infinite(keys.museumHours.infinite(query), query.limit, (page, signal) =>
          client.getMuseumHours({ ...query, page }, queryCall(call, signal)),
        ),
    },
    tickets: {
      buy: (options) => ({
        mutationKey: keys.mutations.buyMuseumTickets(),
        mutationFn: (purchase, context) =>
          client.buyMuseumTickets(purchase, keyedCall(options, purchase, context)),
      }),
      code: (ticketId, call) => ({
        queryKey: keys.tickets.code(ticketId),
        queryFn: ({ signal }) => client.getTicketCode(ticketId, queryCall(call, signal)),
        retry,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    },
  };
}
