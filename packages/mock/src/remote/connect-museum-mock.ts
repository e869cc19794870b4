import type { ProblemDetails } from '@museum-api/core';
import type { MuseumControls, MuseumScenarioList } from '../engine/controls/museum-controls.ts';
import type { JournalEntry } from '../engine/journal/journal-types.ts';
import { adminMount, sessionHeader, sessionIdPattern } from '../engine/protocol.ts';
import { isMuseumAdminError, MuseumAdminError, type MuseumAdminRequestInfo } from './museum-admin-error.ts';

/**
 * Options of {@link connectMuseumMock}. Every field is optional.
 *
 * @example
 * ```ts
 * const options: ConnectMuseumMockOptions = { token: process.env.MUSEUM_ADMIN_TOKEN, session: `worker-${workerIndex}` };
 * ```
 */
export interface ConnectMuseumMockOptions {
  /**
   * The server's `--admin-token`, sent as `Authorization: Bearer <token>`.
   * @default none (a loopback server started with `--admin` alone needs none)
   * @example 's3cret'
   */
  token?: string;
  /**
   * The session to drive, sent as `X-Museum-Session`: 1–64 of `[A-Za-z0-9_-]`. Use one per test
   * worker and send the same header (or the `museum-session` cookie) with the app's API calls.
   * @default the server's default session
   * @example 'worker-3'
   */
  session?: string;
  /**
   * The `fetch` to call; read from `globalThis` at each request when not given.
   * @default globalThis.fetch
   * @example (input, init) => undiciFetch(input, init)
   */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}

/**
 * One session of a standalone server, as {@link RemoteMuseumMock.sessions} lists them.
 *
 * @example
 * ```ts
 * const busiest = (await remote.sessions()).sort((a, b) => b.requests - a.requests)[0];
 * ```
 */
export interface MuseumSessionInfo {
  /** The session id; `default` for requests that name none. */
  id: string;
  /** When the server made the session. */
  created: Date;
  /** When a request last named it. */
  lastUsed: Date;
  /** API requests it answered. */
  requests: number;
}

/**
 * The standalone server's mock seen from a test: the common {@link MuseumControls}, each a
 * request to the admin API, plus what only a connection has. Everything acts on one session.
 *
 * @example
 * ```ts
 * const remote = connectMuseumMock('http://127.0.0.1:4010');
 * await remote.reset();
 * ```
 */
export interface RemoteMuseumMock extends MuseumControls {
  /** The admin API root the handle talks to, e.g. `http://127.0.0.1:4010/__admin`. */
  readonly adminUrl: string;
  /** The session it acts on, if one was given. */
  readonly session: string | undefined;
  /**
   * Ends the handle's session on the server: its state, faults and journal go, and a later
   * request naming it starts afresh from the seed. Ending one that is not held is no error; a
   * handle without a session rejects (400: the default session is reset, not ended).
   */
  endSession(): Promise<void>;
  /**
   * Every session the server holds (the default one first), whichever session the handle
   * drives: for a dashboard's session picker, or to find the session a client used. Listing
   * them does not keep them alive.
   */
  sessions(): Promise<MuseumSessionInfo[]>;
}

/**
 * Connects to the admin API of a running `museum-mock --admin` server and returns a typed
 * handle that mirrors the in-process mock. Browser-safe: plain `fetch`, no Node built-ins.
 *
 * `url` is the server's root (`http://127.0.0.1:4010`) or any URL on it (the API base URL
 * `…/v1.1` works too): the admin API is always at `/__admin` on the origin. A URL whose path
 * already ends in `/__admin` is used as it is (a server behind a path prefix).
 *
 * @throws {TypeError} for a URL that does not parse or a session id outside `[A-Za-z0-9_-]{1,64}`.
 *
 * @example
 * ```ts
 * import { connectMuseumMock } from '@museum-api/mock';
 *
 * const remote = connectMuseumMock('http://127.0.0.1:4010', { session: 'checkout-spec' });
 * await remote.reset();
 * const outage = await remote.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * await remote.clock.set('2026-12-24T09:00:00Z');
 * // … drive the app, sending X-Museum-Session: checkout-spec …
 * const purchases = await remote.journal.entries({ operation: 'buyMuseumTickets' });
 * await outage.remove();
 * ```
 */
