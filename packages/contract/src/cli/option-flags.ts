import { parseArgs } from 'node:util';
import type * as z from 'zod';
import { UsageError } from './usage-error.ts';

/**
 * One command-line flag of an options schema: which option it sets and how its text reads. Its
 * rule, its words of refusal and its default are the schema field's, so a flag, a config key
 * and the option of one setting are checked once, alike. `museum-mock` and `museum-verify`
 * both read their flags with it.
 *
 * @example
 * ```ts
 * const flag: OptionFlag = { name: 'max-sessions', option: 'maxSessions', value: '<n>', read: numberText, help: 'Most sessions kept' };
 * ```
 */
export interface OptionFlag {
  /** The flag without its dashes: `max-sessions`. */
  name: string;
  /** The option it sets, dotted when nested (`webhooks.maxAttempts`); none for the CLI's own. */
  option?: string | undefined;
  /** The value as the help shows it (`<n>`); none for a switch. */
  value?: string | undefined;
  /** The help text; a line break starts an indented line. */
  help: string;
  /** The text into the option's input value, syntax only: the schema checks the rest. */
  read?: ((text: string) => unknown) | undefined;
  /** What a switch sets its option to. @default true */
  set?: unknown;
  /** Given again, it adds to a list. */
  multiple?: boolean | undefined;
  /** How a repeatable flag's read values become the option's value (`Object.fromEntries`). @default the list */
  join?: ((values: unknown[]) => unknown) | undefined;
  /** The environment variable that stands for the flag when it is not given (and not empty). */
  env?: string | undefined;
  /** A refusal never repeats the value (credentials). */
  secret?: boolean | undefined;
  /** The default as the help says it, where the CLI's is not the schema's (`$PORT, else 4010`); `''` for none. */
  default?: string | undefined;
}

/** A number when the text is one (`'42'`), else the text, for the schema to refuse in its words. */
export const numberText = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/**
 * Reads `argv` strictly against `flags` with `node:util`'s `parseArgs`: an unknown flag, a
 * missing value or (without `positionals`) a positional argument is a {@link UsageError} in
 * parseArgs' words. Values are text; {@link readFlags} checks them against the schema.
 *
 * @example
 * ```ts
 * const { values, positionals } = parseFlags(process.argv.slice(2), flags, { positionals: true });
 * ```
 */
export function parseFlags(
  argv: readonly string[],
  flags: readonly OptionFlag[],
  { positionals = false } = {},
) {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = Object.fromEntries(
    flags.map((flag) => [
      flag.name,
      { type: flag.value === undefined ? 'boolean' : 'string', ...(flag.multiple ? { multiple: true } : {}) },
    ]),
  );
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals: positionals, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * The options `values` (from `parseArgs`) and the flags' variables in `env` give, read by each
 * flag and checked by `schema`: two flags that set one option exclude each other, and a value
 * the schema refuses is a {@link UsageError} naming the flag (or its variable), in the schema's
 * words.
 *
 * @throws {UsageError} naming the flag.
 * @example
 * ```ts
 * readFlags(flags, { 'max-sessions': '64' }, MuseumServerOptionsSchema); // { maxSessions: 64 }
 * readFlags(flags, { 'max-sessions': '-1' }, MuseumServerOptionsSchema); // throws: --max-sessions must be a whole number >= 0, got "-1"
 * ```
 */
export function readFlags(
  flags: readonly OptionFlag[],
  values: Readonly<Record<string, unknown>>,
  schema: z.ZodType,
  env: Readonly<Record<string, string | undefined>> = {},
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const fromEnv = (flag: OptionFlag) =>
    values[flag.name] === undefined && flag.env !== undefined && env[flag.env] !== '';
  const textOf = (flag: OptionFlag) => (fromEnv(flag) ? env[flag.env as string] : values[flag.name]);
  const nameOf = (flag: OptionFlag) => (fromEnv(flag) ? (flag.env as string) : `--${flag.name}`);
  const given = flags.filter((flag) => flag.option !== undefined && textOf(flag) !== undefined);
  for (const flag of given) {
    const other = given.find((earlier) => earlier.option === flag.option);
    if (other !== flag) throw new UsageError(`--${other?.name} and --${flag.name} exclude each other`);
    const text = textOf(flag);
    const read = flag.read ?? ((value: string) => value);
    let value: unknown;
    try {
      value =
        flag.value === undefined
          ? (flag.set ?? true)
          : Array.isArray(text)
            ? (flag.join ?? ((list) => list))(text.map(read))
            : read(String(text));
    } catch (error) {
      // A reader refuses the flag's own syntax (`user:password`), in words that need its name.
      throw new UsageError(`${nameOf(flag)} ${(error as Error).message}`);
    }
    setAt(options, flag.option as string, value);
  }
  const parsed = schema.safeParse(options);
  if (parsed.success) return options;
  const [issue] = parsed.error.issues;
  const path = (issue?.path ?? []).join('.');
  const flag = given
    .filter((candidate) => path === candidate.option || path.startsWith(`${candidate.option}.`))
    .at(-1);
  const message = (issue?.message ?? 'not valid').replace(/^Invalid input: /, '');
  // A variable's value may be a secret: only a flag's text, which its user typed, is repeated.
  const text = flag === undefined || flag.secret || fromEnv(flag) ? undefined : values[flag.name];
  throw new UsageError(
    `${flag === undefined ? `--${path}` : nameOf(flag)}${/^(must|has|is)\b/.test(message) ? ' ' : ': '}${message}${typeof text === 'string' && !message.includes('got "') ? `, got "${text}"` : ''}`,
  );
}

/**
 * The help lines of `flags`: each flag with its value, its text and its default, the default
 * read from `schema` unless the flag says its own.
 *
 * @example
 * ```ts
 * flagHelp(flags, MuseumServerOptionsSchema); // '  --max-sessions <n>    Most sessions kept (default: 1000)'
 * ```
 */
export function flagHelp(flags: readonly OptionFlag[], schema: z.core.$ZodType): string {
  return flags
    .map((flag) => {
      const head = `  --${flag.name}${flag.value === undefined ? '' : ` ${flag.value}`}`;
      // A switch has no default to show: it is off unless given.
      const fallback =
        flag.default ?? (flag.value && flag.option ? shownDefault(schema, flag.option) : undefined);
      const text = `${flag.help}${fallback === undefined || fallback === '' ? '' : ` (default: ${fallback})`}`;
      const [first, ...rest] = text.split('\n');
      const gap = head.length < 26 ? ' '.repeat(26 - head.length) : `\n${' '.repeat(26)}`;
      return [`${head}${gap}${first}`, ...rest.map((line) => `${' '.repeat(26)}${line}`)].join('\n');
    })
    .join('\n');
}

/** The default of the field at `path` (through optional, lazy and default wrappers), as a flag says it. */
function shownDefault(schema: z.core.$ZodType, path: string): string | undefined {
  const keys = path.split('.');
  let field: z.core.$ZodType | undefined = schema;
  while (field !== undefined) {
    const def = field._zod.def as z.core.$ZodTypeDef & {
      shape?: Record<string, z.core.$ZodType>;
      innerType?: z.core.$ZodType;
      getter?: () => z.core.$ZodType;
      in?: z.core.$ZodType;
      defaultValue?: unknown;
    };
    if (def.type === 'object') field = def.shape?.[keys.shift() ?? ''];
    else if (keys.length === 0 && (def.type === 'default' || def.type === 'prefault')) {
      const value = def.defaultValue;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    } else field = def.innerType ?? def.getter?.() ?? def.in;
  }
  return undefined;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let at = target;
  for (const key of keys) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[last] = value;
}
