import type { MockHost, MockRuntime } from '@museum-api/mock/host';
import { dashboardAdminPage } from './dashboard-page.ts';
import type { MockSessions } from './mock-sessions.ts';

/**
 * The standalone server as a host of the mock: its sessions held in one process (least recently
 * used dropped past `maxSessions`), listed and ended through the admin API, and the dashboard
 * page served at `/__admin/` with the script `readScript` gives (`undefined`: not installed).
 */
export function serverHost(
  sessions: MockSessions<MockRuntime>,
  options: Omit<MockHost, 'session' | 'sessions' | 'adminPage'>,
  readScript: () => Promise<Uint8Array<ArrayBuffer> | undefined>,
): MockHost {
  return {
    ...options,
    adminPage: dashboardAdminPage(readScript),
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
