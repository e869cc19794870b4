import {
  answerHostRequest,
  hostProtocol,
  type MockHost,
  type MockRequest,
  type MockRuntime,
  type MuseumAnswer,
} from '@museum-api/mock/host';
import { answerDashboard, isDashboardPath } from './admin-dashboard.ts';
import type { MockSessions } from './mock-sessions.ts';

const { adminMount } = hostProtocol;

/**
 * The standalone server as a host of the mock: its sessions held in one process (least recently
 * used dropped past `maxSessions`), listed and ended through the admin API.
 *
 * @example
 * ```ts
 * const host = serverHost(sessions, { admin: true, adminToken: undefined, nextRequestId });
 * ```
 */
export function serverHost(
  sessions: MockSessions<MockRuntime>,
  options: Omit<MockHost, 'session' | 'sessions'>,
): MockHost {
  return {
    ...options,
    session: (id) => sessions.get(id),
    sessions: {
      list: () =>
        sessions.list().map(({ id, created, lastUsed, session }) => ({
          id,
          created: new Date(created).toISOString(),
          lastUsed: new Date(lastUsed).toISOString(),
          requests: session.journal.sequence,
        })),
      end: (id) => sessions.end(id),
    },
  };
}

/**
 * Answers one request to the standalone server: the admin dashboard's page and script (they
 * hold nothing secret: the page asks for the token itself), else what every host answers.
 *
 * @example
 * ```ts
 * const answer = await answerServerRequest(host, nodeMockRequest(req));
 * ```
 */
export function answerServerRequest(host: MockHost, request: MockRequest): Promise<MuseumAnswer> {
  const { pathname } = request.url;
  if (host.admin !== false && pathname.startsWith(`${adminMount}/`)) {
    const path = pathname.slice(adminMount.length);
    if (isDashboardPath(path)) return answerDashboard(request, path);
  }
  return answerHostRequest(host, request);
}
