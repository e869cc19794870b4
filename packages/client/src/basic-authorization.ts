/**
 * Username and password for the API's HTTP Basic authentication.
 *
 * @example
 * ```ts
 * const credentials: MuseumCredentials = { username: 'front-desk', password: process.env.MUSEUM_PASSWORD ?? '' };
 * ```
 */
export interface MuseumCredentials {
  /** Must not contain a colon (RFC 7617). */
  username: string;
  password: string;
}

/**
 * The `Authorization` header value for `credentials`, UTF-8 encoded as RFC 7617 recommends
 * (plain `btoa` would throw on any character outside Latin-1).
 *
 * @example
 * ```ts
 * basicAuthorization({ username: 'ada', password: 'pw' }); // 'Basic YWRhOnB3'
 * ```
 */
export function basicAuthorization({ username, password }: MuseumCredentials): string {
  if (username.includes(':')) throw new TypeError('Basic auth username must not contain ":"');
  return `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)))}`;
}
