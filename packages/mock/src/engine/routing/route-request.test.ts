// routeRequest: where a method and a path under the base URL go, decided in one place.
import { describe, expect, it } from 'vitest';
import { routeRequest } from './route-request.ts';

const id = '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

function refusal(method: string, path: string, pathname?: string) {
  const routed = routeRequest(method, path, pathname);
  if (routed.kind !== 'refused') throw new Error(`expected a refusal, got ${routed.kind}`);
  return { status: routed.error.status, problem: routed.error.toProblem(), params: routed.params };
}

describe('routeRequest', () => {
  it('routes each method of a path to its operation, with the path parameters', () => {
    expect(routeRequest('GET', `/special-events/${id}`)).toEqual({
      kind: 'operation',
      operation: 'getSpecialEvent',
      params: { eventId: id },
    });
    expect(routeRequest('PATCH', `/special-events/${id}`)).toMatchObject({ operation: 'updateSpecialEvent' });
    expect(routeRequest('POST', '/tickets')).toEqual({
      kind: 'operation',
      operation: 'buyMuseumTickets',
      params: {},
    });
  });

  it('answers HEAD with the operation GET has there', () => {
    expect(routeRequest('HEAD', `/tickets/${id}/qr`)).toEqual({
      kind: 'operation',
      operation: 'getTicketCode',
      params: { ticketId: id },
    });
  });

  it('serves the OpenAPI document to GET and HEAD only; any other method there is a 404', () => {
    expect(routeRequest('GET', '/openapi.json')).toEqual({ kind: 'openapi' });
    expect(routeRequest('HEAD', '/openapi.json')).toEqual({ kind: 'openapi' });
    expect(refusal('POST', '/openapi.json').status).toBe(404);
    expect(refusal('DELETE', '/openapi.json').status).toBe(404);
  });

  it('refuses an unknown path with a 404 that names the whole path and every path the API has', () => {
    const { status, problem, params } = refusal('GET', '/gift-shop', '/v1.1/gift-shop');
    expect(status).toBe(404);
    expect(params).toEqual({});
    expect(problem.detail).toBe(
      'Nothing at /v1.1/gift-shop. Operations under the base URL: /tickets, /tickets/{ticketId}/qr, ' +
        '/special-events, /special-events/{eventId}, /museum-hours',
    );
  });

  it('names the relative path in a 404 when no whole path is given', () => {
    expect(refusal('GET', '/gift-shop').problem.detail).toMatch(/^Nothing at \/gift-shop\. /);
  });

  it('refuses a method a known path does not take with a 405 that lists Allow, keeping the parameters', () => {
    const { status, params } = refusal('PUT', `/special-events/${id}`);
    expect(status).toBe(405);
    expect(params).toEqual({ eventId: id });
    const routed = routeRequest('PUT', `/special-events/${id}`);
    expect(routed.kind === 'refused' && routed.error.headers).toEqual({ Allow: 'GET, HEAD, PATCH, DELETE' });
  });
});
