import type { ProblemDetails } from '@museum-api/core';
import { type AnswerHeaders, answerContentTypes, answerStatus, type MuseumAnswer } from '../http/answer.ts';
import { redactedHeaders } from '../http/header-rules.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { JournalEntry, JournalIntervention, JournalViolation, MockFailure } from './journal-types.ts';

/** What a request left for its journal entry while it was handled. */
export interface RequestNotes {
  requestBody?: unknown;
  username?: string;
  intervention?: JournalIntervention;
  /** The id of the fault or override that answered (`fault-2`). */
  interventionId?: string;
  /** Answered by replaying the first answer to the request's idempotency key. */
  replayed?: true;
  /** The upstream URL a proxied request went to. */
  upstream?: string;
  /** How a proxied exchange broke the contract. */
  violations?: readonly JournalViolation[];
  /** A proxied answer's JSON body as the upstream sent it (the answer itself is bytes). */
  upstreamText?: string;
  /** The mock itself failed while answering: what the journal shows of the error. */
  mockFailure?: MockFailure;
  /** The value thrown, for the failure record in process (never journaled). */
  thrown?: unknown;
}

/** The facts of one handled request that its journal entry is made from. */
export interface HandledRequest {
  operation: MuseumOperation | 'unknown';
  method: string;
  url: URL;
  params: Record<string, string>;
  notes: RequestNotes;
  /** Epoch milliseconds. */
  startedAt: number;
  answer: MuseumAnswer;
  /** The `X-Request-Id` of the answer. */
  requestId: string;
  /** The request's headers, kept by reference and read (redacted) only when the entry is made. */
  requestHeaders?: Pick<Headers, 'forEach'> | undefined;
}

/**
 * What the journal keeps of a request until read (JSON bodies as text): entries made as objects made
 * the garbage collector mark every page of events, nearly doubling a list request's cost.
 */
export interface JournalRecord {
  sequence: number;
  operation: MuseumOperation | 'unknown';
  method: string;
  url: string;
  params: Record<string, string>;
  notes: RequestNotes;
  status: number;
  /** Epoch milliseconds. */
  startedAt: number;
  durationMs: number;
  requestId: string;
  problem: ProblemDetails | undefined;
  /** The success body as sent, when the mock serialised it. */
  responseText: string | undefined;
  /** The success body of an override's `Response`, read back when recorded. */
  responseBody: unknown;
  /** The entry, once someone asked for it; the same object for every later read. */
  entry: JournalEntry | undefined;
  /** The request's headers by reference (see {@link HandledRequest.requestHeaders}). */
  requestHeaders?: Pick<Headers, 'forEach'> | undefined;
  /** The answer's headers by reference, `Content-Type` of a JSON or problem answer added when read. */
  responseHeaders?: AnswerHeaders | Headers | undefined;
  /** The kind of answer, which says the `Content-Type` of the JSON and problem kinds. */
  answerKind?: MuseumAnswer['kind'];
}

/** The journal record of an answer; only an override's `Response` is read back (a copy), as a promise. */
export function journalRecordOf(handled: HandledRequest): JournalRecord | Promise<JournalRecord> {
  const { answer } = handled;
  if (answer.kind === 'response') {
    return readForeignBody(answer.response).then(({ problem, responseBody }) =>
      recordOf(handled, problem, undefined, responseBody),
    );
  }
  if (handled.notes.upstreamText !== undefined) return upstreamRecordOf(handled, handled.notes.upstreamText);
  return recordOf(
    handled,
    answer.kind === 'problem' ? answer.problem : undefined,
    answer.kind === 'json' ? answer.text : undefined,
    undefined,
  );
}

/** A proxied JSON answer: a success body kept as text (parsed when read), a problem parsed now. */
function upstreamRecordOf(handled: HandledRequest, text: string): JournalRecord {
  if (answerStatus(handled.answer) < 400) return recordOf(handled, undefined, text, undefined);
  try {
    const problem: unknown = JSON.parse(text);
    const isProblem = typeof problem === 'object' && problem !== null && !Array.isArray(problem);
    return recordOf(handled, isProblem ? (problem as ProblemDetails) : undefined, undefined, undefined);
  } catch {
    return recordOf(handled, undefined, undefined, undefined);
  }
}

