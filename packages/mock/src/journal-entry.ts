import type { ProblemDetails } from '@museum-api/core';
import type { JournalEntry, JournalIntervention } from './journal-types.ts';
import { answerStatus, type MuseumAnswer } from './museum-answer.ts';
import type { MuseumOperation } from './museum-operations.ts';

/** What a request left for its journal entry while it was handled. */
export interface RequestNotes {
  requestBody?: unknown;
  username?: string;
  intervention?: JournalIntervention;
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
}

/**
 * The journal entry of a handled request, read from its answer: the success body or problem
 * the mock built is taken as it is; only a `Response` from an override is read back (a copy,
 * so the caller still gets the whole body).
 *
 * @example
 * ```ts
 * journal.record(await journalEntryOf({ operation, method, url, params, notes, startedAt, answer }));
 * ```
 */
export async function journalEntryOf(handled: HandledRequest): Promise<Omit<JournalEntry, 'sequence'>> {
  const { answer, notes } = handled;
  let problem: ProblemDetails | undefined;
  let responseBody: unknown;
  if (answer.kind === 'problem') {
    problem = answer.problem;
  } else if (answer.kind === 'json') {
    responseBody = answer.value;
  } else if (answer.kind === 'response') {
    ({ problem, responseBody } = await readForeignBody(answer.response));
  }
  // Optional fields assigned one by one, in the order the entry has always had: spreading a
  // fresh object per field showed up in profiles of the standalone server.
  const entry: Record<string, unknown> = {
    operation: handled.operation,
    method: handled.method,
    url: handled.url.href,
    params: handled.params,
    query: queryRecord(handled.url.searchParams),
    status: answerStatus(answer),
    startedAt: new Date(handled.startedAt).toISOString(),
    durationMs: Date.now() - handled.startedAt,
  };
  if ('requestBody' in notes) entry.requestBody = notes.requestBody;
  if (notes.username !== undefined) entry.username = notes.username;
  if (notes.intervention !== undefined) entry.intervention = notes.intervention;
  if (problem !== undefined) entry.problem = problem;
  if (responseBody !== undefined) entry.responseBody = responseBody;
  return entry as Omit<JournalEntry, 'sequence'>;
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
