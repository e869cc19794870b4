import type { MuseumApiVersion, MuseumContractLevel } from '@museum-api/core';
import { type MuseumOperation, museumOperations } from '@museum-api/core/http';
import {
  museumApi11,
  museumApi12,
  museumContractLevels,
  museumSuccessSchema,
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
import type { MuseumClient, WithResponse } from './client-interface.ts';
import type { MuseumClientOptions } from './client-options.ts';
import { createMuseumClient } from './create-museum-client.ts';
import { MuseumValidationError } from './errors/validation-error.ts';
import { toMuseumClient } from './to-museum-client.ts';

type ZodError = Parameters<typeof MuseumDomainError.fromZod>[0];

/** The one thing this module needs of a zod schema, so it does not depend on zod's own types. */
interface Schema<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: ZodError };
}

function check<Output>(
  operation: MuseumOperation,
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
  operation: MuseumOperation,
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
  operation: keyof typeof houseSchemas,
  version: MuseumApiVersion,
  level: MuseumContractLevel,
  answer: Promise<WithResponse<unknown>>,
): Promise<WithResponse<Output>> => {
  const schemas = answerSchemas(operation, version, level);
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

// This project's own rules for each success body, read after the published schema at 'house'.
// Core's house confirmation is 1.1's shape (eventName, a required ticketId); 1.2's has no house
// form yet, so its confirmation is read at the published level only.
const houseSchemas = {
  buyMuseumTickets: TicketConfirmationSchema,
  createSpecialEvent: SpecialEventSchema,
  listSpecialEvents: SpecialEventListSchema,
  getSpecialEvent: SpecialEventSchema,
  updateSpecialEvent: SpecialEventSchema,
  getMuseumHours: MuseumHoursSchema,
};

/**
 * The schemas `operation`'s answer is read with: the published one of `version` (from core's
 * operations facts), then, at 'house', this project's own.
 */
const answerSchemas = (
  operation: keyof typeof houseSchemas,
  version: MuseumApiVersion,
  level: MuseumContractLevel,
): Schema<unknown>[] => {
  const published = museumSuccessSchema(version, operation)?.schema as Schema<unknown>;
  const house = level === 'house' && (version === '1.1' || operation !== 'buyMuseumTickets');
  return house ? [published, houseSchemas[operation]] : [published];
};

/**
 * The schemas each request is checked with, per version and level: the body or query of each
 * operation that takes one, and `id` for every path parameter. Below `'house'` the published
 * ones, so nothing a server of that version could have given or would take is refused.
 */
const requestSchemas = (version: MuseumApiVersion, level: MuseumContractLevel) => {
  if (level === 'house') {
    return {
      buyMuseumTickets: version === '1.2' ? TicketPurchase12Schema : TicketPurchaseSchema,
      id: UuidSchema,
      createSpecialEvent: NewSpecialEventSchema,
      updateSpecialEvent: SpecialEventPatchSchema,
      listSpecialEvents: ListSpecialEventsQuerySchema,
      getMuseumHours: MuseumHoursQuerySchema,
    };
  }
  const published =
    version === '1.2'
      ? {
          buyMuseumTickets: museumApi12.schemas.BuyMuseumTickets,
          createSpecialEvent: museumApi12.schemas.SpecialEvent,
          updateSpecialEvent: museumApi12.schemas.SpecialEventFields,
        }
      : {
          buyMuseumTickets: museumApi11.schemas.BuyMuseumTicketsRequest,
          createSpecialEvent: museumApi11.schemas.CreateSpecialEventRequest,
          updateSpecialEvent: museumApi11.schemas.UpdateSpecialEventRequest,
        };
  return { ...published, id: PublishedUuidSchema, ...publishedQueries };
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
  const raw = client.withResponse as unknown as Record<
    string,
    (...args: unknown[]) => Promise<WithResponse<unknown>>
  >;
  const version = client.apiVersion;
  const requests: Partial<Record<string, Schema<unknown>>> = requestSchemas(version, level);
  // Each operation of core's table: its path parameters checked first (the order the store
  // checks them in, so bad input fails on the same field), then its body or query, then its
  // answer. Every operation is async, so a request that fails its check rejects instead of
  // throwing. Ticket images and deletions have no body to check.
  const validating = Object.fromEntries(
    Object.entries(museumOperations).map(([operation, { method, path }]) => [
      operation,
      async (...args: unknown[]) => {
        const name = operation as MuseumOperation;
        const params = path.match(/(?<=:)\w+/g) ?? [];
        params.forEach((param, index) => {
          args[index] = checkRequest(name, requests.id as Schema<unknown>, args[index], param);
        });
        const input = requests[operation];
        const at = params.length;
        if (input) {
          const query = method === 'GET';
          args[at] = checkRequest(name, input, query ? (args[at] ?? {}) : args[at], query ? 'query' : '');
        }
        const answer = raw[operation]?.(...args) as Promise<WithResponse<unknown>>;
        return museumSuccessSchema(version, name)
          ? checkResponse(name as keyof typeof houseSchemas, version, level, answer)
          : answer;
      },
    ]),
  ) as unknown as MuseumClient['withResponse'];
  return {
    ...toMuseumClient<'1.1'>(validating, '1.1'),
    apiVersion: client.apiVersion,
  } as unknown as MuseumClient<Version>;
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