function recordOf(
  handled: HandledRequest,
  problem: ProblemDetails | undefined,
  responseText: string | undefined,
  responseBody: unknown,
): JournalRecord {
  return {
    sequence: 0,
    operation: handled.operation,
    method: handled.method,
    url: handled.url.href,
    params: handled.params,
    notes: handled.notes,
    status: answerStatus(handled.answer),
    startedAt: handled.startedAt,
    durationMs: Date.now() - handled.startedAt,
    requestId: handled.requestId,
    problem,
    responseText,
    responseBody,
    entry: undefined,
    requestHeaders: handled.requestHeaders,
    responseHeaders: responseHeadersOf(handled.answer),
    answerKind: handled.answer.kind,
  };
}

function responseHeadersOf(answer: MuseumAnswer): AnswerHeaders | Headers | undefined {
  if (answer.kind === 'network-error') return undefined;
  return answer.kind === 'response' ? answer.response.headers : answer.headers;
}

/** The headers an entry shows: lower-case names, secrets redacted, `Content-Type` of the kind. */
function entryHeaders(record: JournalRecord): {
  requestHeaders: Record<string, string> | undefined;
  responseHeaders: Record<string, string> | undefined;
} {
  const requestHeaders =
    record.requestHeaders === undefined ? undefined : redactedHeaders(record.requestHeaders);
  const { responseHeaders: kept, answerKind } = record;
  let responseHeaders: Record<string, string> | undefined;
  if (kept !== undefined) {
    responseHeaders =
      kept instanceof Headers
        ? redactedHeaders(kept)
        : redactedHeaders({
            forEach: (callback) => {
              for (const [name, value] of Object.entries(kept)) callback(value, name, undefined as never);
            },
          });
    if (answerKind === 'json' || answerKind === 'problem') {
      responseHeaders['content-type'] = answerContentTypes[answerKind];
    }
  }
  return { requestHeaders, responseHeaders };
}

/**
 * The journal entry of a record, made on the first call and the same object after that.
 */
export function journalEntryOf(record: JournalRecord): JournalEntry {
  if (record.entry !== undefined) return record.entry;
  const { notes } = record;
  // Optional fields assigned one by one, in the order the entry has always had.
  const entry: Record<string, unknown> = {
    operation: record.operation,
    method: record.method,
    url: record.url,
    params: record.params,
    query: queryRecord(new URL(record.url).searchParams),
    status: record.status,
    startedAt: new Date(record.startedAt).toISOString(),
    durationMs: record.durationMs,
    requestId: record.requestId,
  };
  if ('requestBody' in notes) entry.requestBody = notes.requestBody;
  if (notes.username !== undefined) entry.username = notes.username;
  if (notes.intervention !== undefined) entry.intervention = notes.intervention;
  if (notes.interventionId !== undefined) entry.interventionId = notes.interventionId;
  if (notes.replayed === true) entry.replayed = true;
  if (notes.mockFailure !== undefined) entry.mockFailure = { ...notes.mockFailure };
  if (record.problem !== undefined) entry.problem = record.problem;
  const responseBody = record.responseText === undefined ? record.responseBody : parseRecorded(record);
  if (responseBody !== undefined) entry.responseBody = responseBody;
  // Proxying and headers (the proxy), after the fields the entry has always had.
  if (notes.upstream !== undefined) entry.upstream = notes.upstream;
  if (notes.violations !== undefined)
    entry.violations = notes.violations.map((violation) => ({ ...violation }));
  const { requestHeaders, responseHeaders } = entryHeaders(record);
  if (requestHeaders !== undefined) entry.requestHeaders = requestHeaders;
  if (responseHeaders !== undefined) entry.responseHeaders = responseHeaders;
  entry.sequence = record.sequence;
  record.entry = entry as unknown as JournalEntry;
  return record.entry;
}

function parseRecorded(record: JournalRecord): unknown {
  // Only a proxied body may say JSON and not be (the contract checks name it): none kept then.
  // The mock's own text always parses, and a failure there should stay loud.
  if (record.notes.upstreamText === undefined) return JSON.parse(record.responseText as string);
  try {
    return JSON.parse(record.responseText as string);
  } catch {
    return undefined;
  }
}

async function readForeignBody(
  response: Response,
): Promise<{ problem?: ProblemDetails; responseBody?: unknown }> {
  const type = response.headers.get('content-type') ?? '';
  if (response.body === null || !type.includes('json')) return {};
  try {
    const body: unknown = await response.clone().json();
    if (type.includes('application/problem+json')) return { problem: body as ProblemDetails };
    return response.ok ? { responseBody: body } : {};
  } catch {
    // An override may answer with a body that says JSON and is not; the journal then omits it.
    return {};
  }
}

function queryRecord(searchParams: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(searchParams.keys())) {
    const values = searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}
