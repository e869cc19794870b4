// Type-level tests: the option objects work with TanStack's React adapter as they are, and the
// types flow from the API to the component without a single annotation.

import type { MuseumClient, MuseumClientError, TicketImage } from '@museum-api/client';
import type { MuseumDay, SpecialEvent, TicketConfirmation, TicketPurchase } from '@museum-api/core';
import type { MuseumOperation } from '@museum-api/core/http';
import { type InfiniteData, QueryClient } from '@tanstack/query-core';
import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createMuseumQueries,
  type MuseumIdempotentRequestOptions,
  type MuseumRequestOptions,
} from './create-museum-queries.ts';
import { museumKeys } from './query-keys.ts';

declare const client: MuseumClient;
const museum = createMuseumQueries(client);

describe('queries with @tanstack/react-query', () => {
  it('infers SpecialEvent[] from useQuery over a list', () => {
    const { data, error } = useQuery(museum.specialEvents.list({ startDate: '2026-12-01' }));
    expectTypeOf(data).toEqualTypeOf<SpecialEvent[] | undefined>();
    expectTypeOf(error).toEqualTypeOf<MuseumClientError | null>();
  });

  it('gives defined data with useSuspenseQuery', () => {
    expectTypeOf(useSuspenseQuery(museum.specialEvents.detail('id')).data).toEqualTypeOf<SpecialEvent>();
    expectTypeOf(useSuspenseQuery(museum.museumHours.list()).data).toEqualTypeOf<MuseumDay[]>();
    expectTypeOf(useSuspenseQuery(museum.tickets.code('id')).data).toEqualTypeOf<TicketImage>();
  });

  it('accepts the infinite options in useInfiniteQuery and useSuspenseInfiniteQuery', () => {
    const { data, fetchNextPage } = useInfiniteQuery(museum.specialEvents.infinite({ limit: 5 }));
    // TanStack's hooks type the page params of an infinite result as unknown; the pages are typed.
    expectTypeOf(data).toEqualTypeOf<InfiniteData<SpecialEvent[], unknown> | undefined>();
    expectTypeOf(data?.pages).toEqualTypeOf<SpecialEvent[][] | undefined>();
    expectTypeOf(fetchNextPage).toBeFunction();
    const hours = useSuspenseInfiniteQuery(museum.museumHours.infinite());
    expectTypeOf(hours.data.pages).toEqualTypeOf<MuseumDay[][]>();
  });

  it('lets a caller add options and select, keeping the inference', () => {
    const { data } = useQuery({
      ...museum.specialEvents.list(),
      select: (events) => events.map((event) => event.name),
      staleTime: 60_000,
    });
    expectTypeOf(data).toEqualTypeOf<string[] | undefined>();
  });

  it('works in useQueries', () => {
    const [events, day] = useQueries({
      queries: [museum.specialEvents.list(), museum.museumHours.list({ limit: 1 })],
    });
    expectTypeOf(events.data).toEqualTypeOf<SpecialEvent[] | undefined>();
    expectTypeOf(day.data).toEqualTypeOf<MuseumDay[] | undefined>();
  });

  it('types mutations from their variables to their result', () => {
    const create = useMutation(museum.specialEvents.create());
    expectTypeOf(create.mutateAsync).returns.resolves.toEqualTypeOf<SpecialEvent>();
    const buy = useMutation(museum.tickets.buy());
    expectTypeOf(buy.data).toEqualTypeOf<TicketConfirmation | undefined>();
    useMutation(museum.specialEvents.update()).mutate({ eventId: 'id', patch: { price: 20 } });
    useMutation(museum.specialEvents.delete()).mutate('id');
  });
});

describe('keys', () => {
  it('type the cache: getQueryData knows what each key holds', () => {
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryData(museumKeys.specialEvents.detail('id'))).toEqualTypeOf<
      SpecialEvent | undefined
    >();
    expectTypeOf(queryClient.getQueryData(museum.keys.specialEvents.list({}))).toEqualTypeOf<
      SpecialEvent[] | undefined
    >();
    expectTypeOf(queryClient.getQueryData(museumKeys.specialEvents.infinite())).toEqualTypeOf<
      InfiniteData<SpecialEvent[], number> | undefined
    >();
  });
});

