import { type MuseumApiVersion, publishedBasePathOf } from '@museum-api/core';
import { museumOperations } from '@museum-api/core/http';

/** The base URL parsed once, read by everything that asks whether a request is for the API. */
export interface MockBaseUrl {
  /** The option as given, trimmed, without a final slash: what `mock.options.baseUrl` shows. */
  readonly text: string;
  /** Matches origin and path under the base; no capture groups, so msw has no parameters to decode. */
  readonly pattern: RegExp;
  /** The path the base ends with, `/v1.1` for the default: where a server serves the API. */
  readonly path: string;
  /**
   * The path a request names under the base (`/tickets`), and the base as it matched
   * (`http://127.0.0.1:4010/v1.1`); `undefined` when the URL is not under the base.
   */
  match(url: URL): { base: string; path: string } | undefined;
  /** Whether a request URL is meant for the API, even one the mock has no answer for. */
  isApiRequest(url: string): boolean;
}

/** A version's default `baseUrl` on any origin: `*\/v1.1` for 1.1, the root (`*`) for 1.2. */
export function defaultBaseUrlOf(apiVersion: MuseumApiVersion): string {
  return `*${publishedBasePathOf[apiVersion]}`;
}

// The first path segments of the API: at the root of an origin, only these are the mock's, so a
// test process's other requests (assets, other services) pass by it as they do under `/v1.1`.
const apiSegments = [
  ...new Set(Object.values(museumOperations).map(({ path }) => path.split('/')[1] as string)),
  'openapi.json',
];
const rootPattern = new RegExp(
  `^[a-z][a-z\\d+\\-.]*:\\/\\/[^/]+(?=\\/(?:${apiSegments.map(escapeRegExp).join('|')})(?:\\/|$))`,
);

/**
 * Parses a `baseUrl`: `*` is any text, as in msw (`*` alone: the root of any origin, where only the
 * API's own paths are claimed); a full URL matches its origin only; a relative path needs a page
 * location. With `anyOrigin` only the path counts (a standalone server, whatever host name was used).
 * @throws {TypeError} naming `baseUrl` for a base no request can match.
 */
export function parseMockBaseUrl(baseUrl: string, anyOrigin = false): MockBaseUrl {
  const given = baseUrl.trim().replace(/\/+$/, '');
  const text = anyOrigin && !given.startsWith('*') ? `*${pathOf(given)}` : given;
  if (text === '*') return rootOfAnyOrigin();
  const absolute = text.includes('*') ? undefined : absoluteBase(text);
  assertCanMatch(given, text, absolute);
  const prefix = text.includes('*')
    ? text.split('*').map(escapeRegExp).join('.*?')
    : escapeRegExp(absolute ?? text);
  const path = pathOf(text);
  const origin = text.includes('*') ? undefined : originOf(text);
  const pattern = new RegExp(`^${prefix}(?=/|$)`);
  return {
    text,
    pattern,
    path,
    match: matcherOf(pattern),
    isApiRequest(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return false;
      }
      // Any-origin bases claim their path anywhere; a full URL claims its whole origin, so a
      // client pointed at the right host but the wrong version still hears about it.
      if (text.startsWith('*')) return target.pathname === path || target.pathname.includes(`${path}/`);
      if (origin !== undefined) return origin === target.origin;
      return target.pathname.startsWith(text);
    },
  };
}

/**
 * Refuses at construction a base no request can fall under (a query or fragment, a scheme `fetch`
 * does not serve, a relative path in Node), which would otherwise show only as unhandled requests.
 */
function assertCanMatch(given: string, text: string, absolute: string | undefined): void {
  const refuse = (why: string) => {
    throw new TypeError(`museum mock: \`baseUrl\` ${JSON.stringify(given)} can match no request: ${why}`);
  };
  if (/[?#]/.test(text)) refuse('requests are matched on origin and path, so it takes no ? or #');
  if (text.includes('*')) return;
  if (absolute === undefined) {
    refuse(
      "a path needs a page to resolve it against (a browser); give a full URL such as 'https://api.test/v1.1', or '*/v1.1' for any origin",
    );
  }
  if (!/^https?:/.test(absolute as string)) refuse('only http: and https: URLs are requested with fetch');
}

/** The base `*`: the root of any origin, claiming only the API's own paths. */
function rootOfAnyOrigin(): MockBaseUrl {
  return {
    text: '*',
    pattern: rootPattern,
    path: '',
    match: matcherOf(rootPattern),
    isApiRequest(url) {
      try {
        return rootPattern.test(new URL(url).href.replace(/[?#].*$/, ''));
      } catch {
        return false;
      }
    },
  };
}

/** {@link MockBaseUrl.match} over a base's pattern. */
function matcherOf(pattern: RegExp): MockBaseUrl['match'] {
  // The last URL's match: the standalone server hands a run of like requests one URL object.
  let last: URL | undefined;
  let match: ReturnType<MockBaseUrl['match']>;
  return (url) => {
    if (url === last) return match;
    const target = url.origin + url.pathname;
    const found = pattern.exec(target);
    match = found === null ? undefined : { base: found[0], path: target.slice(found[0].length) };
    last = url;
    return match;
  };
}

/** Origin and path of an absolute base (host lowercased, as URLs arrive), without a final slash. */
function absoluteBase(base: string): string | undefined {
  const pageLocation = (globalThis as { location?: { href?: unknown } }).location?.href;
  let url: URL;
  try {
    url = /^[a-z][a-z\d+\-.]*:\/\//i.test(base)
      ? new URL(base)
      : new URL(base, typeof pageLocation === 'string' ? pageLocation : undefined);
  } catch {
    return undefined;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function originOf(base: string): string | undefined {
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}

function pathOf(base: string): string {
  if (base.startsWith('*')) return base.slice(1);
  try {
    return new URL(base).pathname.replace(/\/+$/, '');
  } catch {
    return base.startsWith('/') ? base : `/${base}`;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
