import * as z from 'zod/mini';

/**
 * A schema for a function-valued option (a verifier, a `fetch`, a resolver): zod cannot check a
 * function's signature, so this checks that it is one, and types it as `F`.
 *
 * @typeParam F - the function's type, as the option declares it
 * @example
 * ```ts
 * const verifier = functionOf<(user: string) => boolean>();
 * verifier.parse('curator'); // throws: must be a function
 * ```
 */
export function functionOf<F extends (...args: never[]) => unknown>(): z.ZodMiniCustom<F, F> {
  return z.custom<F>((value) => typeof value === 'function', 'must be a function');
}

/** A schema for a `T` checked by `problem`, for rules zod cannot express (a function, the same object). */
export function checked<T>(problem: (value: unknown) => string | undefined): z.ZodMiniCustom<T, T> {
  return z.custom<T>().check(
    z.superRefine((value, context) => {
      const found = problem(value);
      if (found !== undefined) context.addIssue({ code: 'custom', message: found });
    }),
  );
}

/**
 * A schema that checks a value with `schema` (its issues keep their paths) but passes on the
 * value as given, typed `T`: for a user's object that must stay the same object (a schedule, an
 * override entry with its resolver), and whose public type is written by hand.
 *
 * @example
 * ```ts
 * const schedule = typedAs<MuseumSchedule>(MuseumScheduleSchema);
 * ```
 */
export function typedAs<T>(schema: z.core.$ZodType): z.ZodMiniCustom<T, T> {
  return z.custom<T>().check(
    z.superRefine((value, context) => {
      const parsed = z.safeParse(schema, value);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }),
  );
}

/**
 * Parses options with their schema, or throws a `TypeError` that names the field as the user
 * spells it (`proxy.timeout`) with the schema's own words for what is wrong.
 *
 * @throws {TypeError} `museum mock: \`field\` must …` for the first issue found.
 * @example
 * ```ts
 * parseOptions(z.object({ port: z.number() }), { port: '80' }); // throws museum mock: `port`: expected number, received string
 * ```
 */
export function parseOptions<Schema extends z.core.$ZodType>(
  schema: Schema,
  options: unknown,
  prefix?: string,
): z.output<Schema> {
  // Without zod's compiled fast path: options are parsed once per mock (or per scenario switch),
  // and compiling a parser for each object schema costs more than that one parse saves (about
  // 4 ms against 2.5 ms for the mock's options, on the setup of every test file).
  const parsed = z.safeParse(schema, options, { jitless: true });
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const { field, message } = describeOptionsIssue(issue, prefix);
  throw new TypeError(`museum mock: \`${field}\`${/^must\b/.test(message) ? ' ' : ': '}${message}`, {
    cause: parsed.error,
  });
}

/**
 * An options issue as a field (dotted path, `prefix` first) and what is wrong with it, in the
 * words the mock's errors and the config file's errors share.
 *
 * @example
 * ```ts
 * describeOptionsIssue({ code: 'custom', path: ['timeout'], message: 'must be positive', input: 0 }, 'proxy');
 * // { field: 'proxy.timeout', message: 'must be positive' }
 * ```
 */
export function describeOptionsIssue(
  issue: z.core.$ZodIssue | undefined,
  prefix?: string,
): { field: string; message: string } {
  const path = [...(prefix === undefined ? [] : [prefix]), ...(issue?.path ?? []).map(String)];
  return {
    field: path.length === 0 ? '(the options)' : path.join('.'),
    message: (issue?.message ?? 'not valid').replace(/^Invalid input: /, ''),
  };
}

/**
 * A schema for a whole-number option from `min` (and up to `max`): anything else, a string or a
 * fraction, is refused with `rule`, so a flag, a config key and the option say the same words.
 *
 * @example
 * ```ts
 * wholeNumber(0, 'must be a whole number >= 0').parse(-1); // throws: must be a whole number >= 0
 * ```
 */
export function wholeNumber(min: number, rule: string, max = Number.MAX_SAFE_INTEGER) {
  return z
    .number({ error: rule })
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, rule));
}
