import { parseArgs } from 'node:util';
import { museumApiVersions } from '@museum-api/core';
import type { MuseumOperation } from '@museum-api/mock';
import {
  MockWebhookOptionsSchema,
  maxTimerMs,
  museumOperations,
  museumScenarios,
  parseUpstreamUrl,
  scenarioRegistry,
} from '@museum-api/mock/options';
import type { MuseumServerOptions } from '@museum-api/mock-server';
import { CliUsageError } from './cli-usage-error.ts';
import { durationFlag } from './duration-flag.ts';
import type { CliEnvironment } from './environment-options.ts';
import { type MuseumMockConfig, MuseumMockConfigSchema } from './museum-mock-config.ts';
import { parsePort } from './parse-port.ts';

/**
 * What the command line asks for.
 *
 * @example
 * ```ts
 * parseCliArgs(['--port', '0']); // { kind: 'serve', options: { port: 0 }, seedFile: undefined, configFile: undefined, quiet: false }
 * ```
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
 * Where the CLI differs from `startMuseumServer` when neither a flag nor the config file says
 * otherwise: a fixed port people can type (the server's own default, 0, picks a free one).
 */
const cliDefaults = { port: 4010 } as const;

/**
 * The `--help` text.
 *
 * @example
 * ```ts
 * console.log(cliUsage);
 * ```
 */
export const cliUsage = `Usage: museum-mock [options]
       museum-mock verify <baseUrl> [options]   (see verify --help)
       museum-mock mcp [options]                (see mcp --help; museum-mcp of @museum-api/mcp)

Serves a stateful mock of the Museum API over HTTP (base path /v1.1; the root for
--api-version 1.2), or checks another server
of the API against the same contract (verify: runs museum-verify from @museum-api/contract;
museum-mock verify --help shows its options).

Options:
  --config <file>        Read options from this file (see below)     (default: the first of
                         museum-mock.config.ts, .mjs, .js, .json in the working directory)
  --api-version <v>      Published version to speak: 1.1 or 1.2     (default: 1.1)
  --port <n>             Port to listen on; 0 picks a free one       (default: $PORT, else 4010)
  --host <address>       Interface to listen on                      (default: 127.0.0.1)
  --seed-file <file.json>  Start from this data: an array of events, { "events": [...], "tickets": [...] },
                         or a snapshot; 'empty' for none             (default: built-in data set)
                         (alias: --seed)
  --scenario <name>      Start in a named scenario, built in or from the config file's
                         scenarios (flags given win over its settings):
${Object.values(museumScenarios)
  .map((scenario) => `                           ${scenario.name.padEnd(8)} ${scenario.description}`)
  .join('\n')}
  --auth <user:pass>     Accept only these Basic credentials         (default: any well-formed ones)
  --no-auth              Accept requests without credentials
  --latency <time|min-max>  Delay every answer: 200ms, 1s, or a range drawn per request such as
                         50-300 or 100ms-2s                          (default: 0)
  --clock <date>         Fixed "now", e.g. 2026-12-01 or 2026-12-01T10:00:00Z (default: real time)
  --random-seed <seed>   Seed of the random ids and confirmation codes: the same seed, the
                         same answers                                (default: unseeded)
                         (alias: --random)
  --no-cors              Do not send CORS headers
  --max-sessions <n>     Most sessions kept besides the default one; the least recently used
                         goes first (a request names its session with the X-Museum-Session
                         header or the museum-session cookie)          (default: 1000)
  --session-ttl <time>   Drop a session unused this long             (default: 30m)
  --max-tickets <n>      Most tickets each session keeps; past it a purchase evicts the
                         oldest (then 404 for its id), so a long run stays bounded (default: 100000)
  --admin                Serve the admin API at /__admin (reset, snapshot, journal, faults, clock)
  --admin-token <token>  Require "Authorization: Bearer <token>" on admin requests; needed
                         with --admin on any host but loopback (default: $MUSEUM_MOCK_ADMIN_TOKEN,
                         which keeps the token out of the process list)
  --state <file.db>      Keep every session's state in this SQLite file: loaded on start
                         (created from the seed when missing), each change saved before it
                         is answered; a file that is not a state file is refused, untouched

A <time> is 500ms, 5s, 2m or 1h; a bare number is milliseconds. So are the config file's
durations (latency, sessionTtl, idempotencyKeyTtl, webhooks.timeout, webhooks.retryDelay,
forward.timeout), as a string with its unit or a number of milliseconds.

Environment: PORT and MUSEUM_MOCK_ADMIN_TOKEN (used when the admin API is on) stand for
--port and --admin-token. A flag wins over the environment, the environment over the
config file.

Webhooks (publishNewEvent, signed per Standard Webhooks; see docs/webhooks.md):
  --webhook <url>        POST each created or changed event to this URL (repeatable)
  --webhook-secret <whsec_...>  Sign with this secret (default: one made and printed at start)
  --webhook-allow-host <host>   Allow subscribers on this host too (repeatable; default: loopback only)
  --webhook-timeout <time>      Bound of one attempt                 (default: 5s)
  --webhook-attempts <n> Most attempts per delivery, retries doubling from 1s (default: 5)

In front of a real backend:
  --proxy <baseUrl>      Forward API requests to this upstream (e.g. https://staging.example/v1.1)
                         and answer with its answers; each exchange is checked against the
                         contract (with @museum-api/contract installed), violations are logged,
                         kept in the journal and summed up on stop.
                         Only this origin is ever contacted. Faults, latency and the journal
                         still apply in front of it.
  --proxy-auth <user:pass>  Send these Basic credentials upstream instead of the client's
  --proxy-strict         Answer an exchange that breaks the contract with a 502 problem
  --proxy-timeout <time> Upstream deadline; past it a 504           (default: 10s)
  --mock <op,...>        Answer these operations from the mock, forward the others
  --forward <op,...>     Forward only these operations, answer the others from the mock
  --record <file.json>   Write the events and tickets the upstream returned as a seed for
                         --seed-file (written when the server stops, also on SIGTERM)
                         Operations: ${Object.keys(museumOperations).join(', ')}

  --quiet                Do not log requests
  --help                 Show this text
  --version              Show the version

The config file's default export is an object of startMuseumServer's options, every one of
them: ${Object.keys(MuseumMockConfigSchema.shape).join(', ')}.
Functions (an auth verifier, scenarios' setups, override resolvers, forward.fetch/check) need a
.ts, .mjs or .js file; overrides are [{ operation, fault | resolver, times }], arranged at start
and after every reset. A .json file or a plain .mjs needs no import;
defineMockConfig() from @museum-api/cli types a .ts one (Node 22.18+ or 24 loads .ts
files as is). Flags win over the file. A missing, unreadable or invalid file exits 2.

Stop with Ctrl+C (SIGINT) or SIGTERM.`;