describe('wrong arguments do not compile', () => {
  it('rejects a malformed list query', () => {
    // @ts-expect-error startDate is an ISO date string, not a Date
    museum.specialEvents.list({ startDate: new Date() });
    // @ts-expect-error no such filter
    museum.specialEvents.list({ from: '2026-12-01' });
    // @ts-expect-error an infinite list supplies its own page
    museum.specialEvents.infinite({ page: 2 });
    // @ts-expect-error museum hours have no endDate
    museum.museumHours.list({ endDate: '2026-12-31' });
  });

  it('rejects wrong mutation variables', () => {
    // @ts-expect-error a new event needs all five fields
    useMutation(museum.specialEvents.create()).mutate({ name: 'Night tour' });
    // @ts-expect-error update takes the id and a patch, not a bare patch
    useMutation(museum.specialEvents.update()).mutate({ price: 20 });
    // @ts-expect-error an event ticket needs its eventId
    useMutation(museum.tickets.buy()).mutate({
      ticketType: 'event',
      ticketDate: '2026-12-01',
      email: 'a@b.c',
    });
    useMutation(museum.tickets.buy()).mutate({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      email: 'a@b.c',
      // @ts-expect-error a general ticket has no eventId
      eventId: 'x',
    });
    // @ts-expect-error a typo of price
    useMutation(museum.specialEvents.update()).mutate({ eventId: 'id', patch: { prcie: 20 } });
  });

  it('names the mutations by the operations they send', () => {
    expectTypeOf<keyof typeof museumKeys.mutations>().toEqualTypeOf<
      'buyMuseumTickets' | 'createSpecialEvent' | 'updateSpecialEvent' | 'deleteSpecialEvent'
    >();
    expectTypeOf<keyof typeof museumKeys.mutations>().toExtend<MuseumOperation>();
  });

  it('rejects a detail without an id and data of the wrong type', () => {
    // @ts-expect-error the event id is required
    museum.specialEvents.detail();
    const { data } = useQuery(museum.specialEvents.detail('id'));
    // @ts-expect-error an event is not a list
    data?.map((event) => event);
  });
});

describe('request options', () => {
  it('are taken by every factory, without a signal', () => {
    const call = { timeout: 3_000, retry: 1, headers: { 'x-screen': 'events' } };
    useQuery(museum.specialEvents.list({}, call));
    useInfiniteQuery(museum.specialEvents.infinite({ limit: 5 }, call));
    useQuery(museum.specialEvents.detail('id', call));
    useQuery(museum.museumHours.list({}, call));
    useInfiniteQuery(museum.museumHours.infinite({}, call));
    useQuery(museum.tickets.code('id', call));
    useMutation(museum.specialEvents.update(call));
    useMutation(museum.specialEvents.delete(call));
    expectTypeOf(useQuery(museum.specialEvents.list({}, call)).data).toEqualTypeOf<
      SpecialEvent[] | undefined
    >();
    // @ts-expect-error a query's signal is TanStack's
    museum.specialEvents.detail('id', { signal: AbortSignal.timeout(1) });
    // @ts-expect-error a timeout is milliseconds or false
    museum.specialEvents.list({}, { timeout: '3s' });
  });

  it('give the creating mutations an idempotency switch and a key function of their variables', () => {
    useMutation(museum.tickets.buy({ idempotency: false, timeout: 5_000 }));
    useMutation(
      museum.tickets.buy({
        idempotencyKey: (purchase) => {
          expectTypeOf(purchase).toEqualTypeOf<TicketPurchase>();
          return `checkout:${purchase.ticketDate}`;
        },
      }),
    );
    useMutation(museum.specialEvents.create({ idempotencyKey: (event) => event.name }));
    expectTypeOf<MuseumIdempotentRequestOptions<TicketPurchase>['idempotencyKey']>().toEqualTypeOf<
      ((variables: TicketPurchase) => string) | undefined
    >();
    // @ts-expect-error one fixed key would make every purchase the same one
    museum.tickets.buy({ idempotencyKey: 'checkout-42' });
    // @ts-expect-error a patch is never keyed
    museum.specialEvents.update({ idempotency: false });
    expectTypeOf<MuseumRequestOptions>().not.toHaveProperty('signal');
  });
});
