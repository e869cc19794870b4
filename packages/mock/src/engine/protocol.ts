/** The names the mock's parts agree on across process boundaries, in one module so none drift. */

/**
 * The request header that names a session of the standalone server.
 *
 * @example
 * ```ts
 * fetch(`${url}/tickets`, { headers: { [sessionHeader]: 'worker-3' } });
 * ```
 */
export const sessionHeader = 'X-Museum-Session';

/** The cookie that names a session, for browser navigations that cannot set a header. */
export const sessionCookie = 'museum-session';

/** Name of the session a request without a session id uses. */
export const defaultSessionId = 'default';

/**
 * What a session id may be: 1 to 64 letters, digits, `_` or `-`, so it fits a header, a cookie
 * and a URL without escaping.
 *
 * @example
 * ```ts
 * if (!sessionIdPattern.test(session)) throw new TypeError(`not a session id: ${session}`);
 * ```
 */
export const sessionIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Where the admin API is mounted on the server's root, outside the API's base path. */
export const adminMount = '/__admin';

/**
 * The global a test runner sets in a page whose Museum API requests it answers itself, from the
 * test process or through a standalone server it drives (the Playwright fixture does, in both its
 * modes, before any of the page's scripts run). The mock's own service-worker glue reads it and
 * stays out of the way: a worker answering the same requests inside the browser would hide them
 * from the test's mock, and its per-test faults and journal would then see nothing.
 *
 * @example
 * ```ts
 * await context.addInitScript((flag) => { (globalThis as Record<string, unknown>)[flag] = true; }, inProcessMockFlag);
 * ```
 */
export const inProcessMockFlag = '__museumApiMockInTestProcess';

/**
 * The session id a request names: the `X-Museum-Session` header, else the `museum-session`
 * cookie, else none (the default session). Every host picks a request's session by it.
 *
 * @example
 * ```ts
 * sessionIdOf(new Request(url, { headers: { 'X-Museum-Session': 'w1' } })); // 'w1'
 * ```
 */
export function sessionIdOf(request: { headers: Pick<Headers, 'get'> }): string | undefined {
  const header = request.headers.get(sessionHeader);
  if (header !== null) return header.trim();
  const cookies = request.headers.get('cookie');
  if (cookies === null) return undefined;
  for (const cookie of cookies.split(';')) {
    const equals = cookie.indexOf('=');
    if (equals !== -1 && cookie.slice(0, equals).trim() === sessionCookie) {
      const value = cookie.slice(equals + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        // A malformed escape stays as sent; the id check then refuses it with a 400.
        return value;
      }
    }
  }
  return undefined;
}
