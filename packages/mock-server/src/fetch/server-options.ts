import type {
  InterventionOptions,
  MockFault,
  MuseumMockOptions,
  MuseumOperation,
  OverrideResolver,
} from '@museum-api/mock';
import {
  durationOption,
  functionOf,
  MockFaultSchema,
  MuseumMockOptionsSchema,
  museumOperations,
  parseOptions,
  typedAs,
  wholeNumber,
} from '@museum-api/mock/options';
import * as z from 'zod';

/**
 * One entry of {@link MuseumServerOptions.overrides}: a fault or an override resolver for an
 * operation (or `'*'`, every operation), as `mock.fault()` and `mock.override()` take them.
 *
 * @example
 * ```ts
 * const soldOut: MuseumServerOverride = { operation: 'buyMuseumTickets', fault: { status: 409 }, times: 'always' };
 * const empty: MuseumServerOverride = { operation: 'listSpecialEvents', resolver: () => Response.json([]) };
 * ```
 */
export type MuseumServerOverride = InterventionOptions & { operation: MuseumOperation | '*' } & (
    | { fault: MockFault; resolver?: never }
    | { resolver: OverrideResolver; fault?: never }
  );

const operationOrAll = [...(Object.keys(museumOperations) as MuseumOperation[]), '*'] as const;

/** One `overrides` entry's rules; {@link MuseumServerOverride} is its type, written out. */
const ServerOverrideSchema = z
  .strictObject({
    operation: z.enum(operationOrAll),
    fault: z.optional(MockFaultSchema),
    resolver: z.optional(functionOf<OverrideResolver>()),
    times: z.union([z.int().min(1), z.literal('always')]).optional(),
    probability: z.number().gt(0).max(1).optional(),
  })
  .refine((entry) => (entry.fault === undefined) !== (entry.resolver === undefined), {
    message: 'give either a fault or a resolver',
  });

/** The server's own fields, first: the config file's list of known fields starts with them. */
const serverShape = {
  /**
   * TCP port; 0 picks a free one (read it from `url` or `port`).
   * @default 0
   * @example 4010
   */
  port: z._default(wholeNumber(0, 'must be a whole number from 0 to 65535', 65535), 0),
  /**
   * Interface to listen on. Loopback by default: a mock has no business on a network.
   * @default '127.0.0.1'
   * @example '::1'
   */
  host: z
    .string()
    .refine((host) => host.trim() !== '', 'must be a non-empty host name or address')
    .default('127.0.0.1'),
  /**
   * Answer CORS preflights and add CORS headers, so a web app on another origin (a dev server)
   * can call the mock with credentials.
   * @default true
   * @example false
   */
  cors: z.boolean().default(true),
  /**
   * Most sessions kept besides the default one (a request names its session with the
   * `X-Museum-Session` header or the `museum-session` cookie); past it, the least recently used
   * is dropped.
   * @default 1000
   * @example 64
   */
  maxSessions: z._default(wholeNumber(0, 'must be a whole number >= 0'), 1000),
  /**
   * How long a session may stay unused before it is dropped: a duration such as `'5m'`, or a
   * number of milliseconds.
   * @default '30m'
   * @example '5m'
   */
  sessionTtl: z.prefault(durationOption({ min: 1 }), '30m'),
  /**
   * Serve the admin API at `/__admin` on the server root: reset, snapshot and restore, journal
   * (and HAR), faults and the clock of the session a request names. Off unless asked for.
   * @default false
   * @example true
   */
  admin: z.boolean().default(false),
  /**
   * A token every admin request must present as `Authorization: Bearer <token>`. Required when
   * `admin` is on and `host` is not a loopback address: the admin API can rewrite all state.
   * @default undefined (no token; loopback only)
   * @example 'ci-7f3a'
   */
  adminToken: z
    .string()
    .refine((token) => token.trim() !== '', 'must be a non-empty string')
    .optional(),
  /**
   * Keep the state of every session in this SQLite file (`node:sqlite`, Node 22.13+): loaded on
   * start (created from the seed when missing), each change committed before it is answered.
   * A file that is not a state file, is corrupt or comes from a newer mock is refused
   * (`StateFileError`) and left untouched.
   * @default undefined (state in memory only)
   * @example 'museum-state.db'
   */
  state: z
    .string()
    .refine((file) => file.trim() !== '', 'must be a file name')
    .optional(),
  /**
   * Faults and overrides every session starts with, arranged again after each `reset()` and
   * scenario switch (after the scenario's own `setup`): what `mock.fault()` and
   * `mock.override()` do in a test, said once for a whole server, and the way a config file
   * says them. Each entry names its operation (or `'*'`) and gives either a `fault` (plain
   * data, so a JSON config can hold it) or a `resolver` function, with `times` and
   * `probability` as those methods take them.
   * @default []
   * @example [{ operation: 'buyMuseumTickets', fault: { status: 409, problem: { title: 'Sold out' } }, times: 'always' }]
   */
  overrides: z
    .custom<readonly MuseumServerOverride[]>(
      (value) => Array.isArray(value),
      'must be an array of { operation, fault | resolver }',
    )
    .pipe(z.array(typedAs<MuseumServerOverride>(ServerOverrideSchema)).readonly())
    .default([]),
};

