import type { MockFault } from '../engine/interventions/mock-fault.ts';
import type { InterventionOptions, OverrideResolver } from '../engine/interventions/mock-interventions.ts';
import type { MuseumOperation } from '../engine/operations/museum-operations.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import { createUpstreamFetch } from '../proxy/upstream-fetch.ts';

/**
 * Options of {@link startMuseumServer}: the mock's own plus where to listen.
 *
 * @example
 * ```ts
 * await startMuseumServer({ port: 4010, auth: { username: 'u', password: 'p' } });
 * ```
 */
export interface MuseumServerOptions extends MuseumMockOptions {
  /**
   * TCP port; 0 picks a free one (read it from `url` or `port`).
   * @default 0
   * @example 4010
   */
  port?: number;
  /**
   * Interface to listen on. Loopback by default: a mock has no business on a network.
   * @default '127.0.0.1'
   * @example '::1'
   */
  host?: string;
  /**
   * Answer CORS preflights and add CORS headers, so a web app on another origin (a dev server)
   * can call the mock with credentials.
   * @default true
   * @example false
   */
  cors?: boolean;
  /**
   * Most sessions kept besides the default one (a request names its session with the
   * `X-Museum-Session` header or the `museum-session` cookie); past it, the least recently used
   * is dropped.
   * @default 1000
   * @example 64
   */
  maxSessions?: number;
  /**
   * Milliseconds a session may stay unused before it is dropped.
   * @default 1_800_000 (30 minutes)
   * @example 300_000
   */
  sessionTtlMs?: number;
  /**
   * Serve the admin API at `/__admin` on the server root: reset, snapshot and restore, journal
   * (and HAR), faults and the clock of the session a request names. Off unless asked for.
   * @default false
   * @example true
   */
  admin?: boolean;
  /**
   * A token every admin request must present as `Authorization: Bearer <token>`. Required when
   * `admin` is on and `host` is not a loopback address: the admin API can rewrite all state.
   * @default undefined (no token; loopback only)
   * @example 'ci-7f3a'
   */
  adminToken?: string;
  /**
   * Keep the state of every session in this SQLite file (`node:sqlite`, Node 22.13+): loaded on
   * start (created from the seed when missing), each change committed before it is answered.
   * A file that is not a state file, is corrupt or comes from a newer mock is refused
   * ({@link StateFileError}) and left untouched.
   * @default undefined (state in memory only)
   * @example 'museum-state.db'
   */
  state?: string;
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
  overrides?: readonly MuseumServerOverride[];
}

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

/** What a server runs on: its own options, defaults applied and checked, and the mock's. */
export interface ServerConfig {
  port: number;
  host: string;
  cors: boolean;
  maxSessions: number;
  sessionTtlMs: number;
  admin: boolean;
  adminToken: string | undefined;
  state: string | undefined;
  overrides: readonly MuseumServerOverride[];
  /** Every session's mock is made from these. */
  mockOptions: MuseumMockOptions;
}

/**
 * Applies the defaults of {@link MuseumServerOptions} in one place and refuses what cannot work,
 * with a message naming the option: the mock's own options are checked when its first session
 * is made.
 *
 * @throws {TypeError} for a port out of range, an empty admin token, or the admin API off
 * loopback without a token.
 * @example
 * ```ts
 * normalizeServerOptions({ admin: true }).host; // '127.0.0.1'
 * ```
 */
export function normalizeServerOptions(options: MuseumServerOptions = {}): ServerConfig {
  const {
    port = 0,
    host = '127.0.0.1',
    cors = true,
    maxSessions = 1000,
    sessionTtlMs = 30 * 60_000,
    admin = false,
    adminToken,
    state,
    overrides = [],
    ...mockOptions
  } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError('museum mock: `port` must be a whole number from 0 to 65535');
  }
  if (!Array.isArray(overrides)) {
    throw new TypeError('museum mock: `overrides` must be an array of { operation, fault | resolver }');
  }
  if (adminToken !== undefined && (typeof adminToken !== 'string' || adminToken.trim() === '')) {
    throw new TypeError('museum mock: `adminToken` must be a non-empty string');
  }
  // The admin API rewrites all state: off loopback it needs a token.
  if (admin && adminToken === undefined && !isLoopback(host)) {
    throw new TypeError(
      `museum mock: the admin API on ${host} (not a loopback address) needs an admin token (--admin-token)`,
    );
  }
  // In front of a real backend every exchange is checked against the contract unless the
  // options bring their own check: `startMuseumServer` loads @museum-api/contract's.
  const { forward } = mockOptions;
  if (forward !== undefined && forward !== null && typeof forward === 'object') {
    mockOptions.forward = { ...forward, fetch: forward.fetch ?? createUpstreamFetch() };
  }
  return { port, host, cors, maxSessions, sessionTtlMs, admin, adminToken, state, overrides, mockOptions };
}

/** Whether `host` is a loopback interface: 127.0.0.0/8, ::1 or localhost. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}
