/**
 * A delivery's request headers as a receiver has them: a Fetch `Headers` (Workers, Deno, Bun,
 * Hono, Next.js route handlers) or a plain object such as Node's `IncomingHttpHeaders` (`node:http`,
 * Express, Fastify), where a repeated header is an array.
 *
 * @example
 * ```ts
 * const fromNode: MuseumWebhookHeaders = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1767225600' };
 * const fromFetch: MuseumWebhookHeaders = new Headers(fromNode as Record<string, string>);
 * ```
 */
export type MuseumWebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The value of header `name` (lower-case), or `undefined` when absent or empty. A plain object is
 * searched without regard to case, since only Node lower-cases its keys; a repeated header is
 * joined with `", "`, as `Headers.get` joins it, so both kinds read alike.
 */
export function readWebhookHeader(headers: MuseumWebhookHeaders, name: string): string | undefined {
  let value: string | readonly string[] | null | undefined;
  if (isFetchHeaders(headers)) value = headers.get(name);
  else {
    for (const [key, candidate] of Object.entries(headers)) {
      if (key.toLowerCase() === name) value = candidate;
    }
  }
  const text = typeof value === 'string' ? value : value?.join(', ');
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

// Duck-typed rather than `instanceof Headers`: Headers from another realm, or from a polyfill
// (undici's before Node put it on the global), fail `instanceof`.
function isFetchHeaders(headers: MuseumWebhookHeaders): headers is Headers {
  return typeof (headers as Partial<Headers>).get === 'function';
}
