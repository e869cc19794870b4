import {
  flagHelp,
  numberText,
  type OptionFlag,
  parseFlags,
  readFlags,
  UsageError,
} from '@museum-api/contract/cli';
import type { MuseumOperation } from '@museum-api/mock';
import { museumOperations, museumScenarios, scenarioRegistry } from '@museum-api/mock/options';
import type { MuseumServerOptions } from '@museum-api/mock-server';
import type { CliEnvironment } from './environment-options.ts';
import { type MuseumMockConfig, MuseumMockConfigSchema } from './mock-config.ts';

/**
 * What the command line asks for.
 */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'serve';
      /** The options the flags give, and only those: they win over a config file's. */
      options: MuseumServerOptions;
      seedFile: string | undefined;
      /** `--config <file>`; without it the CLI looks for `museum-mock.config.*` itself. */
      configFile: string | undefined;
      quiet: boolean;
      /** `--record`: where to write what the upstream returned, as a seed. */
      recordFile?: string | undefined;
    };

/**
 * Where the CLI's defaults differ from the server's: a port people can type (the server picks a free one).
 */
const cliDefaults = { port: 4010 } as const;

const operationIds = Object.keys(museumOperations) as MuseumOperation[];

/** `user:password` as credentials: the flag's own syntax, so it says it in its own words. */
const credentials = (text: string): unknown => {
  const colon = text.indexOf(':');
  if (colon === -1) throw new UsageError(`must be user:password`);
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
};
/** `a,b` as a list of operation ids (the schema refuses unknown ones). */
const operationList = (text: string): string[] =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
/** A seed of up to 15 digits seeds as the number, as `randomSeed: 42` in code; others as text. */
const seedText = (text: string): unknown => (/^\d{1,15}$/.test(text) ? Number(text) : text);

