/**
 * `@museum-api/playwright`: Playwright's `test` whose every test gets its own Museum API mock, in
 * the test process or as a session of a standalone server.
 *
 * @packageDocumentation
 */

export { expect } from '@playwright/test';
export type {
  InProcessFixtureOptions,
  MuseumFixture,
  MuseumMockFixtureOptions,
  MuseumMockFixtures,
  ServerFixtureOptions,
} from './mock-fixture.ts';
export { test } from './mock-fixture.ts';
