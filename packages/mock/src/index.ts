/**
 * The environment-neutral entry of `@museum-api/mock`: handlers, options, store access. Node glue
 * lives in `@museum-api/mock/node`, the service-worker glue in `@museum-api/mock/browser`.
 *
 * @packageDocumentation
 */

export type { AdminOpenApiDocument } from './admin/admin-open-api-document.ts';
export { buildAdminOpenApiDocument } from './admin/admin-open-api-document.ts';
export type { AdminFault } from './admin/admin-schemas.ts';
export type { AuthVerifier, BasicCredentials } from './core/auth/basic-auth.ts';
export { parseBasicAuth } from './core/auth/basic-auth.ts';
export type { ProblemInit } from './core/http/problem-error.ts';
export { isProblemError, ProblemError, problemTypes } from './core/http/problem-error.ts';
export type {
  InterventionHandle,
  InterventionOptions,
  MockFault,
  OverrideContext,
  OverrideResolver,
} from './core/interventions/mock-interventions.ts';
export type { Har, HarEntry, HarNameValue, JournalToHarOptions } from './core/journal/journal-har.ts';
export { journalToHar } from './core/journal/journal-har.ts';
export type { JournalEntry, JournalIntervention, JournalQuery } from './core/journal/journal-types.ts';
export { MuseumJournal } from './core/journal/museum-journal.ts';
export type { MockLatency } from './core/mock/mock-latency.ts';
export type { MockAuth, MuseumMockOptions, ResolvedMockOptions } from './core/mock/mock-options.ts';
export type { OpenApiDocumentOptions } from './core/openapi/build-open-api-document.ts';
export { buildOpenApiDocument } from './core/openapi/build-open-api-document.ts';
export type { OpenApiDocument } from './core/openapi/open-api-types.ts';
export type { MuseumOperation, MuseumOperationTypes } from './core/operations/museum-operations.ts';
export { museumOperations } from './core/operations/museum-operations.ts';
export type {
  MuseumScenario,
  MuseumScenarioDefaults,
  MuseumScenarioMock,
} from './core/scenarios/museum-scenario.ts';
export { defineMuseumScenario } from './core/scenarios/museum-scenario.ts';
export type { MuseumScenarioName } from './core/scenarios/museum-scenarios.ts';
export { museumScenarios } from './core/scenarios/museum-scenarios.ts';
export { defaultSeed, defaultSeedIds } from './core/seed/default-seed.ts';
export type { MuseumSeed, MuseumSeedData, SeedEvent } from './core/seed/museum-seed.ts';
export type { MockClock, MuseumMock } from './msw/create-museum-mock.ts';
export { createMuseumMock } from './msw/create-museum-mock.ts';
export type {
  ConnectMuseumMockOptions,
  RemoteFaultHandle,
  RemoteJournalQuery,
  RemoteMockFault,
  RemoteMuseumMock,
} from './remote/connect-museum-mock.ts';
export { connectMuseumMock } from './remote/connect-museum-mock.ts';
export type { MuseumAdminRequestInfo } from './remote/museum-admin-error.ts';
export { isMuseumAdminError, MuseumAdminError } from './remote/museum-admin-error.ts';