/**
 * The options of {@link startMuseumServer}, said once: the server's own fields and
 * {@link MuseumMockOptionsSchema}'s. {@link MuseumServerOptions} is its input type; the config
 * file and the CLI's flags read the same fields.
 *
 * @example
 * ```ts
 * MuseumServerOptionsSchema.parse({ admin: true }).host; // '127.0.0.1'
 * ```
 */
export const MuseumServerOptionsSchema = z.object({ ...serverShape, ...MuseumMockOptionsSchema.shape });

/**
 * Options of {@link startMuseumServer}: the mock's own plus where to listen.
 *
 * @example
 * ```ts
 * await startMuseumServer({ port: 4010, auth: { username: 'u', password: 'p' } });
 * ```
 */
export interface MuseumServerOptions extends z.input<typeof MuseumServerOptionsSchema> {}

const ServerOwnSchema = z.object(serverShape);
const serverKeys = Object.keys(serverShape);

/** What a server runs on: its own options, defaults applied and checked, and the mock's. */
export interface ServerConfig extends z.output<typeof ServerOwnSchema> {
  /** Every session's mock is made from these, as given: each session parses them itself. */
  mockOptions: MuseumMockOptions;
}

/**
 * Applies the defaults of {@link MuseumServerOptions} ({@link MuseumServerOptionsSchema}) and
 * refuses what cannot work, with a message naming the option: the mock's own options are
 * parsed when its first session is made (each session parses them, with its scenario).
 *
 * @throws {TypeError} for a port out of range, an empty admin token, or the admin API off
 * loopback without a token.
 * @example
 * ```ts
 * normalizeServerOptions({ admin: true }).host; // '127.0.0.1'
 * ```
 */
export function normalizeServerOptions(options: MuseumServerOptions = {}): ServerConfig {
  const own: Record<string, unknown> = {};
  const mockOptions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (serverKeys.includes(key) ? own : mockOptions)[key] = value;
  }
  const config: ServerConfig = {
    ...parseOptions(ServerOwnSchema, own),
    mockOptions: mockOptions as MuseumMockOptions,
  };
  const { admin, adminToken, host } = config;
  // The admin API rewrites all state: off loopback it needs a token.
  if (admin && adminToken === undefined && !isLoopback(host)) {
    throw new TypeError(
      `museum mock: the admin API on ${host} (not a loopback address) needs an admin token (--admin-token)`,
    );
  }
  return config;
}

/** Whether `host` is a loopback interface: 127.0.0.0/8, ::1 or localhost. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}
