import type { MuseumApiVersion } from '@museum-api/core';
import { type MuseumOperation, museumOperations } from '@museum-api/core/http';
import {
  museumApi11,
  museumApi12,
  museumSuccessSchema,
  PublishedUuidSchema,
  publishedQueries,
} from '@museum-api/core/published';
import { MuseumDomainError } from '@museum-api/core/schemas';
import type { MuseumClient, MuseumClientWithResponse, WithResponse } from './client-interface.ts';
import type { MuseumClientOptions } from './client-options.ts';
import { createMuseumClient } from './create-museum-client.ts';
import { MuseumValidationError } from './errors/validation-error.ts';
import type { MuseumHouseRules } from './house-rules.ts';
import { toMuseumClient } from './to-museum-client.ts';

type ZodError = Parameters<typeof MuseumDomainError.fromZod>[0];

/** The one thing this module needs of a zod schema, so it does not depend on zod's own types. */
interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: ZodError };
}

/**
 * Checks `value` against `schema`, what `operation` sends (`direction` 'request', `path` naming
 * the argument when it is not the body) or what it got back.
 */
function check(
  operation: string,
  direction: 'request' | 'response',
  schema: Schema,
  value: unknown,
  path: string,
  response?: Response,
): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Core already turns zod issues into the API's problem-issue shape; reuse it so a client-side
  // rejection reads exactly like the server's 400.
  const { issues } = MuseumDomainError.fromZod(result.error, path);
  throw new MuseumValidationError(operation, direction, issues, { cause: result.error }, response);
}

/**
 * Options of {@link withValidation}.
 *
 * @example
 * ```ts
 * const options: MuseumValidationOptions = { level: houseRules };
 * ```
 */
export interface MuseumValidationOptions {
  /**
   * Which rules requests and answers must keep (the levels of core's `MuseumContractLevel`).
   * `'spec'`: what the client's published version allows, both ways: a request carries any value
   * the description admits (an id a server gave, whatever its UUID version bits), an answer may
   * hold unknown fields and values without bounds. `'domain'` reads each exchange as `'spec'`
   * does: the domain rules relate several exchanges, and a client sees one at a time.
   * `houseRules` (from this entry): also this project's own rules, both ways, for tests against
   * our mock; a value, so programs that do not use it ship none of its schemas.
   *
   * @default 'spec'
   * @example houseRules
   */
  level?: 'spec' | 'domain' | MuseumHouseRules;
}

/**
 * The published schemas of each request of `version`: the body or query of each operation that
 * takes one, and `id` for every path parameter, so nothing a server of that version could have
 * given or would take is refused.
 */
const publishedRequests = (version: MuseumApiVersion) => ({
  ...(version === '1.2'
    ? {
        buyMuseumTickets: museumApi12.schemas.BuyMuseumTickets,
        createSpecialEvent: museumApi12.schemas.SpecialEvent,
        updateSpecialEvent: museumApi12.schemas.SpecialEventFields,
      }
    : {
        buyMuseumTickets: museumApi11.schemas.BuyMuseumTicketsRequest,
        createSpecialEvent: museumApi11.schemas.CreateSpecialEventRequest,
        updateSpecialEvent: museumApi11.schemas.UpdateSpecialEventRequest,
      }),
  id: PublishedUuidSchema,
  ...publishedQueries,
});

/**
 * Wraps a client so every request is checked before it is sent, and every response before it
 * is returned, `withResponse` included: at the `'spec'` level (the default) as the client's
 * published API version allows, so an id a server gave can always be sent back and unknown fields
 * and values the description admits never fail a call; with `houseRules`, also by this project's own
 * rules (see {@link MuseumValidationOptions.level}). A mismatch throws a `MuseumValidationError` (for a response, with its `requestId`). Ticket images
 * are passed through (the client already checks their content type).
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { houseRules, withValidation } from '@museum-api/client/validate';
 *
 * const client = withValidation(createMuseumClient({ baseUrl: 'https://museum.example/v1.1' }));
 * const strict = withValidation(createMuseumClient({ baseUrl: 'http://localhost:4010/v1.1' }), { level: houseRules });
 * ```
 */
export function withValidation<Version extends MuseumApiVersion>(
  client: MuseumClient<Version>,
  options: MuseumValidationOptions = {},
): MuseumClient<Version> {
  const { level = 'spec' } = options;
  const house = level && typeof level === 'object' ? level : undefined;
  if (house?.level !== 'house' && level !== 'spec' && level !== 'domain') {
    const given = house ? 'another object' : JSON.stringify(level);
    throw new TypeError(
      `level must be 'spec', 'domain' or houseRules (from @museum-api/client/validate), got ${given}`,
    );
  }
  const raw = client.withResponse as unknown as Record<
    string,
    (...args: unknown[]) => Promise<WithResponse<unknown>>
  >;
  const version = client.apiVersion;
  const requests = (house?.requests(version) ?? publishedRequests(version)) as Record<string, Schema>;
  const answers = (house?.answers(version) ?? {}) as Record<string, Schema>;
  // Each operation of core's table: its path parameters checked first (the order the store
  // checks them in, so bad input fails on the same field), then its body or query, then its
  // answer: the published schema, then at the house level this project's. Every operation is
  // async, so a request that fails its check rejects instead of throwing. Ticket images and
  // deletions have no body to check.
  const validating = Object.fromEntries(
    Object.entries(museumOperations).map(([operation, { method, path }]) => [
      operation,
      async (...args: unknown[]) => {
        const params = path.match(/(?<=:)\w+/g) ?? [];
        params.forEach((param, index) => {
          args[index] = check(operation, 'request', requests.id as Schema, args[index], param);
        });
        const input = requests[operation];
        const at = params.length;
        if (input) {
          const query = method === 'GET';
          args[at] = check(
            operation,
            'request',
            input,
            query ? (args[at] ?? {}) : args[at],
            query ? 'query' : '',
          );
        }
        const answer = await raw[operation]?.(...args);
        const published = museumSuccessSchema(version, operation as MuseumOperation)?.schema;
        for (const schema of [published, answers[operation]]) {
          if (schema) check(operation, 'response', schema as Schema, answer?.data, '', answer?.response);
        }
        return answer;
      },
    ]),
  ) as unknown as MuseumClientWithResponse<Version>;
  return toMuseumClient(validating, version);
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
