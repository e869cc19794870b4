import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use.ts';

/**
 * A schema of the admin API built on first use and registered with `meta`: its `id` names its
 * component in the admin API's document, which the MCP tools share.
 *
 * @example
 * ```ts
 * const clockState = componentSchema({ id: 'AdminClockState' }, () => z.strictObject({ now: z.iso.datetime() }));
 * ```
 */
export function componentSchema<Schema extends z.ZodMiniType>(
  meta: { id: string; description?: string },
  build: () => Schema,
): () => Schema {
  return onFirstUse(() => build().check(z.meta(meta)) as Schema);
}

/** `schema` with its description, for the admin API's document and the MCP tools. */
export function described<Schema extends z.ZodMiniType>(schema: Schema, description: string): Schema {
  return schema.check(z.meta({ description })) as Schema;
}
