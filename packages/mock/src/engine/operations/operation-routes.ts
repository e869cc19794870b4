import { type MuseumOperation, museumOperations } from '@museum-api/core/http';

// The table itself is core's (the contract package reads it too); the mock's folders import it
// from here, with the routes it is grouped into.
export type { MuseumOperation, MuseumOperationTypes } from '@museum-api/core/http';
export { museumOperations } from '@museum-api/core/http';

/** One path of the API with the operation behind each method it accepts. */
export interface MuseumRoute {
  path: string;
  methods: Readonly<Record<string, MuseumOperation>>;
  /** The `Allow` header value: the methods, with HEAD wherever GET is. */
  allow: readonly string[];
}

/** The operations grouped by path, so a known path with a wrong method can answer 405. */
export const museumRoutes: readonly MuseumRoute[] = (() => {
  const byPath = new Map<string, Record<string, MuseumOperation>>();
  for (const [operation, { method, path }] of Object.entries(museumOperations)) {
    byPath.set(path, { ...byPath.get(path), [method]: operation as MuseumOperation });
  }
  const order = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
  return [...byPath].map(([path, methods]) => {
    const names = Object.keys(methods);
    const allow = order.filter(
      (method) => names.includes(method) || (method === 'HEAD' && names.includes('GET')),
    );
    return { path, methods, allow };
  });
})();
