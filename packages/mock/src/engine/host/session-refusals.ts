import { ProblemError } from '../http/problem-error.ts';
import { sessionHeader } from '../protocol.ts';

/**
 * The 400s every host gives for a session it cannot serve, said once so the standalone server
 * and a Worker refuse alike: an id that is not 1 to 64 of `[A-Za-z0-9_-]`, and ending the
 * default session, which is reset (`POST /__admin/reset`) instead.
 *
 * @example
 * ```ts
 * if (!hostProtocol.sessionIdPattern.test(id)) throw sessionRefusals.malformedId(id);
 * ```
 */
export const sessionRefusals = {
  /** The 400 for `id`, which is not 1 to 64 of `[A-Za-z0-9_-]`; it quotes the id, cut at 80 characters. */
  malformedId: (id: string): ProblemError =>
    ProblemError.invalidRequest(
      `A session id is 1 to 64 letters, digits, "_" or "-"; got "${id.length > 80 ? `${id.slice(0, 80)}…` : id}"`,
      [{ path: `header.${sessionHeader}`, message: 'Expected 1-64 of [A-Za-z0-9_-]' }],
    ),
  /** The 400 for ending the default session: it is reset instead, and only a named session ends. */
  defaultNotEnded: (): ProblemError =>
    ProblemError.invalidRequest(
      `The default session cannot be ended (reset it with POST /__admin/reset); name a session with ${sessionHeader}`,
      [{ path: `header.${sessionHeader}`, message: 'Required' }],
    ),
};
