import type { ZodMiniType } from 'zod/mini';
import type { MuseumApiVersion } from '../museum-api-version.ts';
import { museumApi11 } from '../published/museum-api-1-1.ts';
import { museumApi12 } from '../published/museum-api-1-2.ts';
import type { MuseumOperation } from './museum-operations.ts';

// The component each version's description names for an operation's success body. The ticket
// image (a PNG) and the deletion (no body) have none to parse. Kept beside `museumOperations`
// but apart from it, so the table the default client imports carries no zod.
const successSchemaNames = {
  '1.1': {
    buyMuseumTickets: 'BuyMuseumTicketsResponse',
    createSpecialEvent: 'SpecialEventResponse',
    listSpecialEvents: 'ListSpecialEventsResponse',
    getSpecialEvent: 'SpecialEventResponse',
    updateSpecialEvent: 'SpecialEventResponse',
    getMuseumHours: 'GetMuseumHoursResponse',
  },
  '1.2': {
    buyMuseumTickets: 'MuseumTicketsConfirmation',
    createSpecialEvent: 'SpecialEvent',
    listSpecialEvents: 'SpecialEventCollection',
    getSpecialEvent: 'SpecialEvent',
    updateSpecialEvent: 'SpecialEvent',
    getMuseumHours: 'MuseumHours',
  },
} as const satisfies {
  '1.1': Partial<Record<MuseumOperation, keyof typeof museumApi11.schemas>>;
  '1.2': Partial<Record<MuseumOperation, keyof typeof museumApi12.schemas>>;
};

/**
 * The published schema of `operation`'s success body in `apiVersion`, under the name that
 * version's description gives it; `undefined` for an operation whose success has no JSON body.
 *
 * @example
 * ```ts
 * const { name, schema } = museumSuccessSchema('1.2', 'listSpecialEvents')!; // 'SpecialEventCollection'
 * schema.parse(await response.json());
 * ```
 */
export function museumSuccessSchema(
  apiVersion: MuseumApiVersion,
  operation: MuseumOperation,
): { name: string; schema: ZodMiniType } | undefined {
  const names: Partial<Record<MuseumOperation, string>> = successSchemaNames[apiVersion];
  const name = names[operation];
  if (name === undefined) return undefined;
  const schemas: Record<string, ZodMiniType> =
    apiVersion === '1.1' ? museumApi11.schemas : museumApi12.schemas;
  return { name, schema: schemas[name] as ZodMiniType };
}
