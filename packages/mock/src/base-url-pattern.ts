/**
 * The pattern of every URL under the mock's base URL, matched against a request's origin and
 * path (no query, no fragment: what msw calls the clean URL). The match is the base itself, so
 * what follows it is the path to route (`/special-events/…`, or empty for the base). It has no
 * capture groups, so msw has no parameters to decode.
 *
 * A `*` stands for any text, as in msw paths, so the default `*\/v1.1` matches the `/v1.1` path
 * on any origin; the first place the base fits is the one used. A full URL matches its own
 * origin only. A relative path is resolved against the page's location where there is one (a
 * browser); elsewhere, as in msw, it matches nothing.
 *
 * One regular expression serves both as the predicate of the mock's single msw handler (msw 2
 * and 3 accept a RegExp path) and as the first step of its own routing.
 *
 * @example
 * ```ts
 * baseUrlPattern('*\/v1.1').exec('http://127.0.0.1:4010/v1.1/tickets')?.[0]; // 'http://127.0.0.1:4010/v1.1'
 * baseUrlPattern('https://api.test/v1.1').test('https://other.test/v1.1/tickets'); // false
 * ```
 */
export function baseUrlPattern(baseUrl: string): RegExp {
  const base = baseUrl.trim().replace(/\/+$/, '');
  let prefix: string;
  if (base.includes('*')) {
    prefix = base.split('*').map(escapeRegExp).join('.*?');
  } else {
    const absolute = absoluteBase(base);
    prefix = escapeRegExp(absolute ?? base);
  }
  return new RegExp(`^${prefix}(?=/|$)`);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
