import type { MuseumQueries } from '@museum-api/query';
import { createContext, useContext } from 'react';

const MuseumQueriesContext = createContext<MuseumQueries | undefined>(undefined);

/** Provides the app's Museum query options to every component below it. */
export const MuseumQueriesProvider = MuseumQueriesContext.Provider;

/**
 * The Museum query options the app was started with.
 *
 * @example
 * ```tsx
 * const museum = useMuseumQueries();
 * const { data } = useQuery(museum.specialEvents.detail(eventId));
 * ```
 */
export function useMuseumQueries(): MuseumQueries {
  const museum = useContext(MuseumQueriesContext);
  if (!museum) throw new Error('useMuseumQueries needs a <MuseumQueriesProvider> above it');
  return museum;
}
