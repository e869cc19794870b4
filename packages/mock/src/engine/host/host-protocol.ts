import { mockFailureHeader } from '../failure/mock-failure.ts';
import { adminMount, defaultSessionId, sessionCookie, sessionHeader, sessionIdPattern } from '../protocol.ts';

/**
 * The protocol's names a host needs in one value: where the admin API is mounted, how a
 * request names its session (header, cookie, the id's shape, the default), and the header that
 * marks the mock's own failures (a host's CORS exposes it).
 *
 * @example
 * ```ts
 * const { adminMount, sessionHeader } = hostProtocol; // '/__admin', 'X-Museum-Session'
 * ```
 */
export const hostProtocol = {
  adminMount,
  sessionHeader,
  sessionCookie,
  sessionIdPattern,
  defaultSessionId,
  mockFailureHeader,
} as const;
