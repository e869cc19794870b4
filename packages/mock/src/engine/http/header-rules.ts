/** Hop-by-hop headers (RFC 9110 §7.6.1) and those a proxy recomputes: never passed on. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
]);

/** Whether a header goes on: not hop-by-hop and not listed by the message's `Connection` header. */
export function isEndToEnd(name: string, connection: ReadonlySet<string>): boolean {
  return !hopByHop.has(name) && !connection.has(name);
}

/**
 * The names a `Connection` header lists, lower case (they are hop-by-hop for that message).
 */
export function connectionTokens(value: string | null): Set<string> {
  if (value === null) return new Set();
  return new Set(
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => token !== ''),
  );
}

/** Headers whose values are secrets: the journal and the HAR show them as `[redacted]`. */
const secretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Headers as the journal keeps them: lower-case names, `Authorization` and cookies `[redacted]`. */
export function redactedHeaders(headers: Pick<Headers, 'forEach'>): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    kept[lower] = secretHeaders.has(lower) ? '[redacted]' : value;
  });
  return kept;
}
