import type { MuseumServer } from '@museum-api/mock-server';
import { expect } from 'vitest';

type SpecialEvent = ReturnType<ReturnType<MuseumServer['session']>['store']['createEvent']>;

/**
 * Seeds an event that only one session of the standalone server has: a page that shows it read
 * that session and no other. The server-rendered examples (this one, examples/react-router) share it.
 *
 * @example
 * ```ts
 * const gala = seedEventInSession(museum, 'ssr-preview', 'Preview Gala');
 * ```
 */
export function seedEventInSession(museum: MuseumServer, sessionId: string, name: string): SpecialEvent {
  const session = museum.session(sessionId);
  return session.store.createEvent({
    name,
    location: 'Main Hall',
    eventDescription: `Only in the ${sessionId} session.`,
    dates: [session.store.today()],
    price: 0,
  });
}

/**
 * Asserts through the journals that the app's one list request reached that session as the mock's
 * own answer (200, no fault or override, by the app's user, with the event), and that the default
 * session saw no list and does not have the event: every request of the app named its session.
 *
 * @example
 * ```ts
 * expectListedInSessionOnly(museum, 'ssr-preview', { username: 'ssr-app', event: gala });
 * ```
 */
export function expectListedInSessionOnly(
  museum: MuseumServer,
  sessionId: string,
  { username, event }: { username: string; event: SpecialEvent },
): void {
  const [listed, ...more] = museum.session(sessionId).journal.filter('listSpecialEvents');
  expect(more).toEqual([]);
  expect(listed).toMatchObject({ status: 200, username });
  expect(listed?.intervention).toBeUndefined();
  expect(listed?.responseBody?.map(({ eventId }) => eventId)).toContain(event.eventId);
  expect(museum.mock.journal.filter('listSpecialEvents')).toEqual([]);
  expect(museum.mock.store.allEvents().map(({ name }) => name)).not.toContain(event.name);
}
