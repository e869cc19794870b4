import {
  ListSpecialEventsQuerySchema,
  MuseumDomainError,
  MuseumHoursQuerySchema,
  MuseumHoursSchema,
  NewSpecialEventSchema,
  SpecialEventListSchema,
  SpecialEventPatchSchema,
  SpecialEventSchema,
  TicketConfirmationSchema,
  TicketPurchaseSchema,
  UuidSchema,
} from '@museum-api/core';
import { createMuseumClient } from './create-museum-client.ts';
import { MuseumValidationError } from './errors/museum-validation-error.ts';
import type { MuseumClient } from './museum-client.ts';
import type { MuseumClientOptions } from './options.ts';
import { paginate } from './paginate.ts';

type ZodError = Parameters<typeof MuseumDomainError.fromZod>[0];

/** The one thing this module needs of a zod schema, so it does not depend on zod's own types. */
interface Schema<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: ZodError };
}

function check<Output>(
  schema: Schema<Output>,
  value: unknown,
  operation: keyof MuseumClient,
  direction: 'request' | 'response',
  path: string,
): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Core already turns zod issues into the API's problem-issue shape; reuse it so a client-side
  // rejection reads exactly like the server's 400.
  const { issues } = MuseumDomainError.fromZod(result.error, path);
  throw new MuseumValidationError(operation, direction, issues, { cause: result.error });
}

/**
 * Wraps a client so every request is checked against the API's zod schemas before it is sent,
 * and every response before it is returned; a mismatch throws a `MuseumValidationError`. Ticket
 * images are passed through (the client already checks their content type).
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { withValidation } from '@museum-api/client/validate';
 *
 * const client = withValidation(createMuseumClient({ baseUrl: 'https://museum.example/v1.1' }));
 * ```
 */
export function withValidation(client: MuseumClient): MuseumClient {
  const eventId = (operation: keyof MuseumClient, id: string) =>
    check(UuidSchema, id, operation, 'request', 'eventId');
  const listSpecialEvents: MuseumClient['listSpecialEvents'] = async (query = {}, call) =>
    check(
      SpecialEventListSchema,
      await client.listSpecialEvents(
        check(ListSpecialEventsQuerySchema, query, 'listSpecialEvents', 'request', 'query'),
        call,
      ),
      'listSpecialEvents',
      'response',
      '',
    );
  const getMuseumHours: MuseumClient['getMuseumHours'] = async (query = {}, call) =>
    check(
      MuseumHoursSchema,
      await client.getMuseumHours(
        check(MuseumHoursQuerySchema, query, 'getMuseumHours', 'request', 'query'),
        call,
      ),
      'getMuseumHours',
      'response',
      '',
    );

  return {
    async buyTicket(purchase, call) {
      const valid = check(TicketPurchaseSchema, purchase, 'buyTicket', 'request', '');
      const confirmation = await client.buyTicket(valid, call);
      return check(
        TicketConfirmationSchema,
        confirmation,
        'buyTicket',
        'response',
        '',
      ) as typeof confirmation;
    },
    getTicketQrImage: (ticketId, call) =>
      client.getTicketQrImage(check(UuidSchema, ticketId, 'getTicketQrImage', 'request', 'ticketId'), call),
    createSpecialEvent: async (event, call) =>
      check(
        SpecialEventSchema,
        await client.createSpecialEvent(
          check(NewSpecialEventSchema, event, 'createSpecialEvent', 'request', ''),
          call,
        ),
        'createSpecialEvent',
        'response',
        '',
      ),
    listSpecialEvents,
    iterateSpecialEvents: (query = {}, call) => paginate((page) => listSpecialEvents(page, call), query),
    getSpecialEvent: async (id, call) =>
      check(
        SpecialEventSchema,
        await client.getSpecialEvent(eventId('getSpecialEvent', id), call),
        'getSpecialEvent',
        'response',
        '',
      ),
    updateSpecialEvent: async (id, patch, call) =>
      check(
        SpecialEventSchema,
        await client.updateSpecialEvent(
          eventId('updateSpecialEvent', id),
          check(SpecialEventPatchSchema, patch, 'updateSpecialEvent', 'request', ''),
          call,
        ),
        'updateSpecialEvent',
        'response',
        '',
      ),
    deleteSpecialEvent: (id, call) => client.deleteSpecialEvent(eventId('deleteSpecialEvent', id), call),
    getMuseumHours,
    iterateMuseumHours: (query = {}, call) => paginate((page) => getMuseumHours(page, call), query),
  };
}

/**
 * {@link createMuseumClient} with {@link withValidation} applied: the client to use while
 * developing against a new server, or anywhere the extra ≈ 25 kB of zod is worth the checks.
 *
 * @example
 * ```ts
 * import { createValidatingMuseumClient } from '@museum-api/client/validate';
 *
 * const client = createValidatingMuseumClient({ baseUrl: 'https://museum.example/v1.1' });
 * await client.createSpecialEvent({ name: '', location: 'Hall B', eventDescription: 'x', dates: [], price: -1 });
 * // throws MuseumValidationError before sending: name, dates and price are invalid
 * ```
 */
export function createValidatingMuseumClient(options: MuseumClientOptions): MuseumClient {
  return withValidation(createMuseumClient(options));
}
