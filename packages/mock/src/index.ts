/**
 * The environment-neutral entry of `@museum-api/mock`: the mock and its options, faults and
 * overrides, the journal, scenarios and seeds, the OpenAPI document, and the remote handle of a
 * standalone server. Node glue lives in `@museum-api/mock/node`, the service-worker glue in
 * `@museum-api/mock/browser`, the Playwright fixture in `@museum-api/mock/playwright`.
 *
 * @packageDocumentation
 */

// The mock
export type { AuthVerifier, BasicCredentials, MockAuth } from './core/auth/basic-auth.ts';
export { inProcessControls } from './core/controls/in-process-controls.ts';
export type {
  JournalEntriesQuery,
  JournalWatchOptions,
  MuseumControls,
  MuseumScenarioInfo,
  MuseumScenarioList,
} from './core/controls/museum-controls.ts';
// Errors a user catches
export { isMuseumMockError, MuseumMockError } from './core/errors/museum-mock-error.ts';
// In front of a real backend
export type {
  ForwardedExchange,
  ForwardViolation,
  MockForwardOptions,
} from './core/forward/forward-options.ts';
export { forwardProblemTypes } from './core/forward/forward-request.ts';
// Operations, problems and the OpenAPI document
export { problemTypes } from './core/http/problem-error.ts';
export { requestIdHeader } from './core/http/request-id.ts';
export { idempotencyKeyHeader, idempotentReplayedHeader } from './core/idempotency/idempotency-key.ts';
export type { MockFault } from './core/interventions/mock-fault.ts';
export type {
  InterventionHandle,
  InterventionOptions,
  OverrideContext,
  OverrideResolver,
} from './core/interventions/mock-interventions.ts';
export type { Har, HarEntry, HarNameValue, JournalToHarOptions } from './core/journal/journal-har.ts';
export { journalToHar } from './core/journal/journal-har.ts';
export type {
  JournalEntry,
  JournalIntervention,
  JournalQuery,
  JournalViolation,
} from './core/journal/journal-types.ts';
export type { MuseumJournal } from './core/journal/museum-journal.ts';
export type { MockLatency } from './core/mock/mock-latency.ts';
export type { MuseumMockOptions } from './core/mock/mock-options.ts';
export type {
  MockClock,
  MuseumMock,
  MuseumScenario,
  MuseumScenarioDefaults,
  ResolvedMockOptions,
} from './core/mock/museum-mock.ts';
export type { OpenApiDocumentOptions } from './core/openapi/build-open-api-document.ts';
export { buildOpenApiDocument } from './core/openapi/build-open-api-document.ts';
export type { OpenApiDocument } from './core/openapi/open-api-types.ts';
export type { MuseumOperation, MuseumOperationTypes } from './core/operations/museum-operations.ts';
export { museumOperations } from './core/operations/museum-operations.ts';
// Scenarios and seeds
export { defineMuseumScenario } from './core/scenarios/museum-scenario.ts';
export type { MuseumScenarioName } from './core/scenarios/museum-scenarios.ts';
export { museumScenarios } from './core/scenarios/museum-scenarios.ts';
export { defaultSeed, defaultSeedIds } from './core/seed/default-seed.ts';
export type { MuseumSeed, MuseumSeedData, SeedEvent } from './core/seed/museum-seed.ts';
export { createMuseumMock } from './msw/create-museum-mock.ts';

// The remote handle of a standalone server
export type {
  ConnectMuseumMockOptions,
  MuseumSessionInfo,
  RemoteMuseumMock,
} from './remote/connect-museum-mock.ts';
export { connectMuseumMock } from './remote/connect-museum-mock.ts';
export type { MuseumAdminRequestInfo } from './remote/museum-admin-error.ts';
export { isMuseumAdminError, MuseumAdminError } from './remote/museum-admin-error.ts';
