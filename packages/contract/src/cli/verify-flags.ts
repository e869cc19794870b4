import type * as z from 'zod';
import { type VerifyMuseumApiOptions, VerifyMuseumApiOptionsSchema } from '../verify/verify-options.ts';
import { VerifyUsageError } from './verify-usage-error.ts';

/**
 * One flag of `museum-verify`: the option of {@link VerifyMuseumApiOptionsSchema} it sets (whose
 * field checks it, in its words, and gives the default `--help` shows) and how its text reads.
 */
export interface VerifyFlag {
  name: string;
  option?: keyof VerifyMuseumApiOptions | undefined;
  /** The value as `--help` shows it; none for a switch. */
  value?: string | undefined;
  help: string;
  /** The text into the option's input value (syntax only). */
  read?: ((texts: string[]) => unknown) | undefined;
  multiple?: boolean | undefined;
  /** The default as `--help` says it, where the schema's is not shown as is. */
  default?: string | undefined;
}

/**
 * The flags of `museum-verify`, in `--help`'s order; adding an option's flag is a line here.
 *
 * @example
 * ```ts
 * verifyFlags.find((flag) => flag.name === 'timeout')?.option; // 'timeout'
 * ```
 */
export const verifyFlags: readonly VerifyFlag[] = [
  { name: 'level', option: 'level', value: '<level>', help: 'spec, domain or house' },
  {
    name: 'api-version',
    option: 'apiVersion',
    value: '<v>',
    help: 'Published version the server speaks: 1.1 or 1.2',
  },
  {
    name: 'auth',
    option: 'auth',
    value: '<user:pass>',
    help: 'Basic credentials (or the MUSEUM_AUTH environment variable); never printed',
    default: 'empty credentials,\nwhich the mock accepts',
  },
  { name: 'read-only', option: 'readOnly', help: 'Only checks that change nothing: reads and refusals' },
  {
    name: 'allow-purchases',
    option: 'allowPurchases',
    help: 'Also run the ticket checks, which buy tickets (about 10)',
  },
  {
    name: 'header',
    option: 'headers',
    value: '<name: value>',
    multiple: true,
    read: headerList,
    help: 'Send this header with every request, e.g. "X-Museum-Session: verify";\nrepeatable',
    default: '',
  },
  {
    name: 'timeout',
    option: 'timeout',
    value: '<time>',
    help: 'Longest wait for one answer: 5s, 500ms or milliseconds',
  },
  {
    name: 'rate',
    option: 'rate',
    value: '<n>',
    read: ([text = '']) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : text),
    help: 'Most requests per second',
    default: 'no limit',
  },
  {
    name: 'max-time',
    option: 'maxDuration',
    value: '<time>',
    help: 'Bound on the whole run: 90s, 2m, 1h or milliseconds',
  },
  { name: 'name-prefix', option: 'namePrefix', value: '<text>', help: "Start of the created events' names" },
  { name: 'reporter', value: '<name>', help: 'table, junit or json', default: 'table' },
  { name: 'output', value: '<file>', help: 'Write the report there (the table still goes to stdout)' },
  { name: 'help', help: 'Show this text' },
  { name: 'version', help: 'Print the version of @museum-api/contract' },
];

/** `--header` values as headers; a malformed one is refused in the flag's words. */
function headerList(texts: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of texts) {
    const colon = header.indexOf(':');
    const name = header.slice(0, colon).trim();
    if (colon === -1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new VerifyUsageError(`--header must be "Name: value", got "${header}"`);
    }
    headers[name] = header.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The option lines of `--help`: each flag with its value, its text and its default, read from
 * {@link VerifyMuseumApiOptionsSchema} unless the flag says its own.
 *
 * @example
 * ```ts
 * verifyFlagHelp(); // '  --level <level>          spec, domain or house (default: domain)\n…'
 * ```
 */
export function verifyFlagHelp(): string {
  return verifyFlags
    .map((flag) => {
      const head = `  --${flag.name}${flag.value === undefined ? '' : ` ${flag.value}`}`;
      const fallback = flag.default ?? (flag.value === undefined ? undefined : schemaDefault(flag.option));
      const text = `${flag.help}${fallback === undefined || fallback === '' ? '' : ` (default: ${fallback})`}`;
      const [first, ...rest] = text.split('\n');
      return [`${head.padEnd(27)}${first}`, ...rest.map((line) => `${' '.repeat(27)}${line}`)].join('\n');
    })
    .join('\n');
}

/** The schema's default of `option`, as a flag would say it (through its default or prefault). */
function schemaDefault(option: keyof VerifyMuseumApiOptions | undefined): string | undefined {
  if (option === undefined) return undefined;
  const def = (VerifyMuseumApiOptionsSchema.shape[option] as z.core.$ZodType)._zod.def as {
    type: string;
    defaultValue?: unknown;
  };
  const value = def.type === 'default' || def.type === 'prefault' ? def.defaultValue : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
