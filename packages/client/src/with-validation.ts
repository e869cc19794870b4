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
import type { MuseumClient, TicketConfirmationFor, WithResponse } from './museum-client.ts';
import type { MuseumClientOptions } from './options.ts';
import { toMuseumClient } from './to-museum-client.ts';

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
  response?: Response,
): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Core already turns zod issues into the API's problem-issue shape; reuse it so a client-side
  // rejection reads exactly like the server's 400.
  const { issues } = MuseumDomainError.fromZod(result.error, path);
  throw new MuseumValidationError(operation, direction, issues, { cause: result.error }, response);
}

/** Checks what `operation` is about to send; `path` names the argument when it is not the body. */
const checkRequest = <Output>(
  operation: keyof MuseumClient,
  schema: Schema<Output>,
  value: unknown,
  path = '',
) => check(operation, 'request', schema, value, path);

/** Checks the whole response body of `operation`, once it has arrived; keeps the response. */
const checkResponse = async <Output>(
  operation: keyof MuseumClient,
  schema: Schema<Output>,
  answer: Promise<WithResponse<unknown>>,
): Promise<WithResponse<Output>> => {
  const { data, response } = await answer;
  return { data: check(operation, 'response', schema, data, '', response), response };
};

/**
 * Wraps a client so every request is checked against the API's zod schemas before it is sent,
 * and every response before it is returned, `withResponse` included; a mismatch throws a
 * `MuseumValidationError` (for a response, with its `requestId`). Ticket images are passed
 * through (the client already checks their content type).
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
  const raw = client.withResponse;
  const eventId = (operation: keyof MuseumClient, id: string) =>
    checkRequest(operation, UuidSchema, id, 'eventId');

  // Every operation is async, so a request that fails its check rejects instead of throwing.
  return toMuseumClient({
    async buyTicket(purchase, call) {
      const valid = checkRequest('buyTicket', TicketPurchaseSchema, purchase);
      const answer = await checkResponse('buyTicket', TicketConfirmationSchema, raw.buyTicket(valid, call));
      return answer as WithResponse<TicketConfirmationFor<(typeof purchase)['ticketType']>>;
    },
    getTicketQrImage: async (ticketId, call) =>
      raw.getTicketQrImage(checkRequest('getTicketQrImage', UuidSchema, ticketId, 'ticketId'), call),
    createSpecialEvent: async (event, call) => {
      const valid = checkRequest('createSpecialEvent', NewSpecialEventSchema, event);
      return checkResponse('createSpecialEvent', SpecialEventSchema, raw.createSpecialEvent(valid, call));
    },
    listSpecialEvents: async (query = {}, call) => {
      const valid = checkRequest('listSpecialEvents', ListSpecialEventsQuerySchema, query, 'query');
      return checkResponse('listSpecialEvents', SpecialEventListSchema, raw.listSpecialEvents(valid, call));
    },
    getSpecialEvent: async (id, call) =>
      checkResponse(
        'getSpecialEvent',
        SpecialEventSchema,
        raw.getSpecialEvent(eventId('getSpecialEvent', id), call),
      ),
    updateSpecialEvent: async (id, patch, call) => {
      // Id before patch, the order the store checks them in, so bad input fails on the same field.
      const validId = eventId('updateSpecialEvent', id);
      const valid = checkRequest('updateSpecialEvent', SpecialEventPatchSchema, patch);
      return checkResponse(
        'updateSpecialEvent',
        SpecialEventSchema,
        raw.updateSpecialEvent(validId, valid, call),
      );
    },
    deleteSpecialEvent: async (id, call) => raw.deleteSpecialEvent(eventId('deleteSpecialEvent', id), call),
    getMuseumHours: async (query = {}, call) => {
      const valid = checkRequest('getMuseumHours', MuseumHoursQuerySchema, query, 'query');
      return checkResponse('getMuseumHours', MuseumHoursSchema, raw.getMuseumHours(valid, call));
    },
  });
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
