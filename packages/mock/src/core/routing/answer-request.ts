import { isMuseumDomainError, type MuseumDomainError, type MuseumStore } from '@museum-api/core';
import { authenticate } from '../auth/authenticate.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { type MuseumAnswer, problemAnswer } from '../http/museum-answer.ts';
import { isProblemError, ProblemError } from '../http/problem-error.ts';
import type { MockInterventions } from '../interventions/mock-interventions.ts';
import { journalRecordOf, type RequestNotes } from '../journal/journal-entry.ts';
import type { MuseumJournal } from '../journal/museum-journal.ts';
import type { MockConfig } from '../mock/mock-options.ts';
import type { StoreChange } from '../mock/store-change.ts';
import { openApiAnswer } from '../openapi/open-api-answer.ts';
import { museumOperationHandlers, type OperationContext } from '../operations/museum-operation-handlers.ts';
import type { MuseumOperation } from '../operations/museum-operations.ts';
import { matchMuseumPath } from './match-museum-path.ts';
import { routeOperation } from './route-operation.ts';

/**
 * The parts of one running mock that answering a request reads and changes: its settings, its
 * state (store, journal, faults and overrides), and its two hooks on the outside world.
 */
export interface MockRuntime {
  config: MockConfig;
  store: MuseumStore;
  journal: MuseumJournal;
  interventions: MockInterventions;
  /**
   * Called after a request changed the store, with what changed (`undefined`: anything may have,
   * as after a reset). It throws when a change could not be saved, so the change is not
   * acknowledged (the request gets a 500).
   */
  changed: (change?: StoreChange) => void;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Answers one request if it is under the mock's base URL, `undefined` otherwise: the OpenAPI
 * document on its path, every other path through {@link dispatch}. What the msw handler,
 * `mock.fetch` and the standalone server all call.
 *
 * @example
 * ```ts
 * const answer = await answerRequest(runtime, fetchMockRequest(request));
 * if (answer === undefined) return passthrough();
 * ```
 */
export function answerRequest(runtime: MockRuntime, request: MockRequest): Promise<MuseumAnswer> | undefined {
  const url = request.parsedUrl;
  const target = url.origin + url.pathname;
  const base = runtime.config.base.pattern.exec(target);
  if (base === null) return undefined;
  const match = matchMuseumPath(target.slice(base[0].length));
  if (match?.kind === 'openapi' && (request.method === 'GET' || request.method === 'HEAD')) {
    return Promise.resolve(openApiAnswer(base[0]));
  }
  return dispatch(runtime, request, url, match);
}

/**
 * Answers a request for the API: routing (404, 405 with `Allow`), latency, faults and
 * overrides, authentication, the operation itself, and the journal entry. Every failure,
 * expected or not, becomes a problem answer; this function never throws.
 */
async function dispatch(
  runtime: MockRuntime,
  request: MockRequest,
  url: URL,
  match: ReturnType<typeof matchMuseumPath>,
): Promise<MuseumAnswer> {
  const startedAt = Date.now();
  const method = request.method.toUpperCase();
  const notes: RequestNotes = {};
  let operation: MuseumOperation | 'unknown' = 'unknown';
  let params: Record<string, string> = match?.kind === 'route' ? match.params : {};
  let answer: MuseumAnswer;
  try {
    // No await without latency: every await is a trip through the microtask queue.
    const latency = drawLatency(runtime.config);
    if (latency > 0) await runtime.sleep(latency);
    ({ operation, params } = routeOperation(match, method, url.pathname));
    const context: OperationContext = {
      request,
      url,
      params,
      store: runtime.store,
      maxBodyBytes: runtime.config.maxBodyBytes,
      changed: runtime.changed,
      notes,
    };
    const found = operation;
    const run = () => runOperation(found, context, runtime.config.auth);
    const intervention = runtime.interventions.take(found);
    if (intervention) {
      notes.intervention = intervention.kind;
      answer = await intervention.answer({
        request: request.toRequest(),
        operation: found,
        params,
        store: runtime.store,
        next: run,
      });
    } else {
      answer = await run();
    }
  } catch (error) {
    answer = problemAnswer(toProblemError(error), url.pathname);
  }
  try {
    const record = journalRecordOf({ operation, method, url, params, notes, startedAt, answer });
    runtime.journal.record(record instanceof Promise ? await record : record);
  } catch {
    // The journal is for inspection; failing to write it must not fail the answer.
  }
  return answer;
}

async function runOperation(
  operation: MuseumOperation,
  context: OperationContext,
  auth: MockConfig['auth'],
): Promise<MuseumAnswer> {
  try {
    await authenticate(context.request, auth, context.notes);
    return await museumOperationHandlers[operation](context);
  } catch (error) {
    return problemAnswer(toProblemError(error), context.url.pathname);
  }
}

function toProblemError(error: unknown): ProblemError {
  if (isProblemError(error)) return error;
  if (isMuseumDomainError(error)) return fromDomainError(error);
  return ProblemError.internal(error);
}

function fromDomainError(error: MuseumDomainError): ProblemError {
  if (error.kind === 'not-found') return ProblemError.notFound(error.message);
  return ProblemError.invalidRequest(error.message, error.issues);
}

function drawLatency({ latency: [min, max], latencyRandom }: MockConfig): number {
  if (max === 0) return 0;
  if (min === max) return min;
  return min + Math.round((latencyRandom.next() / 0xffffffff) * (max - min));
}
