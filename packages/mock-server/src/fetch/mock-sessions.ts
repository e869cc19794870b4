import { hostProtocol, sessionRefusals } from '@museum-api/mock/host';

const { defaultSessionId, sessionIdPattern } = hostProtocol;

/**
 * Limits of a {@link MockSessions} registry.
 */
export interface SessionLimits {
  /**
   * Most sessions kept besides the default one; past it the least recently used goes.
   * @default 1000
   */
  maxSessions?: number;
  /**
   * A session unused this long (milliseconds) is dropped.
   * @default 1_800_000 (30 minutes)
   */
  ttlMs?: number;
  /** Milliseconds now; a test moves it. @default Date.now */
  now?: () => number;
}

interface Entry<Session> {
  session: Session;
  /** Milliseconds (the registry's `now`) when it was made and when a request last named it. */
  created: number;
  lastUsed: number;
}

/**
 * A session held, as {@link MockSessions.list} gives it.
 */
export interface HeldSession<Session> extends Entry<Session> {
  id: string;
}

/**
 * The sessions of a standalone server: one isolated mock per session id, created on first use
 * from the server's options, the default one always there. Bounded twice, so a flood of new ids
 * cannot grow memory without limit: at most `maxSessions` besides the default (the least recently
 * used is evicted first), and none idle longer than `ttlMs`.
 *
 * A `Map` keeps insertion order, and a session is moved to the end on each use, so the first
 * entry is always the least recently used: eviction and expiry look only at the front.
 */
export class MockSessions<Session> {
  readonly #create: (id: string) => Session;
  readonly #dispose: (session: Session, id: string) => void;
  readonly #maxSessions: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #default: Entry<Session>;
  readonly #sessions = new Map<string, Entry<Session>>();

  constructor(
    create: (id: string) => Session,
    limits: SessionLimits = {},
    dispose: (session: Session, id: string) => void = () => {},
  ) {
    const { maxSessions = 1000, ttlMs = 30 * 60_000, now = Date.now } = limits;
    if (!Number.isSafeInteger(maxSessions) || maxSessions < 0) {
      throw new TypeError('museum mock: `maxSessions` must be a whole number >= 0');
    }
    if (!Number.isFinite(ttlMs) || ttlMs <= 0) {
      throw new TypeError('museum mock: `sessionTtl` must be a positive number of milliseconds');
    }
    this.#create = create;
    this.#dispose = dispose;
    this.#maxSessions = maxSessions;
    this.#ttlMs = ttlMs;
    this.#now = now;
    const made = now();
    this.#default = { session: create(defaultSessionId), created: made, lastUsed: made };
  }

  /** The session without an id: never evicted, never expired. */
  get default(): Session {
    return this.#default.session;
  }

  /** Sessions held besides the default one. */
  get size(): number {
    return this.#sessions.size;
  }

  /**
   * Every session held, the default one first, as `[id, session]`; reading them does not count
   * as using them (the least-recently-used order stays).
   */
  held(): [string, Session][] {
    return this.list().map(({ id, session }) => [id, session]);
  }

  /**
   * Every session held with its id and times, the default one first, then the others least
   * recently used first; reading them does not count as using them.
   */
  list(): HeldSession<Session>[] {
    return [
      { id: defaultSessionId, ...this.#default },
      ...[...this.#sessions].map(([id, entry]) => ({ id, ...entry })),
    ];
  }

  /** Ids of the sessions held besides the default one, least recently used first. */
  ids(): string[] {
    return [...this.#sessions.keys()];
  }

  /**
   * The session of `id` (`undefined` or `'default'`: the default session), created on first use.
   *
   * @throws {ProblemError} 400 for an id that is not 1–64 of `[A-Za-z0-9_-]`.
   */
  get(id: string | undefined): Session {
    const now = this.#now();
    if (id === undefined || id === defaultSessionId) {
      this.#default.lastUsed = now;
      return this.#default.session;
    }
    const held = this.#sessions.get(id);
    if (held !== undefined && now - held.lastUsed <= this.#ttlMs) {
      // The hot path, taken by every request of a live session: its id was checked when the
      // session was made, and only its place in the least-recently-used order moves.
      this.#sessions.delete(id);
      held.lastUsed = now;
      this.#sessions.set(id, held);
      return held.session;
    }
    if (!sessionIdPattern.test(id)) throw sessionRefusals.malformedId(id);
    // An expired session held under this id goes (with every older one), and the id starts afresh.
    this.#expire(now);
    this.#drop(id);
    const session = this.#create(id);
    this.#sessions.set(id, { session, created: now, lastUsed: now });
    while (this.#sessions.size > this.#maxSessions) this.#drop(this.#sessions.keys().next().value as string);
    return session;
  }

  /**
   * Ends the session of `id`: its state, faults and journal go (and its saved rows, with durable
   * state); a later request naming the id starts afresh from the seed. Ending a session that is
   * not held is no error.
   *
   * @throws {ProblemError} 400 for an id that is not 1–64 of `[A-Za-z0-9_-]`, or for the
   * default session, which is reset rather than ended.
   */
  end(id: string | undefined): void {
    if (id === undefined || id === defaultSessionId) throw sessionRefusals.defaultNotEnded();
    if (!sessionIdPattern.test(id)) throw sessionRefusals.malformedId(id);
    this.#drop(id);
  }

  /** Drops every session idle for longer than the time-to-live; the default one stays. */
  expire(): void {
    this.#expire(this.#now());
  }

  #expire(now: number): void {
    for (const [id, entry] of this.#sessions) {
      if (now - entry.lastUsed <= this.#ttlMs) break;
      this.#drop(id);
    }
  }

  #drop(id: string): void {
    const entry = this.#sessions.get(id);
    if (entry === undefined) return;
    this.#sessions.delete(id);
    this.#dispose(entry.session, id);
  }
}