/** The serve flags in `--help` order, each one option of {@link MuseumMockConfigSchema}, which checks it. */
const serveFlags: readonly { heading?: string; flags: readonly OptionFlag[] }[] = [
  {
    flags: [
      {
        name: 'config',
        value: '<file>',
        help: 'Read options from this file (see below)',
        default: 'the first of\nmuseum-mock.config.ts, .mjs, .js, .json in the working directory',
      },
      {
        name: 'api-version',
        option: 'apiVersion',
        value: '<v>',
        help: 'Published version to speak: 1.1 or 1.2',
      },
      {
        name: 'port',
        option: 'port',
        value: '<n>',
        read: numberText,
        help: 'Port to listen on; 0 picks a free one',
        default: '$PORT, else 4010',
      },
      { name: 'host', option: 'host', value: '<address>', help: 'Interface to listen on' },
      {
        name: 'seed-file',
        value: '<file.json>',
        help: 'Start from this seed data: an array of events, { "events": [...], "tickets": [...] },\nor a snapshot; \'empty\' for none',
        default: 'built-in data set',
      },
      {
        name: 'scenario',
        option: 'scenario',
        value: '<name>',
        help: `Start in a named scenario, built in or from the config file's\nscenarios (flags given win over its settings):\n${Object.values(
          museumScenarios,
        )
          .map((scenario) => `  ${scenario.name.padEnd(8)} ${scenario.description}`)
          .join('\n')}`,
      },
      {
        name: 'auth',
        option: 'auth',
        value: '<user:pass>',
        read: credentials,
        help: 'Accept only these Basic credentials',
        default: 'any well-formed ones',
      },
      { name: 'no-auth', option: 'auth', set: false, help: 'Accept requests without credentials' },
      {
        name: 'latency',
        option: 'latency',
        value: '<time|min-max>',
        read: (text) => (text.includes('-') ? text.split('-') : text),
        help: 'Delay every answer: 200ms, 1s, or a range drawn per request such as\n50-300 or 100ms-2s',
      },
      {
        name: 'clock',
        option: 'clock',
        value: '<date>',
        read: numberText,
        help: 'Fixed "now", e.g. 2026-12-01 or 2026-12-01T10:00:00Z',
        default: 'real time',
      },
      {
        name: 'random-seed',
        option: 'randomSeed',
        value: '<seed>',
        read: seedText,
        help: 'Random seed of the ids and confirmation codes: the same seed, the\nsame answers',
        default: 'unseeded',
      },
      { name: 'no-cors', option: 'cors', set: false, help: 'Do not send CORS headers' },
      {
        name: 'max-sessions',
        option: 'maxSessions',
        value: '<n>',
        read: numberText,
        help: 'Most sessions kept besides the default one; the least recently used\ngoes first (a request names its session with the X-Museum-Session\nheader or the museum-session cookie)',
      },
      { name: 'session-ttl', option: 'sessionTtl', value: '<time>', help: 'Drop a session unused this long' },
      {
        name: 'max-tickets',
        option: 'maxTickets',
        value: '<n>',
        read: numberText,
        help: 'Most tickets each session keeps; past it a purchase evicts the\noldest (then 404 for its id), so a long run stays bounded',
      },
      {
        name: 'admin',
        option: 'admin',
        help: 'Serve the admin API at /__admin (reset, snapshot, journal, faults, clock)',
      },
      {
        name: 'admin-token',
        option: 'adminToken',
        value: '<token>',
        help: 'Require "Authorization: Bearer <token>" on admin requests; needed\nwith --admin on any host but loopback',
        default: '$MUSEUM_MOCK_ADMIN_TOKEN,\nwhich keeps the token out of the process list',
      },
      {
        name: 'state',
        option: 'state',
        value: '<file.db>',
        help: "Keep every session's state in this SQLite file: loaded on start\n(created from the seed data when missing), each change saved before it\nis answered; a file that is not a state file is refused, untouched",
      },
    ],
  },
  {
    heading: 'Webhooks (publishNewEvent, signed per Standard Webhooks; see docs/webhooks.md):',
    flags: [
      {
        name: 'webhook',
        option: 'webhooks.urls',
        value: '<url>',
        multiple: true,
        help: 'POST each created or changed event to this URL (repeatable)',
      },
      {
        name: 'webhook-secret',
        option: 'webhooks.secret',
        value: '<whsec_...>',
        help: 'Sign with this secret',
        default: 'one made and printed at start',
      },
      {
        name: 'webhook-allow-host',
        option: 'webhooks.allowHosts',
        value: '<host>',
        multiple: true,
        help: 'Allow subscribers on this host too (repeatable)',
        default: 'loopback only',
      },
      { name: 'webhook-timeout', option: 'webhooks.timeout', value: '<time>', help: 'Bound of one attempt' },
      {
        name: 'webhook-attempts',
        option: 'webhooks.maxAttempts',
        value: '<n>',
        read: numberText,
        help: 'Most attempts per delivery, retries doubling from 1s',
      },
    ],
  },
  {
    heading: 'In front of a real backend:',
    flags: [
      {
        name: 'proxy',
        option: 'proxy.baseUrl',
        value: '<baseUrl>',
        help: 'Proxy API requests to this upstream (e.g. https://staging.example/v1.1)\nand answer with its answers; each exchange is checked against the\ncontract (with @museum-api/contract installed), violations are logged,\nkept in the journal and summed up on stop.\nOnly this origin is ever contacted. Faults, latency and the journal\nstill apply in front of it.',
      },
      {
        name: 'proxy-auth',
        option: 'proxy.auth',
        value: '<user:pass>',
        read: credentials,
        help: "Send these Basic credentials upstream instead of the client's",
      },
      {
        name: 'proxy-strict',
        option: 'proxy.strict',
        help: 'Answer an exchange that breaks the contract with a 502 problem',
      },
      {
        name: 'proxy-timeout',
        option: 'proxy.timeout',
        value: '<time>',
        help: 'Upstream deadline; past it a 504',
      },
      {
        name: 'answer-locally',
        option: 'proxy.operations',
        value: '<op,...>',
        // The operations not named are proxied; unknown names are kept for the schema to refuse.
        read: (text) => {
          const named = operationList(text);
          return [
            ...operationIds.filter((id) => !named.includes(id)),
            ...named.filter((id) => !operationIds.includes(id as MuseumOperation)),
          ];
        },
        help: 'Answer these operations from the mock, proxy the others',
        default: '',
      },
      {
        name: 'proxy-only',
        option: 'proxy.operations',
        value: '<op,...>',
        read: operationList,
        help: 'Proxy only these operations, answer the others from the mock',
        default: '',
      },
      {
        name: 'record',
        value: '<file.json>',
        help: `Write the events and tickets the upstream returned as seed data for\n--seed-file (written when the server stops, also on SIGTERM)\nOperations: ${operationIds.join(', ')}`,
      },
    ],
  },
  {
    flags: [
      { name: 'quiet', option: 'quiet', help: 'Do not log requests' },
      { name: 'help', help: 'Show this text' },
      { name: 'version', help: 'Show the version' },
    ],
  },
];

const allFlags = serveFlags.flatMap((group) => group.flags);

/**
 * The `--help` text: each flag's line and default come from {@link serveFlags} and the options
 * schema.
 */
