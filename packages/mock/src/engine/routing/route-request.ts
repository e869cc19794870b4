import { ProblemError } from '../http/problem-error.ts';
import { type MuseumOperation, museumRoutes } from '../operations/operation-routes.ts';
import { matchMuseumPath } from './match-museum-path.ts';

/** Where a request goes: the OpenAPI document, an operation, or a 404 / 405 with `Allow`. */
export type RoutedRequest =
  | { kind: 'openapi' }
  | { kind: 'operation'; operation: MuseumOperation; params: Record<string, string> }
  | { kind: 'refused'; error: ProblemError; params: Record<string, string> };

// Said once, from the routes themselves: a 404 names what the API does have.
const knownPaths = museumRoutes.map((route) => route.path.replace(/:(\w+)/g, '{$1}')).join(', ');

/** Routes a method and path (HEAD wherever GET; the document only to GET and HEAD); 404 names `pathname`. */
export function routeRequest(method: string, path: string, pathname = path): RoutedRequest {
  const match = matchMuseumPath(path);
  const readable = method === 'GET' || method === 'HEAD';
  if (match?.kind === 'openapi' && readable) return { kind: 'openapi' };
  if (match?.kind !== 'route') {
    const error = ProblemError.notFound(
      `Nothing at ${pathname}. Operations under the base URL: ${knownPaths}`,
    );
    return { kind: 'refused', error, params: {} };
  }
  const operation = match.route.methods[method === 'HEAD' ? 'GET' : method];
  if (operation === undefined) {
    return {
      kind: 'refused',
      error: ProblemError.methodNotAllowed(method, match.route.allow),
      params: match.params,
    };
  }
  return { kind: 'operation', operation, params: match.params };
}
