import { numberText, type OptionFlag } from './option-flags.ts';
import { UsageError } from './usage-error.ts';

/** The flags of `museum-verify` in `--help`'s order, each checked and defaulted by its schema field. */
export const verifyFlags: readonly OptionFlag[] = [
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
    env: 'MUSEUM_AUTH',
    secret: true,
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
    read: headerEntry,
    join: (entries) => Object.fromEntries(entries as [string, string][]),
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
    read: numberText,
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

/** A `--header` value as a header's name and value; a malformed one is refused in the flag's words. */
function headerEntry(header: string): [string, string] {
  const colon = header.indexOf(':');
  const name = header.slice(0, colon).trim();
  if (colon === -1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`must be "Name: value", got "${header}"`);
  }
  return [name, header.slice(colon + 1).trim()];
}
