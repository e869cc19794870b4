/**
 * The Playwright entry of @museum-api/mock: a `test` whose every test gets its own mock, in the
 * test process or as a session of a standalone server.
 *
 * @packageDocumentation
 */

export { expect } from '@playwright/test';
export type { MuseumControls } from './engine/controls/museum-controls.ts';
export type {
  InProcessFixtureOptions,
  MuseumFixture,
  MuseumMockFixtureOptions,
  MuseumMockFixtures,
  ServerFixtureOptions,
} from './playwright/museum-mock-fixture.ts';
export { test } from './playwright/museum-mock-fixture.ts';
