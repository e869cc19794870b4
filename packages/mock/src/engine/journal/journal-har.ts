import { idempotentReplayedHeader, requestIdHeader } from '@museum-api/core/http';
import { utf8Encoder } from '../platform/text-codecs.ts';
import type { JournalEntry } from './journal-types.ts';

/**
 * A name/value pair of a HAR log (headers, query string).
 *
 * @example
 * ```ts
 * const pair: HarNameValue = { name: 'limit', value: '10' };
 * ```
 */
export interface HarNameValue {
  name: string;
  value: string;
}

/**
 * One request/response pair of a HAR 1.2 log, as {@link journalToHar} writes it. The `_museum`
 * field (HAR allows custom fields that start with `_`) carries what the journal knows beyond HAR:
 * the operation, the journal sequence and any fault or override that answered.
 *
 * @example
 * ```ts
 * const [entry] = journalToHar(mock.journal.entries).log.entries;
 * entry?.response.status;
 * ```
 */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string; comment?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
  _museum: {
    operation: string;
    sequence: number;
    /** The journal entry's request id, also for a network error, which has no headers. */
    requestId: string;
    intervention?: 'fault' | 'override';
    /** The upstream URL of a proxied request. */
    upstream?: string;
    /** How a proxied exchange broke the API contract. */
    violations?: { check: string; message: string }[];
  };
}

/**
 * An HTTP Archive (HAR 1.2) document: what Chrome DevTools, Firefox and HAR viewers open.
 *
 * @example
 * ```ts
 * writeFileSync('museum.har', JSON.stringify(mock.journal.toHar()));
 * ```
 */
export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
    comment?: string;
  };
}

/**
 * Options of {@link journalToHar}.
 *
 * @example
 * ```ts
 * journalToHar(entries, { creator: { name: 'my-suite', version: '1.0.0' } });
 * ```
 */
export interface JournalToHarOptions {
  /**
   * Who wrote the log.
   * @default { name: '@museum-api/mock', version: '1' }
   * @example { name: 'checkout-e2e', version: '2.3.0' }
   */
  creator?: { name: string; version: string };
}

// The journal keeps headers with secrets redacted and no raw bytes of either body, so the log
// says so once instead of making any up.
const omission =
  'Written from the museum mock journal: Authorization and cookie values read [redacted], cookies ' +
  'are not listed apart, and bodies are re-serialised JSON (binary bodies, such as ticket images, ' +
  'are not recorded).';

function harHeaders(headers: Record<string, string> | undefined): HarNameValue[] | undefined {
  return headers === undefined
    ? undefined
    : Object.entries(headers).map(([name, value]) => ({ name, value }));
}

/**
 * Converts journal entries to a HAR 1.2 log, oldest first: method, URL, query string, JSON
 * request bodies as `postData`, status, JSON and problem-details response bodies as `content`,
 * and the answer time as `timings.wait`. An injected network error is status 0 with `_error`,
 * as browsers export a failed request.
 *
 * @example
 * ```ts
 * import { journalToHar } from '@museum-api/mock';
 * const har = journalToHar(mock.journal.filter({ status: (status) => status >= 400 }));
 * ```
 */
export function journalToHar(entries: readonly JournalEntry[], options: JournalToHarOptions = {}): Har {
  const { creator = { name: '@museum-api/mock', version: '1' } } = options;
  return {
    log: { version: '1.2', creator: { ...creator }, entries: entries.map(toHarEntry), comment: omission },
  };
}

function toHarEntry(entry: JournalEntry): HarEntry {
  const postData =
    entry.requestBody === undefined
      ? undefined
      : { mimeType: 'application/json', text: JSON.stringify(entry.requestBody) };
  const content = responseContent(entry);
  const time = Math.max(0, entry.durationMs);
  return {
    startedDateTime: entry.startedAt,
    time,
    request: {
      method: entry.method,
      url: entry.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(entry.requestHeaders) ?? [],
      queryString: Object.entries(entry.query).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
      ),
      ...(postData === undefined ? {} : { postData }),
      headersSize: -1,
      bodySize: postData === undefined ? 0 : utf8Encoder().encode(postData.text).length,
    },
    response: {
      status: entry.status,
      // Mutation testing: a network error has no problem, so the fallback gives '' too (TESTING.md).
      statusText: entry.status === 0 ? '' : (entry.problem?.title ?? statusTexts[entry.status] ?? ''),
      httpVersion: entry.status === 0 ? '' : 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(entry.responseHeaders) ?? responseHeaders(entry, content),
      content,
      redirectURL: '',
      headersSize: -1,
      // Mutation testing: content without text has size 0 or -1, as the test gives (TESTING.md).
      bodySize: content.text === undefined ? (content.size === 0 ? 0 : -1) : content.size,
      ...(entry.status === 0 ? { _error: 'net::ERR_FAILED (injected network error)' } : {}),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    _museum: {
      operation: entry.operation,
      sequence: entry.sequence,
      requestId: entry.requestId,
      ...(entry.intervention === undefined ? {} : { intervention: entry.intervention }),
      ...(entry.upstream === undefined ? {} : { upstream: entry.upstream }),
      ...(entry.violations === undefined ? {} : { violations: entry.violations }),
    },
  };
}

function responseHeaders(entry: JournalEntry, content: HarEntry['response']['content']): HarNameValue[] {
  // A network error has no headers on the wire: its request id is in `_museum` only.
  if (entry.status === 0) return [];
  const headers: HarNameValue[] = [];
  if (content.text !== undefined) headers.push({ name: 'Content-Type', value: content.mimeType });
  headers.push({ name: requestIdHeader, value: entry.requestId });
  if (entry.replayed === true) headers.push({ name: idempotentReplayedHeader, value: 'true' });
  return headers;
}

function responseContent(entry: JournalEntry): HarEntry['response']['content'] {
  if (entry.problem !== undefined)
    return textContent(JSON.stringify(entry.problem), 'application/problem+json');
  if (entry.responseBody !== undefined)
    return textContent(JSON.stringify(entry.responseBody), 'application/json');
  if (entry.operation === 'getTicketCode' && entry.status === 200) {
    return { size: -1, mimeType: 'image/png', comment: 'Ticket image; the journal keeps no bytes' };
  }
  return { size: 0, mimeType: 'x-unknown' };
}

function textContent(text: string, mimeType: string): HarEntry['response']['content'] {
  return { size: utf8Encoder().encode(text).length, mimeType, text };
}

// The statuses the mock answers with, for entries without a problem title (successes).
const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
};
