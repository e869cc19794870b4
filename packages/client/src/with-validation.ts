import type { MuseumApiVersion, MuseumContractLevel } from '@museum-api/core';
import {
  museumApi11,
  museumApi12,
  museumContractLevels,
  PublishedUuidSchema,
  publishedQueries,
} from '@museum-api/core/published';
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
  TicketPurchase12Schema,
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

/**
 * Checks the whole response body of `operation`, once it has arrived, against each schema in
 * turn (the published one first, then any house one); keeps the response and the body as sent,
 * fields the schemas do not name included.
 */
const checkResponse = async <Output>(
  operation: keyof MuseumClient,
  schemas: readonly Schema<unknown>[],
  answer: Promise<WithResponse<unknown>>,
): Promise<WithResponse<Output>> => {
  const { data, response } = await answer;
  for (const schema of schemas) check(operation, 'response', schema, data, '', response);
  return { data: data as Output, response };
};

/**
 * Options of {@link withValidation}.
 *
 * @example
 * ```ts
 * const options: MuseumValidationOptions = { level: 'house' };
 * ```
 */
export interface MuseumValidationOptions {
  /**
   * Which rules requests and answers must keep (see `MuseumContractLevel` in
   * `@museum-api/core`). `'spec'`: what the client's published version allows, both ways: a
   * request carries any value the description admits (an id a server gave, whatever its UUID
   * version bits), an answer may hold unknown fields and values without bounds. `'domain'` reads
   * each exchange as `'spec'` does: the domain rules relate several exchanges, and a client sees
   * one at a time. `'house'`: also this project's own rules, both ways (no unknown field, prices
   * and dates within our bounds, RFC 9562 UUIDs, `HH:mm` times), for tests against our mock.
   *
   * @default 'spec'
   * @example 'house'
   */
  level?: MuseumContractLevel;
}

/** The schemas each answer is read with, per version and level: published first, then house. */
const answerSchemas = (version: MuseumApiVersion, level: MuseumContractLevel) => {
  const spec =
    version === '1.1'
      ? {
          confirmation: museumApi11.schemas.BuyMuseumTicketsResponse,
          event: museumApi11.schemas.SpecialEventResponse,
          events: museumApi11.schemas.ListSpecialEventsResponse,
          hours: museumApi11.schemas.GetMuseumHoursResponse,
        }
      : {
          confirmation: museumApi12.schemas.MuseumTicketsConfirmation,
          event: museumApi12.schemas.SpecialEvent,
          events: museumApi12.schemas.SpecialEventCollection,
          hours: museumApi12.schemas.MuseumHours,
        };
  if (level !== 'house') {
    return {
      confirmation: [spec.confirmation],
      event: [spec.event],
      events: [spec.events],
      hours: [spec.hours],
    };
  }
  // Core's house confirmation is 1.1's shape (eventName, a required ticketId); 1.2's has no
  // house form yet, so its confirmation is read at the published level only.
  return {
    confirmation: version === '1.1' ? [spec.confirmation, TicketConfirmationSchema] : [spec.confirmation],
    event: [spec.event, SpecialEventSchema],
    events: [spec.events, SpecialEventListSchema],
    hours: [spec.hours, MuseumHoursSchema],
  };
};

/**
 * The schemas each request is checked with, per version and level: below `'house'` the
 * published ones, so nothing a server of that version could have given or would take is refused.
 */
const requestSchemas = (version: MuseumApiVersion, level: MuseumContractLevel) => {
  if (level === 'house') {
    return {
      purchase: version === '1.2' ? TicketPurchase12Schema : TicketPurchaseSchema,
      id: UuidSchema,
      event: NewSpecialEventSchema,
      patch: SpecialEventPatchSchema,
      events: ListSpecialEventsQuerySchema,
      hours: MuseumHoursQuerySchema,
    };
  }
  const published =
    version === '1.2'
      ? {
          purchase: museumApi12.schemas.BuyMuseumTickets,
          event: museumApi12.schemas.SpecialEvent,
          patch: museumApi12.schemas.SpecialEventFields,
        }
      : {
          purchase: museumApi11.schemas.BuyMuseumTicketsRequest,
          event: museumApi11.schemas.CreateSpecialEventRequest,
          patch: museumApi11.schemas.UpdateSpecialEventRequest,
        };
  return {
    ...published,
    id: PublishedUuidSchema,
    events: publishedQueries.listSpecialEvents,
    hours: publishedQueries.getMuseumHours,
  };
};

