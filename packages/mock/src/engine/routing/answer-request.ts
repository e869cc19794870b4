import { isMuseumDomainError, type MuseumDomainError, publishedVersionOf } from '@museum-api/core';
import {
  idempotencyKeyHeader,
  museumApiVersionHeader,
  museumIdempotencyHeader,
  requestIdHeader,
} from '@museum-api/core/http';
import { authenticate } from '../auth/authenticate.ts';
import { mockFailureAnswer, mockFailureOf } from '../failure/mock-failure.ts';
import { answerHeader, type MuseumAnswer, problemAnswer, withAnswerHeader } from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { isProblemError, ProblemError } from '../http/problem-error.ts';
import { callerRequestId } from '../http/request-id.ts';
import { parseIdempotencyKey } from '../idempotency/parse-idempotency-key.ts';
import { recordRequest } from '../journal/journal.ts';
import { journalRecordOf, type RequestNotes } from '../journal/journal-entry.ts';
import { openApiAnswer } from '../openapi/open-api-answer.ts';
import { museumOperationHandlers, type OperationContext } from '../operations/operation-handlers.ts';
import { type MuseumOperation, museumOperations } from '../operations/operation-routes.ts';
import { proxyRequest } from '../proxy/proxy-request.ts';
import type { MockConfig } from '../runtime/mock-options.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';
import { answerKeyed } from './answer-keyed.ts';
import { type RoutedRequest, routeRequest } from './route-request.ts';

/**
 * Answers one request if it is under the mock's base URL, `undefined` otherwise: the OpenAPI
 * document on its path, every other path through {@link dispatch}. The base URL is matched here,
 * once per request; what the msw handler, `mock.fetch`, the standalone server and the
 * Playwright routing all call. A failure outside `dispatch`'s own handling is the mock's own
 * failure too, answered and recorded as one, never left to the adapter (msw would answer it with
 * a bare 500 of its own).
 */
export function answerRequest(runtime: MockRuntime, request: MockRequest): Promise<MuseumAnswer> | undefined {
  try {
    const under = runtime.config.base.match(request.url);
    if (under === undefined) return undefined;
    const method = request.method.toUpperCase();
    const routed = routeRequest(method, under.path, request.url.pathname);
    if (routed.kind !== 'openapi') return dispatch(runtime, request, method, routed, under.path);
    const { apiVersion } = runtime.config;
    const requestId = callerRequestId(request.headers.get(requestIdHeader)) ?? runtime.config.nextRequestId();
    return openApiAnswer(under.base, apiVersion)
      .then((answer) =>
        withServerSignals(withAnswerHeader(answer, requestIdHeader, requestId), runtime.config),
      )
      .catch((error: unknown) => mockFailed(runtime, request, error));
  } catch (error) {
    return Promise.resolve(mockFailed(runtime, request, error));
  }
}

// The request id of an answer when the mock failed before it could draw one.
const unavailableRequestId = 'req-unavailable';

/** The mock's own failure outside the handling that answers its own: recorded, then answered. */
function mockFailed(runtime: MockRuntime, request: MockRequest, error: unknown): MuseumAnswer {
  const mockFailure = mockFailureOf(error);
  runtime.failures.record(
    { method: request.method, url: request.url.href, requestId: unavailableRequestId, mockFailure },
    error,
  );
  return mockFailureAnswer(mockFailure, request.url.pathname);
}

/**
 * What a client learns from any answer of the mock (the published API states neither): the
 * version it speaks, and that it honours `Idempotency-Key`, so a client keys and retries its
 * purchases here. Set here, so msw, `mock.fetch`, the server and Playwright all send them. An
 * override's or a proxied answer's own value wins. A `Response` an override built is passed on
 * as built (but for the request id): copying its stream once more per header lost its
 * `Content-Type` under msw 2.
 */
export function withServerSignals(answer: MuseumAnswer, { apiVersion, proxy }: MockConfig): MuseumAnswer {
  if (answer.kind === 'response' || answer.kind === 'network-error') return answer;
  // A proxied purchase or creation is the upstream's to key: the mock claims keys only for its own.
  const honours =
    proxy === undefined || !keyedOperations.some((operation) => proxy.operations.has(operation));
  const version = answerHeader(answer, museumApiVersionHeader) === undefined;
  const idempotency = honours && answerHeader(answer, museumIdempotencyHeader) === undefined;
  if (!version && !idempotency) return answer;
  // One copy for both headers: this runs on every answer.
  const headers: Record<string, string> = { ...answer.headers };
  if (version) headers[museumApiVersionHeader] = publishedVersionOf[apiVersion];
  if (idempotency) headers[museumIdempotencyHeader] = 'honoured';
  return { ...answer, headers };
}

// The operations that create something, where a repeat must not create it twice (core's table).
const keyedOperations = (Object.keys(museumOperations) as MuseumOperation[]).filter(
  (operation) => 'keyed' in museumOperations[operation],
);

/**
 * Answers a request for the API: latency, then the route's refusal (404, 405), an idempotency
 * key's checks (400 malformed, 409 in use), faults and overrides, authentication and the
 * operation itself (replayed for a kept key) — or, for an operation the `proxy` option names,
 * the upstream's answer — then the request id, the journal entry and the server's signals. Every
 * failure becomes an answer; this function never rejects (unless recording a failure throws). A
 * refusal (a `ProblemError`, a broken domain rule) is the API's problem answer; anything else
 * thrown is the mock's own failure (a bug, a missing platform API, a test's override that threw):
 * {@link answerFor} marks it, and it is recorded with `runtime.failures`, which fails the test
 * that sent it. One async frame for the whole request: every await is a trip through the
 * microtask queue, and every async function a promise more.
 */
