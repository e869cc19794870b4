import { describe, expect, it } from 'vitest';
import { parseMockBaseUrl } from './mock-base-url.ts';

/** The path after the base, or `undefined` when the URL is not under it. */
function rest(baseUrl: string, url: string): string | undefined {
  const match = parseMockBaseUrl(baseUrl).pattern.exec(url);
  return match === null ? undefined : url.slice(match[0].length);
}

describe('parseMockBaseUrl', () => {
  it('matches the default base path on any origin, behind any path prefix', () => {
    expect(rest('*/v1.1', 'http://127.0.0.1:4010/v1.1/tickets')).toBe('/tickets');
    expect(rest('*/v1.1', 'https://api.museum.test/api/v1.1/special-events/x')).toBe('/special-events/x');
    expect(rest('*/v1.1', 'https://api.museum.test/v1.1')).toBe('');
  });

  it('does not match a path that only starts like the base', () => {
    expect(rest('*/v1.1', 'https://api.museum.test/v1.10/tickets')).toBeUndefined();
    expect(rest('*/v1.1', 'https://api.museum.test/v2/tickets')).toBeUndefined();
  });

  it('uses the first place the base fits', () => {
    expect(rest('*/v1.1', 'http://h.test/v1.1/x/v1.1/tickets')).toBe('/x/v1.1/tickets');
  });

  it('matches a full base URL on its own origin only, whatever the case of its host', () => {
    expect(rest('https://API.museum.test/v1.1/', 'https://api.museum.test/v1.1/tickets')).toBe('/tickets');
    expect(rest('https://api.museum.test/v1.1', 'https://other.test/v1.1/tickets')).toBeUndefined();
    expect(rest('https://api.museum.test/v1.1', 'http://api.museum.test/v1.1/tickets')).toBeUndefined();
    expect(rest('https://api.museum.test/v1.1', 'https://api.museum.test/x/v1.1/tickets')).toBeUndefined();
  });

  it('takes regular-expression characters in the base literally', () => {
    expect(rest('https://api.museum.test/v1.1', 'https://api.museum.test/v1x1/tickets')).toBeUndefined();
    expect(rest('*/(v1)+', 'https://h.test/(v1)+/tickets')).toBe('/tickets');
  });

  it('lets a * inside the base stand for any text, as in msw paths', () => {
    expect(rest('https://*.museum.test/v1.1', 'https://eu.museum.test/v1.1/tickets')).toBe('/tickets');
  });

  it('refuses, naming the option, a base no request can match', () => {
    // A path with no page to resolve it against (Node), and a host without its scheme.
    expect(() => parseMockBaseUrl('/api/v1.1')).toThrow(
      /`baseUrl` "\/api\/v1\.1" can match no request: a path needs a page/,
    );
    expect(() => parseMockBaseUrl('museum.test/v1.1')).toThrow(
      /`baseUrl` "museum\.test\/v1\.1" can match no request/,
    );
    expect(() => parseMockBaseUrl('https://museum.test/v1.1?x=1')).toThrow(/no \? or #/);
    expect(() => parseMockBaseUrl('*/v1.1#top')).toThrow(/no \? or #/);
    expect(() => parseMockBaseUrl('ftp://museum.test/v1.1')).toThrow(/only http: and https:/);
  });

  it('resolves a path against the page where there is one (a browser)', () => {
    const page = globalThis as { location?: unknown };
    page.location = { href: 'http://localhost:5173/app/' };
    try {
      expect(rest('/api/v1.1', 'http://localhost:5173/api/v1.1/tickets')).toBe('/tickets');
      expect(rest('/api/v1.1', 'http://elsewhere.test/api/v1.1/tickets')).toBeUndefined();
    } finally {
      delete page.location;
    }
  });

  it('knows the path a server serves the API under, for every form of base', () => {
    expect(parseMockBaseUrl('*/v1.1').path).toBe('/v1.1');
    expect(parseMockBaseUrl('https://api.museum.test/api/v1.1/').path).toBe('/api/v1.1');
    expect(parseMockBaseUrl('/api/v1.1', true).path).toBe('/api/v1.1');
    expect(parseMockBaseUrl('https://api.museum.test/v2', true).text).toBe('*/v2');
  });

  it('claims requests for the API: its path on any origin, or the whole origin of a full URL', () => {
    const anyOrigin = parseMockBaseUrl('*/v1.1');
    expect(anyOrigin.isApiRequest('http://localhost:3000/v1.1/tickets')).toBe(true);
    expect(anyOrigin.isApiRequest('http://localhost:3000/assets/app.js')).toBe(false);
    const full = parseMockBaseUrl('https://api.museum.test/v1.1');
    expect(full.isApiRequest('https://api.museum.test/v2/tickets')).toBe(true);
    expect(full.isApiRequest('https://cdn.museum.test/v1.1/tickets')).toBe(false);
    expect(full.isApiRequest('not a url')).toBe(false);
  });
});
