// The forms of base URL beside the default: the root of any origin (1.2's default), a base given
// with spaces or final slashes, a path resolved against a page, and what each claims and matches.
import { describe, expect, it } from 'vitest';
import { defaultBaseUrlOf, parseMockBaseUrl } from './mock-base-url.ts';

describe('defaultBaseUrlOf', () => {
  it("puts each version's API where its description does, on any origin", () => {
    expect(defaultBaseUrlOf('1.1')).toBe('*/v1.1');
    expect(defaultBaseUrlOf('1.2')).toBe('*');
  });
});

describe('the root of any origin (*)', () => {
  const root = parseMockBaseUrl('*');

  it('has no path and shows as *', () => {
    expect(root.text).toBe('*');
    expect(root.path).toBe('');
  });

  it("matches only the API's own first segments, with what follows as the path", () => {
    expect(root.match(new URL('http://127.0.0.1:4010/tickets'))).toEqual({
      base: 'http://127.0.0.1:4010',
      path: '/tickets',
    });
    expect(root.match(new URL('https://museum.test/special-events/x?page=2'))).toEqual({
      base: 'https://museum.test',
      path: '/special-events/x',
    });
    expect(root.match(new URL('https://museum.test/museum-hours'))?.path).toBe('/museum-hours');
    expect(root.match(new URL('https://museum.test/openapi.json'))?.path).toBe('/openapi.json');
    expect(root.match(new URL('https://museum.test/assets/app.js'))).toBeUndefined();
    expect(root.match(new URL('https://museum.test/'))).toBeUndefined();
    // A segment that only starts like one of the API's is not the API's.
    expect(root.match(new URL('https://museum.test/ticketsx'))).toBeUndefined();
    expect(root.match(new URL('https://museum.test/tickets-old/1'))).toBeUndefined();
    expect(root.match(new URL('https://museum.test/openapi.jsonx'))).toBeUndefined();
  });

  it("claims a request for the API's paths, whatever its query or fragment, and nothing else", () => {
    expect(root.isApiRequest('http://localhost:3000/tickets')).toBe(true);
    expect(root.isApiRequest('http://localhost:3000/special-events/3?x=/assets')).toBe(true);
    expect(root.isApiRequest('http://localhost:3000/museum-hours#top')).toBe(true);
    expect(root.isApiRequest('http://localhost:3000/assets/tickets')).toBe(false);
    expect(root.isApiRequest('http://localhost:3000/?next=/tickets')).toBe(false);
    expect(root.isApiRequest('not a url')).toBe(false);
  });

  it('is what a bare * with spaces or slashes becomes, and what anyOrigin keeps', () => {
    expect(parseMockBaseUrl('  */  ').text).toBe('*');
    expect(parseMockBaseUrl('*', true).text).toBe('*');
    expect(parseMockBaseUrl('https://api.museum.test', true).path).toBe('');
  });
});