/**
 * Reads the CLI's arguments strictly: unknown flags, missing values and bad values are a
 * {@link CliUsageError} naming the flag.
 *
 * @example
 * ```ts
 * parseCliArgs(['--latency', '50-200']).options.latency; // [50, 200]
 * ```
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const options: MuseumServerOptions = {};
  if (values.host !== undefined) options.host = values.host;
  if (values.port !== undefined) options.port = parsePort(values.port, '--port');
  if (values.auth !== undefined && values['no-auth'])
    throw new CliUsageError('--auth and --no-auth exclude each other');
  if (values.auth !== undefined) {
    const colon = values.auth.indexOf(':');
    if (colon === -1) throw new CliUsageError('--auth must be user:password');
    options.auth = { username: values.auth.slice(0, colon), password: values.auth.slice(colon + 1) };
  }
  if (values['no-auth']) options.auth = false;
  if (values['api-version'] !== undefined) {
    const version = museumApiVersions.find((known) => known === values['api-version']);
    if (version === undefined) {
      throw new CliUsageError(
        `--api-version must be one of ${museumApiVersions.join(', ')}, got "${values['api-version']}"`,
      );
    }
    options.apiVersion = version;
  }
  if (values.latency !== undefined) options.latency = latencyFlag(values.latency);
  if (values.clock !== undefined) {
    const instant = /^\d+$/.test(values.clock) ? new Date(Number(values.clock)) : new Date(values.clock);
    if (Number.isNaN(instant.getTime())) {
      throw new CliUsageError(
        `--clock must be a date such as 2026-12-01 or 2026-12-01T10:00:00Z, got "${values.clock}"`,
      );
    }
    options.clock = instant;
  }
  const random = aliased(values, 'random-seed', 'random');
  if (random !== undefined) {
    // A number seeds like `random: 42` in code; anything else seeds as text.
    options.random = /^\d{1,15}$/.test(random) ? Number(random) : random;
  }
  // Checked once the config file is read: its scenarios are names too.
  if (values.scenario !== undefined) options.scenario = values.scenario;
  if (values['no-cors']) options.cors = false;
  if (values['max-sessions'] !== undefined) {
    if (!/^\d{1,9}$/.test(values['max-sessions'])) {
      throw new CliUsageError(`--max-sessions must be a whole number, got "${values['max-sessions']}"`);
    }
    options.maxSessions = Number(values['max-sessions']);
  }
  if (values['max-tickets'] !== undefined) {
    // The rule and its words are the options schema's, so the flag and a config file agree.
    const parsed = MuseumMockConfigSchema.shape.maxTickets.safeParse(
      /^\d{1,15}$/.test(values['max-tickets']) ? Number(values['max-tickets']) : values['max-tickets'],
    );
    if (!parsed.success) {
      throw new CliUsageError(
        `--max-tickets ${parsed.error.issues[0]?.message ?? 'is not valid'}, got "${values['max-tickets']}"`,
      );
    }
    options.maxTickets = parsed.data;
  }
  if (values['session-ttl'] !== undefined)
    options.sessionTtl = durationFlag(values['session-ttl'], '--session-ttl', { min: 1 });
  if (values.admin) options.admin = true;
  if (values['admin-token'] !== undefined) {
    if (values['admin-token'].trim() === '') throw new CliUsageError('--admin-token must not be empty');
    options.adminToken = values['admin-token'];
  }
  if (values.config !== undefined && values.config.trim() === '') {
    throw new CliUsageError('--config needs a file name');
  }
  if (values.state !== undefined) {
    if (values.state.trim() === '') throw new CliUsageError('--state needs a file name');
    options.state = values.state;
  }
  let seedFile = aliased(values, 'seed-file', 'seed');
  if (seedFile === 'empty') {
    options.seed = 'empty';
    seedFile = undefined;
  }
  webhookOptions(values, options);
  const recordFile = proxyOptions(values, options);
  return {
    kind: 'serve',
    options,
    seedFile,
    configFile: values.config,
    quiet: values.quiet ?? false,
    recordFile,
  };
}

/**
 * The options the server starts with: the CLI's defaults, then the config file's, then the
 * environment's (`PORT`, `MUSEUM_MOCK_ADMIN_TOKEN`), then the flags', each winning over the one
 * before: a flag is what this run asks for, the environment what this machine or pipeline sets,
 * the file what the project shares. The environment's admin token is taken only when the admin
 * API is on (an environment serves many commands). Checks what only the whole can tell: a
 * `--scenario` that neither the built-in scenarios nor the file's `scenarios` define, and an
 * admin token without the admin API.
 *
 * @throws {CliUsageError} naming the flag or the variable.
 * @example
 * ```ts
 * serverOptionsOf({ port: 0 }, { port: 8080, scenario: 'busy' }); // { port: 0, scenario: 'busy' }
 * serverOptionsOf({}, { port: 8080 }, { port: 3000 }); // { port: 3000 }
 * ```
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
      throw new CliUsageError(
        `--scenario must be one of ${[...known.keys()].join(', ')}; got "${flags.scenario}"`,
      );
    }
  }
  if (options.adminToken !== undefined && !options.admin) {
    throw new CliUsageError('--admin-token needs --admin');
  }
  if (environmentToken !== undefined && flags.adminToken === undefined && options.admin) {
    // Refused rather than ignored: an empty token would leave the admin API unguarded.
    if (environmentToken.trim() === '') {
      throw new CliUsageError('MUSEUM_MOCK_ADMIN_TOKEN is set but empty; set a token or unset it');
    }
    options.adminToken = environmentToken;
  }
  return options;
}

/** The webhook flags into `options.webhooks`, each checked by the options' own rules, naming the flag. */
function webhookOptions(values: ReturnType<typeof parse>['values'], options: MuseumServerOptions): void {
  const webhooks: NonNullable<MuseumServerOptions['webhooks']> = {};
  if (values.webhook !== undefined) webhooks.urls = values.webhook;
  if (values['webhook-secret'] !== undefined) webhooks.secret = values['webhook-secret'];
  if (values['webhook-allow-host'] !== undefined) webhooks.allowHosts = values['webhook-allow-host'];
  if (values['webhook-timeout'] !== undefined)
    webhooks.timeout = durationFlag(values['webhook-timeout'], '--webhook-timeout', {
      min: 1,
      max: maxTimerMs,
    });
  if (values['webhook-attempts'] !== undefined) {
    if (!/^\d{1,6}$/.test(values['webhook-attempts']) || Number(values['webhook-attempts']) < 1) {
      throw new CliUsageError(
        `--webhook-attempts must be a whole number >= 1, got "${values['webhook-attempts']}"`,
      );
    }
    webhooks.maxAttempts = Number(values['webhook-attempts']);
  }
  if (Object.keys(webhooks).length === 0) return;
  const parsed = MockWebhookOptionsSchema.safeParse(webhooks);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const flag = { urls: '--webhook', secret: '--webhook-secret', allowHosts: '--webhook-allow-host' }[
      String(issue?.path[0]) as 'urls'
    ];
    throw new CliUsageError(`${flag ?? '--webhook'}: ${issue?.message ?? 'not valid'}`);
  }
  options.webhooks = webhooks;
}

