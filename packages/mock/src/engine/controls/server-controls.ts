import { defineControl } from './define-control.ts';

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
 * What the server's controls act on: its sessions rather than one session's mock.
 */
export interface SessionsHost {
  /** Every session held, as `GET /__admin/sessions` lists them; listing them uses none. */
  list(): { id: string; created: string; lastUsed: string; requests: number }[];
  /** Ends the session the request names; throws a 400 `ProblemError` when it names none. */
  end(): void;
}

/**
 * The controls only a standalone server has (its sessions), written and served like
 * `museumControls`: the remote handle's `sessions()` and `endSession()` come from here.
 *
 * @example
 * ```ts
 * for (const [name, control] of controlEntries(serverControls)) console.log(name, control.method, control.path);
 * ```
 */
export const serverControls = {
  /** Every session the server holds (the default one first); listing them keeps none alive. */
  sessions: defineControl({
    method: 'GET',
    path: '/sessions',
    result: (
      sessions: { id: string; created: string; lastUsed: string; requests: number }[],
    ): MuseumSessionInfo[] =>
      sessions.map((session) => ({
        ...session,
        created: new Date(session.created),
        lastUsed: new Date(session.lastUsed),
      })),
    tag: 'Sessions',
    summary: 'List the sessions',
    description:
      "The standalone server's sessions (the default one first, then the others, least recently used " +
      'first): id, when made and last used, and how many API requests each answered. Listing them does ' +
      'not count as using them. The session header, if sent, is ignored.',
    output: 'adminSessionsSchema',
    run: (host: SessionsHost) => host.list(),
  }),
  /** Ends the handle's session: its state, faults and journal go; without a session it is refused (400). */
  endSession: defineControl({
    method: 'DELETE',
    path: '/session',
    tag: 'Sessions',
    summary: 'End the session',
    description:
      'Ends the session the request names (`X-Museum-Session` or the `museum-session` cookie): its state, ' +
      'faults and journal go, and a later request naming it starts afresh from the seed. Ending a session ' +
      'that is not held is no error. Without a session id it is a 400: the default session is reset, not ended.',
    refusals: ['BadRequest'],
    run: (host: SessionsHost) => host.end(),
  }),
};