async function dispatch(
  runtime: MockRuntime,
  request: MockRequest,
  method: string,
  routed: Exclude<RoutedRequest, { kind: 'openapi' }>,
  path: string,
): Promise<MuseumAnswer> {
  try {
    const startedAt = Date.now();
    const { url } = request;
    const notes: RequestNotes = {};
    const { params } = routed;
    const operation = routed.kind === 'operation' ? routed.operation : 'unknown';
    let requestId = callerRequestId(request.headers.get(requestIdHeader));
    let answer: MuseumAnswer;
    let held: string | undefined;
    // The change's save (durable state's commit): every answer, a failure's too, waits for it.
    let saving: Promise<void> | undefined;
    try {
      // Made inside the try: drawing one reads the platform's random source, which may fail.
      requestId ??= runtime.config.nextRequestId();
      const latency = drawLatency(runtime.config);
      if (latency > 0) await runtime.sleep(latency);
      if (routed.kind === 'refused') throw routed.error;
      const found = routed.operation;
      // Only the keyed operations look for a key; every other request pays nothing for it.
      const keyValue = keyedOperations.includes(found) ? request.headers.get(idempotencyKeyHeader) : null;
      if (keyValue !== null) {
        const key = parseIdempotencyKey(keyValue);
        if (!runtime.idempotency.hold(key)) throw ProblemError.idempotencyKeyInUse();
        held = key;
      }
      const context: OperationContext = {
        request,
        params,
        store: runtime.store,
        apiVersion: runtime.config.apiVersion,
        maxBodyBytes: runtime.config.maxBodyBytes,
        changed: (change) => {
          saving = runtime.changed(change);
        },
        notes,
      };
      const intervention = runtime.interventions.take(found);
      if (intervention) {
        notes.intervention = intervention.kind;
        notes.interventionId = intervention.id;
        answer = await intervention.answer({
          request,
          operation: found,
          params,
          store: runtime.store,
          // What next() gives is an answer, a refusal included, never a rejection.
          next: async () => {
            try {
              return await operate(runtime, found, context, held, path);
            } catch (error) {
              return answerFor(error, url.pathname, notes);
            }
          },
        });
      } else {
        answer = await operate(runtime, found, context, held, path);
      }
      if (saving !== undefined) await saving;
    } catch (error) {
      await saving?.catch(() => {}); // a change made before the failure: its own error would go unhandled
      answer = answerFor(error, url.pathname, notes);
    }
    if (held !== undefined) runtime.idempotency.release(held);
    requestId ??= unavailableRequestId;
    // An override or a fault that set its own request id keeps it; the journal records that one.
    const own = answerHeader(answer, requestIdHeader);
    if (own === undefined) answer = withAnswerHeader(answer, requestIdHeader, requestId);
    else requestId = own;
    if (notes.mockFailure !== undefined) {
      runtime.failures.record(
        { method, url: url.href, requestId, mockFailure: notes.mockFailure },
        notes.thrown,
      );
    }
    try {
      const requestHeaders = request.headers;
      const record = journalRecordOf({
        operation,
        method,
        url,
        params,
        notes,
        startedAt,
        answer,
        requestId,
        requestHeaders,
      });
      recordRequest(runtime.journal, record instanceof Promise ? await record : record);
    } catch {
      // The journal is for inspection; failing to write it must not fail the answer.
    }
    return withServerSignals(answer, runtime.config);
  } catch (error) {
    return mockFailed(runtime, request, error);
  }
}

/**
 * The operation: for one the `proxy` option names, the upstream's answer, in the operation's
 * place (latency, faults and overrides, and an override's next(), stay in front of it); else
 * authentication, then the operation, under its idempotency key if one is held. A refusal
 * rejects or throws, for the caller to answer.
 */
function operate(
  runtime: MockRuntime,
  operation: MuseumOperation,
  context: OperationContext,
  key: string | undefined,
  path: string,
): Promise<MuseumAnswer> {
  const { proxy, auth } = runtime.config;
  const { request, maxBodyBytes, notes } = context;
  if (proxy?.operations.has(operation) === true) {
    return proxyRequest(proxy, request, { operation, path, maxBodyBytes, notes });
  }
  // Only a verifier function makes authentication wait: the common case goes straight on.
  const verifying = authenticate(request, auth, notes);
  if (verifying !== undefined) return verifying.then(() => handle(runtime, operation, context, key));
  return handle(runtime, operation, context, key);
}

function handle(
  runtime: MockRuntime,
  operation: MuseumOperation,
  context: OperationContext,
  key: string | undefined,
): Promise<MuseumAnswer> {
  const handler = museumOperationHandlers[operation];
  return key === undefined ? handler(context) : answerKeyed(runtime, key, operation, context, handler);
}

/**
 * The answer to what a request's handling threw: the API's refusal for a `ProblemError` or a
 * broken domain rule; for anything else the mock's own failure, noted for the journal and the
 * failure record (the one place that tells the two apart).
 */
function answerFor(error: unknown, instance: string, notes: RequestNotes): MuseumAnswer {
  if (isProblemError(error)) return problemAnswer(error, instance);
  if (isMuseumDomainError(error)) return problemAnswer(fromDomainError(error), instance);
  notes.mockFailure = mockFailureOf(error);
  notes.thrown = error;
  return mockFailureAnswer(notes.mockFailure, instance);
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
