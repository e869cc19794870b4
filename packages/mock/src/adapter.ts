/**
 * The adapter entry of `@museum-api/mock`: the engine's parts that a server of the mock outside
 * msw builds on: the runtime, the request and answer values, problems, the sessions' protocol,
 * the command table's internals for an admin router, and the option schemas a server's options
 * extend. `@museum-api/mock-server` is built on this entry (and the root entry's types); a test
 * suite needs none of it. The few values that the root entry exports too are here as well, so a
 * server loads no msw: nothing behind this entry imports it.
 *
 * @packageDocumentation
 */

export { AdminJournalEntrySchema, AdminSessionSchema } from './engine/controls/admin-document-schemas.ts';
export { adminLimits } from './engine/controls/command-schemas.ts';
export { commandEntries } from './engine/controls/command-table.ts';
export { takesBody } from './engine/controls/museum-command.ts';
export { museumCommands } from './engine/controls/museum-commands.ts';
export { runCommand } from './engine/controls/run-command.ts';
// The command table's parts an admin router and its document are derived from
export type { SessionsHost } from './engine/controls/server-commands.ts';
export { serverCommands } from './engine/controls/server-commands.ts';
// The mock's own failure, marked apart from the API's answers
export { mockFailureHeader } from './engine/failure/mock-failure.ts';
// In front of a real backend
export type { ForwardConfig } from './engine/forward/forward-options.ts';
// Requests, answers and problems
export type { MockRequest } from './engine/http/mock-request.ts';
export { fetchMockRequest } from './engine/http/mock-request.ts';
export type { AnswerHeaders, MuseumAnswer } from './engine/http/museum-answer.ts';
export {
  answerContentTypes,
  answerHeader,
  answerStatus,
  answerText,
  bytesAnswer,
  emptyAnswer,
  jsonAnswer,
  problemAnswer,
  toResponse,
  withAnswerHeader,
} from './engine/http/museum-answer.ts';
export type { QueryParameterKind } from './engine/http/parse-query.ts';
export { parseQuery } from './engine/http/parse-query.ts';
export { isProblemError, ProblemError } from './engine/http/problem-error.ts';
export { readJsonBody } from './engine/http/read-json-body.ts';
export { callerRequestId, requestIdSequence } from './engine/http/request-id.ts';
export type { KeptIdempotencyKey } from './engine/idempotency/idempotency-keys.ts';
export type { MockInterventions } from './engine/interventions/mock-interventions.ts';
export { hasBrand, MuseumMockError } from './engine/museum-mock-error.ts';
export { museumOperations } from './engine/operations/museum-operations.ts';
// Sessions
export {
  adminMount,
  defaultSessionId,
  sessionCookie,
  sessionHeader,
  sessionIdPattern,
} from './engine/protocol.ts';
// The runtime and the option schemas a server's options extend
export { createMockRuntime } from './engine/runtime/create-mock-runtime.ts';
export { durationOption } from './engine/runtime/duration-option.ts';
export type { MockConfig } from './engine/runtime/mock-options.ts';
export { MuseumMockOptionsSchema, normalizeMockOptions } from './engine/runtime/mock-options.ts';
export type { MockRuntime, RuntimeAdapter } from './engine/runtime/mock-runtime.ts';
export {
  describeOptionsIssue,
  functionOf,
  parseOptions,
  typedAs,
  wholeNumber,
} from './engine/runtime/parse-options.ts';
export { MockFaultSchema, MockForwardOptionsSchema } from './engine/runtime/server-option-schemas.ts';
export type { ClockTravel, StoreChange } from './engine/runtime/store-change.ts';
export { scenarioRegistry } from './engine/scenarios/museum-scenario.ts';
export { museumScenarios } from './engine/scenarios/museum-scenarios.ts';
export { applySeed } from './engine/seed/museum-seed.ts';
export type { ParsedWebhookFault } from './engine/webhooks/webhook-fault.ts';
export type { WebhookConfig } from './engine/webhooks/webhook-options.ts';
export { MockWebhookOptionsSchema } from './engine/webhooks/webhook-options.ts';