/** The proxy's flags into `options.forward`; returns the `--record` file. */
function proxyOptions(
  values: ReturnType<typeof parse>['values'],
  options: MuseumServerOptions,
): string | undefined {
  const proxy = values.proxy;
  if (proxy === undefined) {
    for (const flag of [
      'proxy-auth',
      'proxy-strict',
      'proxy-timeout',
      'mock',
      'forward',
      'record',
    ] as const) {
      if (values[flag] !== undefined) throw new CliUsageError(`--${flag} needs --proxy <upstream base URL>`);
    }
    return undefined;
  }
  // Checked here too, though the server's options check it, so the refusal names the flag (exit 2).
  parseUpstreamUrl(proxy, { url: '--proxy', auth: '--proxy-auth' }, (problem) => new CliUsageError(problem));
  if (values.mock !== undefined && values.forward !== undefined) {
    throw new CliUsageError('--mock and --forward exclude each other');
  }
  const forward: NonNullable<MuseumServerOptions['forward']> = { baseUrl: proxy };
  if (values.forward !== undefined) forward.operations = operationList(values.forward, '--forward');
  if (values.mock !== undefined) {
    const mocked = new Set(operationList(values.mock, '--mock'));
    forward.operations = (Object.keys(museumOperations) as MuseumOperation[]).filter((id) => !mocked.has(id));
  }
  if (values['proxy-auth'] !== undefined) {
    const colon = values['proxy-auth'].indexOf(':');
    if (colon === -1) throw new CliUsageError('--proxy-auth must be user:password');
    forward.auth = {
      username: values['proxy-auth'].slice(0, colon),
      password: values['proxy-auth'].slice(colon + 1),
    };
  }
  if (values['proxy-strict']) forward.strict = true;
  if (values['proxy-timeout'] !== undefined) {
    forward.timeout = durationFlag(values['proxy-timeout'], '--proxy-timeout', { min: 1, max: maxTimerMs });
  }
  options.forward = forward;
  if (values.record !== undefined && values.record.trim() === '') {
    throw new CliUsageError('--record needs a file name');
  }
  return values.record;
}

