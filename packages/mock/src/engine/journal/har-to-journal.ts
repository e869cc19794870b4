import { museumRoutes } from '../operations/operation-routes.ts';
import type { HarEntry } from './journal-har.ts';
import type { JournalEntry } from './journal-types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const json = (text: unknown): unknown => {
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const headersOf = (list: unknown): Record<string, string> =>
  Object.fromEntries(
    (Array.isArray(list) ? list : [])
      .filter(
        (pair): pair is { name: string; value: string } => isObject(pair) && typeof pair.name === 'string',
      )
      .map(({ name, value }) => [name.toLowerCase(), String(value)]),
  );

/**
 * Reads a saved HAR 1.2 log back as journal entries, for {@link journalToPact}: the one
 * `GET /__admin/journal.har` or `mock.journal.toHar()` wrote (its `_museum` field names the
 * operation and any fault or override), or a browser's or Playwright's, whose operations are
 * found from each request's method and path (under any base path). JSON bodies are parsed;
 * a problem answer becomes the entry's `problem`. A request no operation has is `'unknown'`.
 *
 * @throws {TypeError} naming what is wrong, when `har` is not a HAR log or an entry lacks its
 * request's method or URL or its response's status.
 * @example
 * ```ts
 * const pact = await journalToPact(harToJournal(JSON.parse(readFileSync('museum.har', 'utf8'))), { consumer: 'web' });
 * ```
 */
export function harToJournal(har: unknown): JournalEntry[] {
  const entries = isObject(har) && isObject(har.log) ? har.log.entries : undefined;
  if (!Array.isArray(entries)) throw new TypeError('Not a HAR log: it has no log.entries list');
  return entries.map((raw, index) => {
    const entry = raw as Partial<HarEntry>;
    const { method, url } = entry.request ?? {};
    const status = entry.response?.status;
    const missing =
      typeof method !== 'string'
        ? 'request.method'
        : typeof url !== 'string' || !URL.canParse(url)
          ? 'request.url (an absolute URL)'
          : typeof status !== 'number'
            ? 'response.status'
            : undefined;
    if (missing !== undefined) throw new TypeError(`HAR entry ${index + 1} has no ${missing}`);
    const { pathname, searchParams } = new URL(url as string);
    const found = operationOf(method as string, pathname, entry._museum?.operation);
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(searchParams.keys())) {
      const values = searchParams.getAll(name);
      query[name] = values.length === 1 ? (values[0] as string) : values;
    }
    const content = entry.response?.content;
    const body = content?.mimeType?.includes('json') ? json(content.text) : undefined;
    const requestBody = json(entry.request?.postData?.text);
    return {
      sequence: entry._museum?.sequence ?? index + 1,
      method: method as string,
      url: url as string,
      query,
      ...(requestBody === undefined ? {} : { requestBody }),
      status: status as number,
      ...(body === undefined
        ? {}
        : content?.mimeType?.startsWith('application/problem+json')
          ? { problem: body }
          : { responseBody: body }),
      ...(entry._museum?.intervention === undefined ? {} : { intervention: entry._museum.intervention }),
      startedAt: entry.startedDateTime ?? new Date(0).toISOString(),
      durationMs: entry.time ?? 0,
      requestId: entry._museum?.requestId ?? '',
      requestHeaders: headersOf(entry.request?.headers),
      responseHeaders: headersOf(entry.response?.headers),
      operation: found.operation,
      params: found.params,
    } as JournalEntry;
  });
}

// Each route's path as a regex of a path's end: a HAR's URLs carry the base path before it.
const routeEnds = museumRoutes.map((route) => ({
  route,
  end: new RegExp(`${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`),
}));

/** The operation of a request: the route its path ends with, and its method there. */
function operationOf(
  method: string,
  pathname: string,
  named: string | undefined,
): { operation: JournalEntry['operation']; params: Record<string, string> } {
  for (const { route, end } of routeEnds) {
    const operation = route.methods[method.toUpperCase()];
    const match = end.exec(pathname);
    if (match !== null && operation !== undefined && (named === undefined || named === operation)) {
      const params = Object.entries(match.groups ?? {}).map(([name, value]) => [
        name,
        decodeURIComponent(value),
      ]);
      return { operation, params: Object.fromEntries(params) };
    }
  }
  return { operation: 'unknown', params: {} };
}
