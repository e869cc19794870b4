/**
 * The mock's base URL, parsed once: everything that asks "is this request for the API, and
 * what path does it name?" — the msw handler, the router, the unhandled-request guard, the
 * standalone server — reads this one value instead of deriving its own from the option text.
 *
 * @example
 * ```ts
 * const base = parseMockBaseUrl('*\/v1.1');
 * base.pattern.exec('http://127.0.0.1:4010/v1.1/tickets')?.[0]; // 'http://127.0.0.1:4010/v1.1'
 * base.path; // '/v1.1'
 * ```
 */
export interface MockBaseUrl {
  /** The option as given, trimmed, without a final slash: what `mock.options.baseUrl` shows. */
  readonly text: string;
  /**
   * Matches a request's origin and path (no query) under the base; the match is the base
   * itself, so what follows it is the path to route. No capture groups, so msw (which accepts a
   * RegExp path) has no parameters to decode.
   */
  readonly pattern: RegExp;
  /** The path the base ends with, `/v1.1` for the default: where a server serves the API. */
  readonly path: string;
  /** Whether a request URL is meant for the API, even one the mock has no answer for. */
  isApiRequest(url: string): boolean;
}

/** The default `baseUrl`: the `/v1.1` path on any origin. */
export const anyOriginBaseUrl = '*/v1.1';

/**
 * Parses a `baseUrl` option. A `*` stands for any text, as in msw paths, so the default
 * `*\/v1.1` matches the `/v1.1` path on any origin; the first place the base fits is the one
 * used. A full URL matches its own origin only. A relative path is resolved against the page's
 * location where there is one (a browser); elsewhere, as in msw, it matches nothing.
 *
 * @example
 * ```ts
 * parseMockBaseUrl('https://api.test/v1.1').pattern.test('https://other.test/v1.1/tickets'); // false
 * ```
 */
export function parseMockBaseUrl(baseUrl: string): MockBaseUrl {
  const text = baseUrl.trim().replace(/\/+$/, '');
  const absolute = text.includes('*') ? undefined : absoluteBase(text);
  const prefix = text.includes('*')
    ? text.split('*').map(escapeRegExp).join('.*?')
    : escapeRegExp(absolute ?? text);
  const path = pathOf(text);
  const origin = text.includes('*') ? undefined : originOf(text);
  return {
    text,
    pattern: new RegExp(`^${prefix}(?=/|$)`),
    path,
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
 * The same base on any origin: a standalone server is reached on its own origin, whatever host
 * name the client used, so only the path of a configured base URL counts there.
 *
 * @example
 * ```ts
 * onAnyOrigin(parseMockBaseUrl('https://api.test/v2')).text; // '*\/v2'
 * ```
 */
export function onAnyOrigin(base: MockBaseUrl): MockBaseUrl {
  return base.text.startsWith('*') ? base : parseMockBaseUrl(`*${base.path}`);
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
