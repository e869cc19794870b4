/**
 * The Playwright entry of @museum-api/mock: a `test` whose every test gets its own mock, in the
 * test process or as a session of a standalone server.
 *
 * @packageDocumentation
 */

export { expect } from '@playwright/test';
export type { InProcessMuseum, MuseumControls } from './in-process-museum.ts';
export type {
  InProcessFixtureOptions,
  MuseumFixture,
  MuseumMockFixtureOptions,
  MuseumMockFixtures,
  ServerFixtureOptions,
  ServerMuseum,
} from './museum-mock-fixture.ts';
export { test } from './museum-mock-fixture.ts';
