/**
 * The client's `baseUrl` as an absolute URL ending in one slash, so a path such as `tickets`
 * extends it instead of replacing its last segment. A relative base (`/api/v1.1`, common behind
 * a dev server's proxy) is resolved against the page's location, as `fetch` itself would resolve
 * it in a browser; where there is no page (Node), it is refused here, naming the option, rather
 * than failing on the first call as a bare `Invalid URL`.
 *
 * @example
 * ```ts
 * resolveBaseUrl('https://museum.example/v1.1').href; // 'https://museum.example/v1.1/'
 * ```
 *
 * @throws {TypeError} naming `baseUrl` when it is not a URL, or is relative where no page is.
 */
export function resolveBaseUrl(baseUrl: string | URL): URL {
  const given = String(baseUrl);
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(given.replace(/\/*$/, '/'), page);
  } catch (error) {
    const why =
      page === undefined
        ? "is not a full URL such as 'https://museum.example/v1.1' (no page to resolve it against)"
        : 'is not a URL';
    throw new TypeError(`baseUrl ${JSON.stringify(given)} ${why}`, { cause: error });
  }
}
