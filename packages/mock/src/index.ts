/**
 * The environment-neutral entry of `@museum-api/mock`: handlers, options, store access. Node glue
 * lives in `@museum-api/mock/node`, the service-worker glue in `@museum-api/mock/browser`.
 *
 * @packageDocumentation
 */

export type { AdminOpenApiDocument } from './admin/admin-open-api-document.ts';
export { buildAdminOpenApiDocument } from './admin/admin-open-api-document.ts';
export type { AdminFault } from './admin/admin-schemas.ts';
export type { AuthVerifier, BasicCredentials } from './basic-auth.ts';
export { parseBasicAuth } from './basic-auth.ts';
export type {
  ConnectMuseumMockOptions,
  RemoteFaultHandle,
  RemoteJournalQuery,
  RemoteMockFault,
  RemoteMuseumMock,
} from './connect-museum-mock.ts';
export { connectMuseumMock } from './connect-museum-mock.ts';
export type { MockClock, MuseumMock } from './create-museum-mock.ts';
export { createMuseumMock } from './create-museum-mock.ts';
export { defaultSeed, defaultSeedIds } from './default-seed.ts';
export type { Har, HarEntry, HarNameValue, JournalToHarOptions } from './journal-har.ts';
export { journalToHar } from './journal-har.ts';
export type { JournalEntry, JournalIntervention, JournalQuery } from './journal-types.ts';
export type {
  InterventionHandle,
  InterventionOptions,
  MockFault,
  OverrideContext,
  OverrideResolver,
} from './mock-interventions.ts';
export type { MockLatency } from './mock-latency.ts';
export type { MockAuth, MuseumMockOptions, ResolvedMockOptions } from './mock-options.ts';
export type { MuseumAdminRequestInfo } from './museum-admin-error.ts';
export { isMuseumAdminError, MuseumAdminError } from './museum-admin-error.ts';
export { MuseumJournal } from './museum-journal.ts';
export type { MuseumOperation, MuseumOperationTypes } from './museum-operations.ts';
export { museumOperations } from './museum-operations.ts';
export type { MuseumScenario, MuseumScenarioDefaults, MuseumScenarioMock } from './museum-scenario.ts';
export { defineMuseumScenario } from './museum-scenario.ts';
export type { MuseumSeed, MuseumSeedData, SeedEvent } from './museum-seed.ts';
export type { OpenApiDocumentOptions } from './openapi/build-open-api-document.ts';
export { buildOpenApiDocument } from './openapi/build-open-api-document.ts';
export type { OpenApiDocument } from './openapi/open-api-types.ts';
export type { ProblemInit } from './problem-error.ts';
export { isProblemError, ProblemError, problemTypes } from './problem-error.ts';
export type { MuseumScenarioName } from './scenarios/museum-scenarios.ts';
export { museumScenarios } from './scenarios/museum-scenarios.ts';
