// The environment-neutral entry of @museum-api/mock: handlers, options, store access.
// Node glue lives in ./node, the service-worker glue in ./browser.

export type { AuthVerifier, BasicCredentials } from './basic-auth.ts';
export { parseBasicAuth } from './basic-auth.ts';
export type { MuseumMock } from './create-museum-mock.ts';
export { createMuseumMock } from './create-museum-mock.ts';
export { defaultSeed, defaultSeedIds } from './default-seed.ts';
export type {
  InterventionHandle,
  InterventionOptions,
  MockFault,
  OverrideContext,
  OverrideResolver,
} from './mock-interventions.ts';
export type { MockLatency } from './mock-latency.ts';
export type { MockAuth, MuseumMockOptions, ResolvedMockOptions } from './mock-options.ts';
export type { JournalEntry, JournalIntervention, JournalQuery } from './museum-journal.ts';
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
