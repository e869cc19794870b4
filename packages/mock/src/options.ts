/**
 * The options entry of `@museum-api/mock`: the option schemas a host's options extend and the
 * parsers its configuration file and flags share (`@museum-api/mock-server` and its CLI build on
 * them), with the tables the flags name (operations, scenarios) and the seed loader. Nothing
 * behind this entry loads msw.
 * @packageDocumentation
 */

export { museumOperations } from './engine/operations/operation-routes.ts';
export { durationOption } from './engine/options/duration-option.ts';
export {
  describeOptionsIssue,
  functionOf,
  parseOptions,
  typedAs,
  wholeNumber,
} from './engine/options/parse-options.ts';
export { MuseumMockOptionsSchema, normalizeMockOptions } from './engine/runtime/mock-options.ts';
export {
  MockFaultSchema,
  MockProxyOptionsSchema,
  MockWebhookOptionsSchema,
} from './engine/runtime/server-option-schemas.ts';
export { museumScenarios } from './engine/scenarios/built-in-scenarios.ts';
export { scenarioRegistry } from './engine/scenarios/define-scenario.ts';
export { applySeed } from './engine/seed/seed-data.ts';
