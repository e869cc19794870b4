import type * as z from 'zod/mini';
import { MuseumDomainError } from './errors/domain-error.ts';

/**
 * Validates `input` against `schema`, throwing a {@link MuseumDomainError} of kind `invalid`
 * that lists every issue (paths prefixed with `prefix`) instead of zod's own error.
 */
export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  prefix = '',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw MuseumDomainError.fromZod(result.error, prefix, input);
  return result.data;
}
