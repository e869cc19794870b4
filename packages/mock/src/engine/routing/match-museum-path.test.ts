import { describe, expect, it } from 'vitest';
import { matchMuseumPath } from './match-museum-path.ts';

const id = '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

function routed(path: string) {
  const match = matchMuseumPath(path);
  return match?.kind === 'route' ? { path: match.route.path, params: match.params } : match;
}

describe('matchMuseumPath', () => {
  it('finds the route of every path of the API, with its path parameters', () => {
    expect(routed('/tickets')).toEqual({ path: '/tickets', params: {} });
    expect(routed(`/tickets/${id}/qr`)).toEqual({ path: '/tickets/:ticketId/qr', params: { ticketId: id } });
    expect(routed('/special-events')).toEqual({ path: '/special-events', params: {} });
    expect(routed(`/special-events/${id}`)).toEqual({
      path: '/special-events/:eventId',
      params: { eventId: id },
    });
    expect(routed('/museum-hours')).toEqual({ path: '/museum-hours', params: {} });
  });

  it('names the OpenAPI document', () => {
    expect(matchMuseumPath('/openapi.json')).toEqual({ kind: 'openapi' });
  });

  it('tolerates one trailing slash, not two', () => {
    expect(routed('/special-events/')).toEqual({ path: '/special-events', params: {} });
    expect(routed('/special-events//')).toBeUndefined();
  });

  it('decodes percent-escapes in literal segments and parameters, keeping malformed ones', () => {
    expect(routed('/special%2Devents')).toEqual({ path: '/special-events', params: {} });
    expect(routed('/special-events/a%20b')).toEqual({
      path: '/special-events/:eventId',
      params: { eventId: 'a b' },
    });
    expect(routed('/special-events/%E0%A4%A')).toEqual({
      path: '/special-events/:eventId',
      params: { eventId: '%E0%A4%A' },
    });
  });

  it('finds nothing for the base itself, unknown paths, empty parameters or other case', () => {
    expect(matchMuseumPath('')).toBeUndefined();
    expect(matchMuseumPath('/')).toBeUndefined();
    expect(matchMuseumPath('/nowhere')).toBeUndefined();
    expect(matchMuseumPath('/tickets//qr')).toBeUndefined();
    expect(matchMuseumPath('/Tickets')).toBeUndefined();
    expect(matchMuseumPath(`/special-events/${id}/extra`)).toBeUndefined();
  });
});