/**
 * A flag given under its name or its older alias (`--seed` for `--seed-file`): both still work,
 * but not together, since which should win would be a guess.
 */
function aliased(
  values: ReturnType<typeof parse>['values'],
  name: 'seed-file' | 'random-seed',
  alias: 'seed' | 'random',
): string | undefined {
  if (values[name] !== undefined && values[alias] !== undefined) {
    throw new CliUsageError(`--${alias} is another name for --${name}: give one of them`);
  }
  return values[name] ?? values[alias];
}

/** `--latency`: one duration, or `min-max` of two (`50-300`, `100ms-2s`). */
function latencyFlag(text: string): NonNullable<MuseumServerOptions['latency']> {
  const ends = text.split('-');
  if (ends.length > 2 || ends.some((end) => end.trim() === '')) {
    throw new CliUsageError(
      `--latency must be a duration such as 200ms or 1s, or a range such as 50-300 or 100ms-2s, got "${text}"`,
    );
  }
  const [min, max = min] = ends.map((end) => durationFlag(end, '--latency'));
  if ((min as number) > (max as number)) {
    throw new CliUsageError(`--latency must be a range from the shorter to the longer, got "${text}"`);
  }
  return min === max ? (min as number) : [min as number, max as number];
}

function operationList(text: string, flag: string): MuseumOperation[] {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unknown = ids.filter((id) => !Object.hasOwn(museumOperations, id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new CliUsageError(
      `${flag} takes operation ids separated by commas${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''} (known: ${Object.keys(museumOperations).join(', ')})`,
    );
  }
  return ids as MuseumOperation[];
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      config: { type: 'string' },
      'api-version': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'seed-file': { type: 'string' },
      seed: { type: 'string' },
      scenario: { type: 'string' },
      auth: { type: 'string' },
      'no-auth': { type: 'boolean' },
      latency: { type: 'string' },
      clock: { type: 'string' },
      'random-seed': { type: 'string' },
      random: { type: 'string' },
      'no-cors': { type: 'boolean' },
      'max-sessions': { type: 'string' },
      'session-ttl': { type: 'string' },
      'max-tickets': { type: 'string' },
      admin: { type: 'boolean' },
      'admin-token': { type: 'string' },
      state: { type: 'string' },
      webhook: { type: 'string', multiple: true },
      'webhook-secret': { type: 'string' },
      'webhook-allow-host': { type: 'string', multiple: true },
      'webhook-timeout': { type: 'string' },
      'webhook-attempts': { type: 'string' },
      proxy: { type: 'string' },
      'proxy-auth': { type: 'string' },
      'proxy-strict': { type: 'boolean' },
      'proxy-timeout': { type: 'string' },
      mock: { type: 'string' },
      forward: { type: 'string' },
      record: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
  });
}
