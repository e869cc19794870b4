import { ProblemError } from '../http/problem-error.ts';
import type { MuseumOperation } from '../operations/museum-operations.ts';
import type { MuseumPathMatch } from './match-museum-path.ts';

/**
 * The operation a request names, with its path parameters; a path the API does not have is
 * 404, and a known path with a method it does not take is 405 with the `Allow` header. HEAD is
 * answered wherever GET is.
 *
 * @throws {ProblemError} 404 or 405.
 * @example
 * ```ts
 * routeOperation(matchMuseumPath('/special-events'), 'POST', '/v1.1/special-events');
 * // { operation: 'createSpecialEvent', params: {} }
 * ```
 */
export function routeOperation(
  match: MuseumPathMatch,
  method: string,
  pathname: string,
): { operation: MuseumOperation; params: Record<string, string> } {
  // The OpenAPI document's path with a method other than GET is no operation either.
  if (match?.kind !== 'route') {
    throw ProblemError.notFound(
      `Nothing at ${pathname}. Operations: /tickets, /tickets/{ticketId}/qr, /special-events, /special-events/{eventId}, /museum-hours under the base URL`,
    );
  }
  const operation = match.route.methods[method === 'HEAD' ? 'GET' : method];
  if (operation === undefined) throw ProblemError.methodNotAllowed(method, match.route.allow);
  return { operation, params: match.params };
}
