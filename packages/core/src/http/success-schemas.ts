import type { ZodMiniType } from 'zod/mini';
import type { MuseumApiVersion } from '../api-version.ts';
import { museumApi11 } from '../published/api-1-1.ts';
import { museumApi12 } from '../published/api-1-2.ts';
import type { MuseumOperation } from './operation-table.ts';

// The component that 1.1's and 1.2's descriptions name for each operation's success body. The
// ticket image (a PNG) and the deletion (no body) have none to parse. Beside `museumOperations`
// but apart from it, so the table the default client imports carries no zod.
const successSchemaNames: Partial<
  Record<MuseumOperation, readonly [keyof typeof museumApi11.schemas, keyof typeof museumApi12.schemas]>
> = {
  buyMuseumTickets: ['BuyMuseumTicketsResponse', 'MuseumTicketsConfirmation'],
  createSpecialEvent: ['SpecialEventResponse', 'SpecialEvent'],
  listSpecialEvents: ['ListSpecialEventsResponse', 'SpecialEventCollection'],
  getSpecialEvent: ['SpecialEventResponse', 'SpecialEvent'],
  updateSpecialEvent: ['SpecialEventResponse', 'SpecialEvent'],
  getMuseumHours: ['GetMuseumHoursResponse', 'MuseumHours'],
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
  const names = successSchemaNames[operation];
  if (names === undefined) return undefined;
  const name = apiVersion === '1.1' ? names[0] : names[1];
  const schemas: Record<string, ZodMiniType> =
    apiVersion === '1.1' ? museumApi11.schemas : museumApi12.schemas;
  return { name, schema: schemas[name] as ZodMiniType };
}