/**
 * Wraps a client so every request is checked before it is sent, and every response before it
 * is returned, `withResponse` included: at the `'spec'` level (the default) as the client's
 * published API version allows, so an id a server gave can always be sent back and unknown fields
 * and values the description admits never fail a call; at `'house'`, also by this project's own
 * rules (see {@link MuseumValidationOptions.level}). A mismatch throws a `MuseumValidationError` (for a response, with its `requestId`). Ticket images
 * are passed through (the client already checks their content type).
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { withValidation } from '@museum-api/client/validate';
 *
 * const client = withValidation(createMuseumClient({ baseUrl: 'https://museum.example/v1.1' }));
 * const strict = withValidation(createMuseumClient({ baseUrl: 'http://localhost:4010/v1.1' }), { level: 'house' });
 * ```
 */
export function withValidation<Version extends MuseumApiVersion>(
  client: MuseumClient<Version>,
  options: MuseumValidationOptions = {},
): MuseumClient<Version> {
  const { level = 'spec' } = options;
  if (!museumContractLevels.includes(level)) {
    throw new TypeError(
      `level must be one of ${museumContractLevels.join(', ')}, got ${JSON.stringify(level)}`,
    );
  }
  // Typed as the 1.1 client inside: the checks are the same code for both versions, and what
  // each returns is the body as sent, typed by the caller's version.
  const raw = client.withResponse as unknown as MuseumClient['withResponse'];
  const answers = answerSchemas(client.apiVersion, level);
  const requests = requestSchemas(client.apiVersion, level);
  const eventId = (operation: keyof MuseumClient, id: string) =>
    checkRequest(operation, requests.id, id, 'eventId');

  // Every operation is async, so a request that fails its check rejects instead of throwing.
  const validating = toMuseumClient<'1.1'>(
    {
      async buyMuseumTickets(purchase, call) {
        const valid = checkRequest<unknown>(
          'buyMuseumTickets',
          requests.purchase,
          purchase,
        ) as typeof purchase;
        const answer = await checkResponse(
          'buyMuseumTickets',
          answers.confirmation,
          raw.buyMuseumTickets(valid, call),
        );
        return answer as WithResponse<TicketConfirmationFor<(typeof purchase)['ticketType']>>;
      },
      getTicketCode: async (ticketId, call) =>
        raw.getTicketCode(checkRequest('getTicketCode', requests.id, ticketId, 'ticketId'), call),
      createSpecialEvent: async (event, call) => {
        const valid = checkRequest('createSpecialEvent', requests.event, event) as typeof event;
        return checkResponse('createSpecialEvent', answers.event, raw.createSpecialEvent(valid, call));
      },
      listSpecialEvents: async (query = {}, call) => {
        const valid = checkRequest('listSpecialEvents', requests.events, query, 'query') as typeof query;
        return checkResponse('listSpecialEvents', answers.events, raw.listSpecialEvents(valid, call));
      },
      getSpecialEvent: async (id, call) =>
        checkResponse(
          'getSpecialEvent',
          answers.event,
          raw.getSpecialEvent(eventId('getSpecialEvent', id), call),
        ),
      updateSpecialEvent: async (id, patch, call) => {
        // Id before patch, the order the store checks them in, so bad input fails on the same field.
        const validId = eventId('updateSpecialEvent', id);
        const valid = checkRequest('updateSpecialEvent', requests.patch, patch) as typeof patch;
        return checkResponse(
          'updateSpecialEvent',
          answers.event,
          raw.updateSpecialEvent(validId, valid, call),
        );
      },
      deleteSpecialEvent: async (id, call) => raw.deleteSpecialEvent(eventId('deleteSpecialEvent', id), call),
      getMuseumHours: async (query = {}, call) => {
        const valid = checkRequest('getMuseumHours', requests.hours, query, 'query') as typeof query;
        return checkResponse('getMuseumHours', answers.hours, raw.getMuseumHours(valid, call));
      },
    },
    '1.1',
  );
  return { ...validating, apiVersion: client.apiVersion } as unknown as MuseumClient<Version>;
}

/**
 * {@link createMuseumClient} with {@link withValidation} applied: the client to use while
 * developing against a new server, or anywhere the extra gzip of zod and core's schemas is worth
 * the checks. `level` is {@link MuseumValidationOptions.level}.
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
export function createValidatingMuseumClient<Version extends MuseumApiVersion = '1.1'>(
  options: MuseumClientOptions<Version> & MuseumValidationOptions,
): MuseumClient<Version> {
  const { level, ...clientOptions } = options;
  return withValidation(createMuseumClient<Version>(clientOptions), level ? { level } : {});
}