export function connectMuseumMock(
  url: string | URL,
  options: ConnectMuseumMockOptions = {},
): RemoteMuseumMock {
  const { token, session } = options;
  if (session !== undefined && !sessionIdPattern.test(session)) {
    throw new TypeError('museum mock: `session` must be 1-64 characters of A-Z, a-z, 0-9, _ and -');
  }
  const adminUrl = adminRootOf(url);
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (session !== undefined) headers[sessionHeader] = session;

  const call = async <T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    const request: MuseumAdminRequestInfo = { method, url: `${adminUrl}${path}` };
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      throw new MuseumAdminError(request, 0, undefined, { cause: error });
    }
    if (!response.ok) throw new MuseumAdminError(request, response.status, await problemOf(response));
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  };
  const clockCall = async (method: string, path: string, body?: unknown) =>
    new Date((await call<{ now: string }>(method, path, body)).now);

  return {
    adminUrl,
    session,
    reset: () => call('POST', '/reset'),
    endSession: () => call('DELETE', '/session'),
    useScenario: (name) => call('PUT', '/scenario', { name }),
    scenarios: () => call<MuseumScenarioList>('GET', '/scenarios'),
    sessions: async () =>
      (
        await call<{ id: string; created: string; lastUsed: string; requests: number }[]>('GET', '/sessions')
      ).map((session) => ({
        ...session,
        created: new Date(session.created),
        lastUsed: new Date(session.lastUsed),
      })),
    snapshot: () => call('GET', '/snapshot'),
    restore: (snapshot) => call('PUT', '/snapshot', snapshot),
    async fault(operation, fault, faultOptions = {}) {
      const { id } = await call<{ id: string }>(
        'POST',
        '/faults',
        // The admin API takes the fault's own fields, flat, beside the operation and the count.
        { operation, ...fault, ...faultOptions },
      );
      const remove = async () => {
        try {
          await call('DELETE', `/faults/${encodeURIComponent(id)}`);
        } catch (error) {
          // Like the in-process handle, removing a fault that is used up or gone is no error.
          if (!(isMuseumAdminError(error) && error.status === 404)) throw error;
        }
      };
      return { id, remove };
    },
    clearFaults: () => call('DELETE', '/faults'),
    journal: {
      entries: (query = {}) => {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query))
          if (value !== undefined) search.set(name, String(value));
        const text = search.toString();
        return call('GET', `/journal${text === '' ? '' : `?${text}`}`);
      },
      clear: () => call('DELETE', '/journal'),
      har: () => call('GET', '/journal.har'),
      watch(listener, { backlog = 0, onError } = {}) {
        const stop = new AbortController();
        void followJournal(
          (query) => call<JournalFeedPage>('GET', `/journal/feed?${query}`, undefined, stop.signal),
          listener,
          { backlog, onError, signal: stop.signal },
        );
        return () => stop.abort();
      },
    },
    clock: {
      now: () => clockCall('GET', '/clock'),
      set: (instant) => clockCall('PUT', '/clock', { now: toInstantText(instant) }),
      advance: (by) => clockCall('POST', '/clock/advance', by),
    },
  };
}

/** One answer of `GET /__admin/journal/feed`. */
interface JournalFeedPage {
  entries: JournalEntry[];
  cursor: number;
}

// Seconds a poll waits on the server: under the feed's cap (30) and common idle timeouts.
const pollWaitSeconds = 25;

/**
 * The long-poll loop behind `journal.watch`: the newest `backlog` entries first, then each poll
 * asks for what came after the cursor of the last answer, so nothing is missed or repeated. A
 * failed poll is reported and retried after a pause that doubles up to 30 s; a stop aborts the
 * poll in flight.
 */
async function followJournal(
  poll: (query: string) => Promise<JournalFeedPage>,
  listener: (entry: JournalEntry) => void,
  options: { backlog: number; onError: ((error: unknown) => void) | undefined; signal: AbortSignal },
): Promise<void> {
  const { signal } = options;
  let cursor: number | undefined;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const page = await poll(
        cursor === undefined ? `limit=${options.backlog}` : `after=${cursor}&wait=${pollWaitSeconds}`,
      );
      failures = 0;
      cursor = page.cursor;
      for (const entry of page.entries) if (!signal.aborted) listener(entry);
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error);
      const pause = Math.min(30_000, 500 * 2 ** failures++);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }
}

function adminRootOf(url: string | URL): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  return path.endsWith(adminMount) ? `${parsed.origin}${path}` : `${parsed.origin}${adminMount}`;
}

/** An instant as the admin API takes it; a Date or epoch ms that is no date goes as is, to be refused. */
function toInstantText(instant: Date | string | number): string {
  if (typeof instant === 'string') return instant;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? String(instant) : date.toISOString();
}

/** The problem details of an error answer, or ones made up from the status when it sent none. */
async function problemOf(response: Response): Promise<ProblemDetails> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ProblemDetails>;
    if (typeof body.title === 'string' && typeof body.status === 'number') {
      return { type: 'about:blank', detail: '', ...body } as ProblemDetails;
    }
  } catch {
    // Not JSON: a proxy's page, or a server without the admin API. Described from the status below.
  }
  return {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    detail: text.slice(0, 200) || `The admin API answered ${response.status} with no problem details`,
  };
}
