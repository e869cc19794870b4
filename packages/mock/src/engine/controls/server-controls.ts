import { adminSessionsSchema } from './command-schemas.ts';
import { serverCalls } from './museum-calls.ts';
import { defineCommand } from './museum-command.ts';

/**
 * What the server's commands act on: its sessions rather than one session's mock.
 */
export interface SessionsHost {
  /** Every session held, as `GET /__admin/sessions` lists them; listing them uses none. */
  list(): { id: string; created: string; lastUsed: string; requests: number }[];
  /** Ends the session the request names; throws a 400 `ProblemError` when it names none. */
  end(): void;
}

/**
 * The controls only a standalone server has, about its sessions rather than one session's mock:
 * written like `museumCommands`, served by the same router, called by the remote handle.
 *
 * @example
 * ```ts
 * serverCommands.sessions.path; // '/sessions'
 * ```
 */
export const serverCommands = {
  sessions: defineCommand(serverCalls.sessions, {
    tag: 'Sessions',
    summary: 'List the sessions',
    description:
      "The standalone server's sessions (the default one first, then the others, least recently used " +
      'first): id, when made and last used, and how many API requests each answered. Listing them does ' +
      'not count as using them. The session header, if sent, is ignored.',
    get output() {
      return adminSessionsSchema();
    },
    run: (host: SessionsHost) => host.list(),
  }),
  endSession: defineCommand(serverCalls.endSession, {
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
