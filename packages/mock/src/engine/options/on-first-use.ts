import * as z from 'zod/mini';

/**
 * A value built on first use, then kept: for zod schemas only an optional feature needs (building
 * the fault schema alone cost about 3 ms of the mock's import).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

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
