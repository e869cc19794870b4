import type { MuseumOperation } from '@museum-api/mock';
import type { MuseumMockSetup } from '@museum-api/mock/node';

/**
 * Records every request the mock gets for `operation`, headers included (the journal keeps no
 * headers), and lets `answer` play the server for chosen attempts: a `Response` answers in the
 * mock's place (`Response.error()` drops the connection), `undefined` lets the mock answer.
 * Attempts count from 1. Lasts until the mock's reset after the test.
 *
 * @example
 * ```ts
 * const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) => (attempt === 1 ? Response.error() : undefined));
 * await client.buyMuseumTickets(purchase);
 * seen.map((request) => request.headers.get('idempotency-key')); // the same key twice
 * ```
 */
export function observeRequests(
  mock: MuseumMockSetup['mock'],
  operation: MuseumOperation,
  answer: (attempt: number) => Response | undefined = () => undefined,
): Request[] {
  const seen: Request[] = [];
  mock.override(
    operation,
    ({ request }) => {
      seen.push(request);
      return answer(seen.length);
    },
    { times: 'always' },
  );
  return seen;
}

/**
 * A problem-details answer with `status`, as a server under load sends it, plus `headers`.
 *
 * @example
 * ```ts
 * problemResponse(503, { 'retry-after': '0', 'x-request-id': 'req-1' });
 * ```
 */
export function problemResponse(status: number, headers: Record<string, string> = {}): Response {
  return Response.json(
    { type: 'about:blank', title: `HTTP ${status}`, status, detail: 'Played by the test' },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}
