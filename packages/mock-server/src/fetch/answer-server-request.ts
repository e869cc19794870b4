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

const noCors: AnswerHeaders = Object.freeze({});

/**
 * Answers one request as the standalone server does, on any runtime: a CORS preflight here
 * (when `cors` is on), anything else through `answerHostRequest`. Gives the answer's promise
 * and, apart (an override's `Response` has headers of its own), the CORS headers its writer
 * adds; the promise as `answerHostRequest` made it, with no step of its own on every request.
 * Node's listener and the `fetch` handler are this between their own request reader and writer.
 *
 * @example
 * ```ts
 * const { answer, cors } = answerServerRequest(host, fetchMockRequest(request), true);
 * const response = toResponse(await answer);
 * ```
 */
export function answerServerRequest(
  host: MockHost,
  request: MockRequest,
  cors: boolean,
): { answer: Promise<MuseumAnswer>; cors: AnswerHeaders } {
  const origin = cors ? request.headers.get('origin') : null;
  const corsHeaders = origin === null ? noCors : corsHeadersFor(origin);
  if (origin !== null && isPreflight(request)) {
    const headers = { ...preflightHeaders(request), [requestIdHeader]: hostRequestId(host, request) };
    return { answer: Promise.resolve({ kind: 'empty', status: 204, headers }), cors: corsHeaders };
  }
  return { answer: answerHostRequest(host, request), cors: corsHeaders };
}
