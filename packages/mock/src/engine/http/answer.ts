import type { ProblemDetails } from '@museum-api/core';
import { utf8Encoder } from '../platform/text-codecs.ts';
import type { ProblemError } from './problem-error.ts';

/** Response headers of an answer, as plain names and values (no `Content-Type`: the kind says it). */
export type AnswerHeaders = Readonly<Record<string, string>>;

/**
 * What the mock answers to one request, before anything is written: the one value the
 * operations return, the journal records from, and each adapter — the msw handler,
 * `mock.fetch`, the standalone server — turns into what it writes. The body is kept in the form
 * each consumer wants it: the JSON value for the journal and its text for the wire, computed once.
 *
 * - `json`: an operation's success body.
 * - `problem`: an RFC 9457 refusal (`application/problem+json`).
 * - `bytes`: a binary body such as the ticket PNG; `headers` carry its `Content-Type`.
 * - `empty`: no body (204).
 * - `response`: a `Response` built outside the mock (an override); read back only for the journal.
 * - `network-error`: no HTTP answer at all; the connection fails.
 *
 * @example
 * ```ts
 * const answer = jsonAnswer(200, [{ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' }]);
 * answer.text; // '[{"date":"2026-12-01",…}]'
 * ```
 */
export type MuseumAnswer =
  | { kind: 'json'; status: number; headers: AnswerHeaders; value: unknown; text: string }
  | { kind: 'problem'; status: number; headers: AnswerHeaders; problem: ProblemDetails }
  | { kind: 'bytes'; status: number; headers: AnswerHeaders; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'empty'; status: number; headers: AnswerHeaders }
  | { kind: 'response'; response: Response }
  | { kind: 'network-error' };

const noHeaders: AnswerHeaders = Object.freeze({});

/** A JSON success body, serialised once. */
export function jsonAnswer(status: number, value: unknown, headers: AnswerHeaders = noHeaders): MuseumAnswer {
  return { kind: 'json', status, headers, value, text: JSON.stringify(value) };
}

/** A refusal as problem details; `instance` is the request path. */
export function problemAnswer(error: ProblemError, instance?: string): MuseumAnswer {
  return {
    kind: 'problem',
    status: error.status,
    headers: error.headers,
    problem: error.toProblem(instance),
  };
}

/**
 * A binary body; `headers` must name its `Content-Type`.
 */
export function bytesAnswer(
  status: number,
  bytes: Uint8Array<ArrayBuffer>,
  headers: AnswerHeaders,
): MuseumAnswer {
  return { kind: 'bytes', status, headers, bytes };
}

/**
 * No body, as `204 No Content` or `304 Not Modified`.
 */
export function emptyAnswer(status = 204, headers: AnswerHeaders = noHeaders): MuseumAnswer {
  return { kind: 'empty', status, headers };
}

/** A `Response` from user code; `Response.error()` stands for a network error. */
export function responseAnswer(response: Response): MuseumAnswer {
  return response.type === 'error' ? networkErrorAnswer : { kind: 'response', response };
}

/** The connection fails: `fetch` rejects, a server drops the socket. */
export const networkErrorAnswer: MuseumAnswer = Object.freeze({ kind: 'network-error' });

/** A response header of an answer by case-insensitive name; `undefined` if none (or a network error). */
export function answerHeader(answer: MuseumAnswer, name: string): string | undefined {
  if (answer.kind === 'network-error') return undefined;
  if (answer.kind === 'response') return answer.response.headers.get(name) ?? undefined;
  const lower = name.toLowerCase();
  for (const key in answer.headers) {
    if (key.toLowerCase() === lower) return answer.headers[key];
  }
  return undefined;
}

/** A copy of the answer with one more header (answers share header objects); none on a network error. */
export function withAnswerHeader(answer: MuseumAnswer, name: string, value: string): MuseumAnswer {
  switch (answer.kind) {
    case 'network-error':
      return answer;
    case 'response': {
      const { response } = answer;
      try {
        const headers = new Headers(response.headers);
        headers.set(name, value);
        const copy = new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
        return { kind: 'response', response: copy };
      } catch {
        return answer;
      }
    }
    default:
      return { ...answer, headers: { ...answer.headers, [name]: value } };
  }
}

/** The status an answer carries; 0 for a network error, as the journal records it. */
export function answerStatus(answer: MuseumAnswer): number {
  if (answer.kind === 'network-error') return 0;
  return answer.kind === 'response' ? answer.response.status : answer.status;
}

/**
 * The body text of a JSON or problem answer, `undefined` for the other kinds.
 *
 * @example
 * ```ts
 * answerText(jsonAnswer(200, { ok: true })); // '{"ok":true}'
 * ```
 */
export function answerText(answer: MuseumAnswer): string | undefined {
  if (answer.kind === 'json') return answer.text;
  if (answer.kind === 'problem') return JSON.stringify(answer.problem);
  return undefined;
}

/**
 * `Content-Type` of each kind that has a body the mock built.
 *
 * @example
 * ```ts
 * response.setHeader('Content-Type', answerContentTypes.problem); // 'application/problem+json'
 * ```
 */
export const answerContentTypes = {
  json: 'application/json',
  problem: 'application/problem+json',
} as const;

/**
 * The answer as a Fetch `Response`, for msw, `mock.fetch` and an override's `next()`. A HEAD
 * request gets the status and headers without the body.
 *
 * @example
 * ```ts
 * return toResponse(await answerRequest(request), request.method === 'HEAD');
 * ```
 */
export function toResponse(answer: MuseumAnswer, head = false): Response {
  switch (answer.kind) {
    case 'network-error':
      return Response.error();
    case 'response':
      return head && answer.response.body !== null
        ? new Response(null, { status: answer.response.status, headers: answer.response.headers })
        : answer.response;
    case 'json':
    case 'problem': {
      const text = utf8Encoder().encode(answerText(answer));
      return withLength(head ? null : text, text.byteLength, answer, answerContentTypes[answer.kind]);
    }
    case 'bytes':
      return withLength(head ? null : answer.bytes, answer.bytes.byteLength, answer);
    case 'empty':
      return new Response(null, { status: answer.status, headers: answer.headers });
  }
}

// A body's length stated, as the server's writer states it: without one a response ends only when
// its connection closes, and under msw's interception the client read the body only after that
// close (a request through `setupServer` took a third longer; BENCHMARKS.md).
function withLength(
  body: Uint8Array<ArrayBuffer> | null,
  length: number,
  answer: { status: number; headers: AnswerHeaders },
  contentType?: string,
): Response {
  const headers: Record<string, string> = { ...answer.headers, 'Content-Length': String(length) };
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  return new Response(body, { status: answer.status, headers });
}
