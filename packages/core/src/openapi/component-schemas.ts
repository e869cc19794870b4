// zod/mini as in core's schemas: `zod` would load its chained classes with core's root entry.
import * as z from 'zod/mini';
import { MuseumDaySchema, MuseumHoursQuerySchema, MuseumHoursSchema } from '../schemas/opening-hours.ts';
import { ProblemDetailsSchema, ProblemIssueSchema } from '../schemas/problem-details.ts';
import {
  ListSpecialEventsQuerySchema,
  NewSpecialEventSchema,
  SpecialEventListSchema,
  SpecialEventPatchSchema,
  SpecialEventSchema,
} from '../schemas/special-event.ts';
import {
  EventTicketPurchaseSchema,
  GeneralTicketPurchaseSchema,
  TicketConfirmationSchema,
  TicketPurchaseSchema,
} from '../schemas/ticket.ts';
import type { JsonSchema } from './open-api-types.ts';

/**
 * The core schemas that travel over HTTP, which become `components/schemas`. Each carries a
 * `.meta({ id })` in core; that id is its component name. Core's other schemas (the stored
 * `Ticket`, the schedule) are not part of the interface and stay out.
 *
 * @example
 * ```ts
 * interfaceSchemas.map((schema) => z.globalRegistry.get(schema)?.id); // ['TicketPurchase', …]
 * ```
 */
export const interfaceSchemas = [
  TicketPurchaseSchema,
  GeneralTicketPurchaseSchema,
  EventTicketPurchaseSchema,
  TicketConfirmationSchema,
  NewSpecialEventSchema,
  SpecialEventPatchSchema,
  SpecialEventSchema,
  SpecialEventListSchema,
  MuseumHoursSchema,
  MuseumDaySchema,
  ProblemDetailsSchema,
  ProblemIssueSchema,
] as const;

const componentPrefix = '#/components/schemas/';

// Bodies are described as the schemas *accept* them ("input"): that is the wire format for both
// directions, since clients parse responses with the same schemas. It also keeps problem details
// open to RFC 9457 extension members, which zod's output view would forbid.
const conversion = { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' } as const;

/**
 * Converts core's interface schemas to JSON Schema 2020-12 (OpenAPI 3.1's dialect) with
 * `z.toJSONSchema`, one component per `.meta({ id })`, cross-references as
 * `#/components/schemas/<id>`. A schema missing its id is a programming error and throws. The
 * admin API's description passes its own list (every schema with an id that it references).
 *
 * @example
 * ```ts
 * const { SpecialEvent } = componentSchemas();
 * SpecialEvent.required; // ['eventId', 'name', …]
 * ```
 */
export function componentSchemas(
  members: readonly z.core.$ZodType[] = interfaceSchemas,
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const schema of members) {
    const id = z.globalRegistry.get(schema)?.id;
    if (typeof id !== 'string') throw new Error('Every component schema needs .meta({ id })');
    registry.add(schema, { id });
  }
  const { schemas } = z.toJSONSchema(registry, { ...conversion, uri: (id) => `${componentPrefix}${id}` });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Inside an OpenAPI document the dialect is implied, and a fragment `$id` would move the base
    // URI that `$ref`s resolve against, so both are dropped.
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    components[id] = rest;
  }
  return components;
}

/**
 * JSON Schema of one parameter-level zod schema (a query object or a path id), converted like
 * the components and without the `$schema` marker.
 *
 * @example
 * ```ts
 * jsonSchemaOf(UuidSchema); // { type: 'string', format: 'uuid', pattern: … }
 * ```
 */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, conversion);
  return rest;
}

/**
 * The query parameters of `GET /special-events` and `GET /museum-hours`, each as its property
 * schema from core's query schema.
 *
 * @example
 * ```ts
 * queryProperties('listSpecialEvents').limit; // { type: 'integer', minimum: 1, maximum: 30 }
 * ```
 */
export function queryProperties(query: 'listSpecialEvents' | 'getMuseumHours'): Record<string, JsonSchema> {
  const schema = query === 'listSpecialEvents' ? ListSpecialEventsQuerySchema : MuseumHoursQuerySchema;
  return jsonSchemaOf(schema).properties as Record<string, JsonSchema>;
}
