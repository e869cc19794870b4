/**
 * The Playwright entry of @museum-api/mock: a `test` whose every test gets its own mock.
 *
 * @packageDocumentation
 */

export { expect } from '@playwright/test';
export type { MuseumMockFixtureOptions, MuseumMockFixtures } from './museum-mock-fixture.ts';
export { test } from './museum-mock-fixture.ts';