describe('a base as given', () => {
  it('is trimmed and loses its final slashes, in text, path and match', () => {
    const base = parseMockBaseUrl('  https://api.museum.test/v1.1//  ');
    expect(base.text).toBe('https://api.museum.test/v1.1');
    expect(base.path).toBe('/v1.1');
    expect(base.match(new URL('https://api.museum.test/v1.1/tickets'))).toEqual({
      base: 'https://api.museum.test/v1.1',
      path: '/tickets',
    });
    expect(parseMockBaseUrl('*/v1.1/').text).toBe('*/v1.1');
  });

  it('drops every final slash a dot segment leaves, as well as those given', () => {
    const base = parseMockBaseUrl('https://api.museum.test/v1.1//.');
    expect(base.path).toBe('/v1.1');
    expect(base.match(new URL('https://api.museum.test/v1.1/tickets'))?.path).toBe('/tickets');
  });

  it('serves an origin alone at its root', () => {
    const base = parseMockBaseUrl('https://api.museum.test');
    expect(base.path).toBe('');
    expect(base.match(new URL('https://api.museum.test/tickets'))).toEqual({
      base: 'https://api.museum.test',
      path: '/tickets',
    });
  });

  it('turns a full URL ending in * into its path under anyOrigin, as any URL not starting with *', () => {
    expect(parseMockBaseUrl('https://api.museum.test/v1*', true).text).toBe('*/v1*');
  });

  it('keeps an any-origin base as it is under anyOrigin, and turns a full URL into its path', () => {
    expect(parseMockBaseUrl('*/v1.1', true).text).toBe('*/v1.1');
    const served = parseMockBaseUrl('https://api.museum.test/api/v1.1', true);
    expect(served.text).toBe('*/api/v1.1');
    expect(served.match(new URL('http://127.0.0.1:4010/api/v1.1/tickets'))?.path).toBe('/tickets');
  });

  it('matches the base itself with an empty path, and ignores the query', () => {
    const base = parseMockBaseUrl('*/v1.1');
    expect(base.match(new URL('https://h.test/v1.1'))).toEqual({ base: 'https://h.test/v1.1', path: '' });
    expect(base.match(new URL('https://h.test/v1.1/tickets?x=/v1.1/'))).toEqual({
      base: 'https://h.test/v1.1',
      path: '/tickets',
    });
    expect(base.match(new URL('https://h.test/v1.10'))).toBeUndefined();
  });

  it('claims, under any origin, the base path itself and what lies below it, but not a longer segment', () => {
    const base = parseMockBaseUrl('*/v1.1');
    expect(base.isApiRequest('https://h.test/v1.1')).toBe(true);
    expect(base.isApiRequest('https://h.test/prefix/v1.1/tickets')).toBe(true);
    expect(base.isApiRequest('https://h.test/v1.10/tickets')).toBe(false);
    expect(base.isApiRequest('https://h.test/v1.1x')).toBe(false);
  });

  it('refuses an http-looking scheme that is not http(s), and accepts http', () => {
    expect(() => parseMockBaseUrl('httpx://museum.test/v1.1')).toThrow(/only http: and https:/);
    expect(() => parseMockBaseUrl('ftp://museum.test/https://v1.1')).toThrow(/only http: and https:/);
    expect(parseMockBaseUrl('http://museum.test/v1.1').text).toBe('http://museum.test/v1.1');
    expect(() => parseMockBaseUrl('https://museum.test/v1.1?')).toThrow(/takes no \? or #/);
    expect(() => parseMockBaseUrl('https://museum.test/v1.1#')).toThrow(/takes no \? or #/);
  });

  it('names the option and the base as given in its refusal', () => {
    expect(() => parseMockBaseUrl(' /api ')).toThrow(
      new TypeError(
        'museum mock: `baseUrl` "/api" can match no request: a path needs a page to resolve it against (a browser); ' +
          "give a full URL such as 'https://api.test/v1.1', or '*/v1.1' for any origin",
      ),
    );
  });
});

describe('a path resolved against the page (a browser)', () => {
  function onPage<T>(href: unknown, run: () => T): T {
    const page = globalThis as { location?: unknown };
    page.location = { href };
    try {
      return run();
    } finally {
      delete page.location;
    }
  }

  it('claims requests whose path starts with the base, on any origin', () => {
    onPage('http://localhost:5173/app/', () => {
      const base = parseMockBaseUrl('/api/v1.1');
      expect(base.text).toBe('/api/v1.1');
      expect(base.path).toBe('/api/v1.1');
      expect(base.isApiRequest('http://localhost:5173/api/v1.1/tickets')).toBe(true);
      expect(base.isApiRequest('http://localhost:5173/app/index.js')).toBe(false);
      expect(base.isApiRequest('not a url')).toBe(false);
    });
  });

  it('resolves a relative path against the page, and matches it on the page origin only', () => {
    onPage('http://localhost:5173/app/', () => {
      const base = parseMockBaseUrl('api/v1.1');
      expect(base.path).toBe('/api/v1.1');
      expect(base.match(new URL('http://localhost:5173/app/api/v1.1/tickets'))?.path).toBe('/tickets');
      expect(base.match(new URL('http://localhost:5173/api/v1.1/tickets'))).toBeUndefined();
    });
  });

  it('resolves a path with :// further on against the page: only a scheme at the start makes a URL absolute', () => {
    onPage('http://localhost:5173/app/', () => {
      expect(parseMockBaseUrl('/a://b').isApiRequest('http://localhost:5173/a://b/tickets')).toBe(true);
      expect(() => parseMockBaseUrl('a/://b')).not.toThrow();
    });
  });

  it('is refused where the page location is not a string', () => {
    for (const href of [42, { toString: () => 'http://localhost:5173/' }]) {
      onPage(href, () => {
        expect(() => parseMockBaseUrl('/api/v1.1')).toThrow(/a path needs a page/);
      });
    }
  });
});
