import { requestIdHeader } from '@museum-api/core';
import {
  type AnswerHeaders,
  answerHostRequest,
  hostRequestId,
  type MockHost,
  type MockRequest,
  type MuseumAnswer,
} from '@museum-api/mock/host';
import { corsHeadersFor, isPreflight, preflightHeaders } from './cors-headers.ts';

/**
 * What the standalone server answers to one request: the answer, and the CORS headers its
 * writer adds to it (kept apart, since an override's `Response` has headers of its own).
 */
export interface ServerAnswer {
  answer: MuseumAnswer;
  /** `Access-Control-*` and `Vary` for a request from another origin, else empty. */
  cors: AnswerHeaders;
}

/**
 * Answers one request as the standalone server does, on any runtime: a CORS preflight here
 * (when `cors` is on), anything else through `answerHostRequest`. Node's listener
 * (server/listen-server.ts) and the `fetch` handler (museum-fetch.ts) are this function
 * between their own request reader and answer writer.
 *
 * @example
 * ```ts
 * const { answer, cors } = await answerServerRequest(host, fetchMockRequest(request), true);
 * ```
 */
export async function answerServerRequest(
  host: MockHost,
  request: MockRequest,
  cors: boolean,
): Promise<ServerAnswer> {
  const origin = cors ? request.headers.get('origin') : null;
  const corsHeaders = origin === null ? {} : corsHeadersFor(origin);
  if (origin !== null && isPreflight(request)) {
    const headers = { ...preflightHeaders(request), [requestIdHeader]: hostRequestId(host, request) };
    return { answer: { kind: 'empty', status: 204, headers }, cors: corsHeaders };
  }
  return { answer: await answerHostRequest(host, request), cors: corsHeaders };
}
