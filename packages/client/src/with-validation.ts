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
} from '@museum-api/core/schemas';
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
  operation: keyof MuseumClient,
  direction: 'request' | 'response',
  schema: Schema<Output>,
  value: unknown,
  path: string,
): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Core already turns zod issues into the API's problem-issue shape; reuse it so a client-side
  // rejection reads exactly like the server's 400.
  const { issues } = MuseumDomainError.fromZod(result.error, path);
  throw new MuseumValidationError(operation, direction, issues, { cause: result.error });
}

/** Checks what `operation` is about to send; `path` names the argument when it is not the body. */
const checkRequest = <Output>(
  operation: keyof MuseumClient,
  schema: Schema<Output>,
  value: unknown,
  path = '',
) => check(operation, 'request', schema, value, path);

/** Checks a whole response body of `operation`. */
const checkResponse = <Output>(operation: keyof MuseumClient, schema: Schema<Output>, value: unknown) =>
  check(operation, 'response', schema, value, '');

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
    checkRequest(operation, UuidSchema, id, 'eventId');
  const listSpecialEvents: MuseumClient['listSpecialEvents'] = async (query = {}, call) => {
    const valid = checkRequest('listSpecialEvents', ListSpecialEventsQuerySchema, query, 'query');
    const events = await client.listSpecialEvents(valid, call);
    return checkResponse('listSpecialEvents', SpecialEventListSchema, events);
  };
  const getMuseumHours: MuseumClient['getMuseumHours'] = async (query = {}, call) => {
    const valid = checkRequest('getMuseumHours', MuseumHoursQuerySchema, query, 'query');
    const days = await client.getMuseumHours(valid, call);
    return checkResponse('getMuseumHours', MuseumHoursSchema, days);
  };

  return {
    async buyTicket(purchase, call) {
      const valid = checkRequest('buyTicket', TicketPurchaseSchema, purchase);
      const confirmation = await client.buyTicket(valid, call);
      return checkResponse('buyTicket', TicketConfirmationSchema, confirmation) as typeof confirmation;
    },
    getTicketQrImage: (ticketId, call) =>
      client.getTicketQrImage(checkRequest('getTicketQrImage', UuidSchema, ticketId, 'ticketId'), call),
    createSpecialEvent: async (event, call) => {
      const valid = checkRequest('createSpecialEvent', NewSpecialEventSchema, event);
      const created = await client.createSpecialEvent(valid, call);
      return checkResponse('createSpecialEvent', SpecialEventSchema, created);
    },
    listSpecialEvents,
    iterateSpecialEvents: (query = {}, call) => paginate((page) => listSpecialEvents(page, call), query),
    getSpecialEvent: async (id, call) => {
      const event = await client.getSpecialEvent(eventId('getSpecialEvent', id), call);
      return checkResponse('getSpecialEvent', SpecialEventSchema, event);
    },
    updateSpecialEvent: async (id, patch, call) => {
      // Id before patch, the order the store checks them in, so bad input fails on the same field.
      const validId = eventId('updateSpecialEvent', id);
      const valid = checkRequest('updateSpecialEvent', SpecialEventPatchSchema, patch);
      const updated = await client.updateSpecialEvent(validId, valid, call);
      return checkResponse('updateSpecialEvent', SpecialEventSchema, updated);
    },
    deleteSpecialEvent: (id, call) => client.deleteSpecialEvent(eventId('deleteSpecialEvent', id), call),
    getMuseumHours,
    iterateMuseumHours: (query = {}, call) => paginate((page) => getMuseumHours(page, call), query),
  };
}

/**
 * {@link createMuseumClient} with {@link withValidation} applied: the client to use while
 * developing against a new server, or anywhere the extra ≈ 14 kB gzip of zod and core's schemas
 * is worth the checks.
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
