import { ProblemError } from '../http/problem-error.ts';
import { type MuseumOperation, museumRoutes } from '../operations/operation-routes.ts';
import { matchMuseumPath } from './match-museum-path.ts';

/**
 * Where a request under the base URL goes: the OpenAPI document, or an operation with its path
 * parameters, or a refusal — 404 for a path the API does not have, 405 with `Allow` for a known
 * path and a method it does not take. Decided here and nowhere else.
 */
export type RoutedRequest =
  | { kind: 'openapi' }
  | { kind: 'operation'; operation: MuseumOperation; params: Record<string, string> }
  | { kind: 'refused'; error: ProblemError; params: Record<string, string> };

// Said once, from the routes themselves: a 404 names what the API does have.
const knownPaths = museumRoutes.map((route) => route.path.replace(/:(\w+)/g, '{$1}')).join(', ');

/**
 * Routes a method and a path relative to the base URL (`pathname`, the whole path, is what a
 * 404 names). HEAD is answered wherever GET is; the
 * OpenAPI document only to GET and HEAD (any other method there names no operation: 404).
 */
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
