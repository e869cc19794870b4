/**
 * The environment-neutral entry of `@museum-api/mock`: the mock and its options, faults and
 * overrides, the journal, scenarios and seeds, the OpenAPI document, and the remote handle of a
 * standalone server. Node glue lives in `@museum-api/mock/node`, the service-worker glue in
 * `@museum-api/mock/browser`; the Playwright fixture and the Storybook loader are packages of their
 * own (`@museum-api/playwright`, `@museum-api/storybook`).
 *
 * @packageDocumentation
 */

// The header names and the operations table are core's, shared with @museum-api/contract.
export {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  requestIdHeader,
} from '@museum-api/core/http';
// The mock
export type { AuthVerifier, BasicCredentials, MockAuth } from './engine/auth/basic-auth.ts';
// The remote handle of a standalone server
export type { MuseumAdminRequestInfo } from './engine/controls/admin-error.ts';
export { isMuseumAdminError, MuseumAdminError } from './engine/controls/admin-error.ts';
export type {
  JournalEntriesQuery,
  MuseumScenarioInfo,
  MuseumScenarioList,
} from './engine/controls/control-entries.ts';
export { museumControls } from './engine/controls/control-entries.ts';
export type { JournalWatchOptions, MuseumControls } from './engine/controls/control-functions.ts';
// The control table: each admin control once, for tools derived from it (@museum-api/mcp)
export type { ControlTable } from './engine/controls/control-table.ts';
export { controlEntries } from './engine/controls/control-table.ts';
export type {
  AnyMuseumControl,
  ControlContext,
  ControlHeader,
  ControlMethod,
  ControlOf,
  ControlRoute,
  ControlRunner,
  ControlSchemaName,
  ControlTag,
  MuseumControl,
} from './engine/controls/define-control.ts';
export { inProcessControls } from './engine/controls/in-process-controls.ts';
export { inputSchemaOf, outputSchemaOf } from './engine/controls/run-control.ts';
export type { MuseumSessionInfo } from './engine/controls/server-controls.ts';
export { serverControls } from './engine/controls/server-controls.ts';
export type { FailedRequest } from './engine/failure/failure-error.ts';
// Errors a user catches
export {
  isMuseumMockFailureError,
  MuseumMockFailureError,
  throwIfMockFailed,
} from './engine/failure/failure-error.ts';
export { mockFailureHeader } from './engine/failure/mock-failure.ts';
// Operations, problems and the OpenAPI document
export { problemTypes } from './engine/http/problem-error.ts';
export type { MockFault } from './engine/interventions/mock-fault.ts';
export type {
  InterventionHandle,
  InterventionOptions,
  OverrideAnswer,
  OverrideContext,
  OverrideResolver,
} from './engine/interventions/mock-interventions.ts';
export { harToJournal } from './engine/journal/har-to-journal.ts';
export type { MuseumJournal } from './engine/journal/journal.ts';
export type { Har, HarEntry, HarNameValue, JournalToHarOptions } from './engine/journal/journal-har.ts';
export { journalToHar } from './engine/journal/journal-har.ts';
export type { JournalToPactOptions, PactStateChange } from './engine/journal/journal-pact.ts';
export { journalToPact, pactStates } from './engine/journal/journal-pact.ts';
export type {
  JournalEntry,
  JournalIntervention,
  JournalQuery,
  JournalViolation,
  MockFailure,
} from './engine/journal/journal-types.ts';
export type { Pact, PactInteraction } from './engine/journal/pact-schema.ts';
export { isMuseumMockError, MuseumMockError } from './engine/mock-error.ts';
export type { MuseumOperation, MuseumOperationTypes } from './engine/operations/operation-routes.ts';
export { museumOperations } from './engine/operations/operation-routes.ts';
export {
  isMuseumEnvironmentError,
  MuseumEnvironmentError,
} from './engine/platform/environment-error.ts';
export { inProcessMockFlag, sessionHeader, sessionIdPattern } from './engine/protocol.ts';
// In front of a real backend
export type {
  MockProxyOptions,
  ProxiedExchange,
  ProxyViolation,
} from './engine/proxy/proxy-options.ts';
export { proxyProblemTypes } from './engine/proxy/proxy-request.ts';
export type { MuseumResponder } from './engine/runtime/create-museum-responder.ts';
export { createMuseumResponder } from './engine/runtime/create-museum-responder.ts';
export type {
  MockClock,
  MuseumMock,
  MuseumScenario,
  MuseumScenarioDefaults,
  ResolvedMockOptions,
} from './engine/runtime/mock.ts';
export type { MockLatency } from './engine/runtime/mock-latency.ts';
export type { MuseumMockOptions } from './engine/runtime/mock-options.ts';
export { MuseumMockOptionsSchema } from './engine/runtime/mock-options.ts';
export type { MuseumScenarioName } from './engine/scenarios/built-in-scenarios.ts';
export { museumScenarios } from './engine/scenarios/built-in-scenarios.ts';
// Scenarios and seeds
export { defineMuseumScenario } from './engine/scenarios/define-scenario.ts';
export { defaultSeed, defaultSeedIds } from './engine/seed/default-seed.ts';
export type { MuseumSeed, MuseumSeedData, SeedEvent } from './engine/seed/seed-data.ts';
export type { SeedEventFactory, SeedEventOverrides } from './engine/seed/seed-event-factory.ts';
export { seedEventFactory } from './engine/seed/seed-event-factory.ts';
export type { MockWebhooks } from './engine/webhooks/mock-webhooks.ts';
export type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryState,
} from './engine/webhooks/webhook-delivery.ts';
export type { WebhookFault, WebhookFaultKind } from './engine/webhooks/webhook-fault.ts';
export type { MockWebhookOptions } from './engine/webhooks/webhook-options.ts';
export { createMuseumMock } from './msw/create-museum-mock.ts';
export type { AdminSender, AdminSenderOptions } from './remote/admin-sender.ts';
export { adminSender } from './remote/admin-sender.ts';
export type { ConnectMuseumMockOptions, RemoteMuseumMock } from './remote/connect-museum-mock.ts';
export { connectMuseumMock } from './remote/connect-museum-mock.ts';
