/**
 * The host entry of `@museum-api/mock`: what a host of the mock outside msw builds on (the
 * standalone server in `@museum-api/mock-server`, a Worker, Deno or Bun), as hono's runtime
 * adapters build on `app.fetch`. A host makes runtimes (`createMockRuntime`, one per session,
 * held wherever it likes), turns its platform's request into a `MockRequest`
 * (`fetchMockRequest`, or its own faster one), answers it with {@link answerHostRequest} (the
 * API, the admin API on the session the request names, the admin token, `X-Request-Id`), and
 * writes the `MuseumAnswer` (`toResponse`, or its own writer with `answerText`). Nothing behind
 * this entry loads msw.
 * @packageDocumentation
 */

// The one function a host answers with
export type { SessionsHost } from './engine/controls/server-controls.ts';
export type { MockHost } from './engine/host/answer-host-request.ts';
export { answerHostRequest, hostRequestId } from './engine/host/answer-host-request.ts';
// Sessions
export { hostProtocol } from './engine/host/host-protocol.ts';
export { sessionRefusals } from './engine/host/session-refusals.ts';
export type { AnswerHeaders, MuseumAnswer } from './engine/http/answer.ts';
export { answerContentTypes, answerText, problemAnswer, toResponse } from './engine/http/answer.ts';
// Requests and answers
export type { MockRequest } from './engine/http/mock-request.ts';
export { fetchMockRequest } from './engine/http/mock-request.ts';
// Refusals and the host's own errors
export { isProblemError, ProblemError } from './engine/http/problem-error.ts';
export { requestIdSequence } from './engine/http/request-id.ts';
export type { KeptFaults, MockInterventions } from './engine/interventions/mock-interventions.ts';
export { restoreJournal } from './engine/journal/journal.ts';
export { MuseumMockError } from './engine/mock-error.ts';
export { sessionIdOf } from './engine/protocol.ts';
// The runtime, one per session
export type { ProxyConfig } from './engine/proxy/proxy-options.ts';
export { createMockRuntime } from './engine/runtime/create-mock-runtime.ts';
export type { MockConfig } from './engine/runtime/mock-options.ts';
export type { MockRuntime } from './engine/runtime/mock-runtime.ts';
export type { ParsedWebhookFault } from './engine/webhooks/webhook-fault.ts';
export type { WebhookConfig } from './engine/webhooks/webhook-options.ts';