export const cliUsage = `Usage: museum-mock [options]
       museum-mock verify <baseUrl> [options]   (see verify --help)
       museum-mock mcp [options]                (see mcp --help; needs @museum-api/mcp)
       museum-mock pact <file.har> --consumer <name> [--out <file>]   (see pact --help)

Serves a stateful mock of the Museum API over HTTP (base path /v1.1; the root for
--api-version 1.2), or checks another server of the API against the same contract (verify:
runs museum-verify from @museum-api/contract; museum-mock verify --help shows its options), or
writes a Pact file from a HAR log saved from it (pact; see docs/pact.md).

Options:
${serveFlags
  .map(
    ({ heading, flags }) =>
      `${heading === undefined ? '' : `${heading}\n`}${flagHelp(flags, MuseumMockConfigSchema)}`,
  )
  .join('\n\n')}

A <time> is 500ms, 5s, 2m or 1h; a bare number is milliseconds. So are the config file's
durations (latency, sessionTtl, idempotencyKeyTtl, webhooks.timeout, webhooks.retryDelay,
proxy.timeout), as a string with its unit or a number of milliseconds.

Environment: PORT and MUSEUM_MOCK_ADMIN_TOKEN (used when the admin API is on) stand for
--port and --admin-token. A flag wins over the environment, the environment over the
config file.

The config file's default export is an object of startMuseumServer's options, every one of
them: ${Object.keys(MuseumMockConfigSchema.shape).join(', ')}.
Functions (an auth verifier, scenarios' setups, override resolvers, proxy.fetch/check) need a
.ts, .mjs or .js file; overrides are [{ operation, fault | resolver, times }], arranged at start
and after every reset. A .json file or a plain .mjs needs no import;
defineMockConfig() from @museum-api/cli types a .ts one (Node 22.18+ or 24 loads .ts
files as is). Flags win over the file. A missing, unreadable or invalid file exits 2.

Stop with Ctrl+C (SIGINT) or SIGTERM.`;

/**
 * Reads the CLI's arguments strictly: unknown flags, missing values and bad values are a
 * {@link UsageError} naming the flag, in the words of the options schema.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const { values } = parseFlags(argv, allFlags);
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (values.proxy === undefined) {
    const needsProxy = allFlags.find(
      (flag) =>
        (flag.option?.startsWith('proxy.') || flag.name === 'record') &&
        flag.name !== 'proxy' &&
        values[flag.name] !== undefined,
    );
    if (needsProxy) throw new UsageError(`--${needsProxy.name} needs --proxy <upstream base URL>`);
  }
  for (const name of ['config', 'record', 'seed-file']) {
    if (typeof values[name] === 'string' && values[name].trim() === '')
      throw new UsageError(`--${name} needs a file name`);
  }
  const { quiet, ...options } = readFlags(allFlags, values, MuseumMockConfigSchema) as MuseumMockConfig;
  let seedFile = values['seed-file'] as string | undefined;
  if (seedFile === 'empty') {
    options.seed = 'empty';
    seedFile = undefined;
  }
  return {
    kind: 'serve',
    options,
    seedFile,
    configFile: values.config as string | undefined,
    quiet: quiet ?? false,
    recordFile: values.record as string | undefined,
  };
}

/**
 * The server's options: CLI defaults < config file < environment < flags. The environment's admin
 * token counts only with the admin API on. @throws {UsageError} naming the flag or the variable.
 */
export function serverOptionsOf(
  flags: MuseumServerOptions,
  config: MuseumMockConfig = {},
  environment: CliEnvironment = {},
): MuseumServerOptions {
  const { quiet: _quiet, ...fromFile } = config;
  const { adminToken: environmentToken, ...fromEnvironment } = environment;
  const options: MuseumServerOptions = { ...cliDefaults, ...fromFile, ...fromEnvironment, ...flags };
  if (flags.scenario !== undefined) {
    const known = scenarioRegistry(museumScenarios, config.scenarios);
    if (typeof flags.scenario === 'string' && !known.has(flags.scenario)) {
      throw new UsageError(
        `--scenario must be one of ${[...known.keys()].join(', ')}; got "${flags.scenario}"`,
      );
    }
  }
  if (options.adminToken !== undefined && !options.admin) {
    throw new UsageError('--admin-token needs --admin');
  }
  if (environmentToken !== undefined && flags.adminToken === undefined && options.admin) {
    // Refused rather than ignored: an empty token would leave the admin API unguarded.
    if (environmentToken.trim() === '') {
      throw new UsageError('MUSEUM_MOCK_ADMIN_TOKEN is set but empty; set a token or unset it');
    }
    options.adminToken = environmentToken;
  }
  return options;
}
