import { test as base } from '@playwright/test';
import { createMockRuntime, type MuseumMock } from './create-museum-mock.ts';
import { inProcessMockFlag } from './in-process-mock-flag.ts';
import type { MuseumMockOptions } from './mock-options.ts';
import { routeContextToMock } from './route-context-to-mock.ts';

/**
 * Options of the Playwright fixture, set with `test.use({ museumMock: { ... } })`: where the
 * mock runs, and every {@link MuseumMockOptions} field for the mock each test gets.
 *
 * @example
 * ```ts
 * test.use({ museumMock: { clock: '2026-12-01T10:00:00Z', random: 'checkout', seed: 'empty' } });
 * ```
 */
export interface MuseumMockFixtureOptions extends MuseumMockOptions {
  /**
   * Where the mock runs. `'in-process'`: a fresh mock per test in the test's own worker process,
   * answering the page through Playwright's routing. The mode is a field so that a mode against a
   * shared standalone server (a session per test, driven through the admin API) can join it
   * without changing the fixture's shape.
   * @default 'in-process'
   * @example 'in-process'
   */
  mode?: 'in-process';
}

/**
 * What the fixture adds to Playwright's `test`: the `museumMock` option and the `museum` mock.
 *
 * @example
 * ```ts
 * test('shows the outage', async ({ page, museum }) => {
 *   museum.fault('listSpecialEvents', { status: 503 });
 * });
 * ```
 */
export interface MuseumMockFixtures {
  /** Options of each test's mock. @default {} */
  museumMock: MuseumMockFixtureOptions;
  /**
   * This test's mock: a fresh one per test, answering every page of the test's browser context
   * from the test process. Arrange (`store`, `fault`, `override`), inspect (`journal`) and reset
   * it from the test; nothing carries over to the next test or to another worker.
   */
  museum: MuseumMock;
}

/**
 * Playwright's `test` with a Museum API mock per test. Each test's browser context sends its
 * requests under the mock's base URL to that test's {@link MuseumMock}, in the test process: no
 * service worker, no server. Service workers are blocked (`serviceWorkers: 'block'`) so an app's
 * own worker cannot answer first, and `setupMuseumWorker().start()` in the page resolves without
 * registering, so an app that starts the mock's worker in development runs unchanged.
 *
 * @example
 * ```ts
 * import { expect, test } from '@museum-api/mock/playwright';
 *
 * test('a visitor sees why events did not load', async ({ page, museum }) => {
 *   museum.fault('listSpecialEvents', { status: 503 });
 *   await page.goto('/');
 *   await expect(page.getByRole('status')).toContainText('Could not load events');
 * });
 * ```
 */
export const test = base.extend<MuseumMockFixtures>({
  museumMock: [{}, { option: true }],
  // A worker the app registers would answer the page's requests before Playwright's routing
  // sees them (routing does not reach requests a service worker handles).
  serviceWorkers: 'block',
  museum: [
    async ({ context, museumMock }, use) => {
      const { mode = 'in-process', ...options } = museumMock;
      if (mode !== 'in-process') {
        throw new TypeError(`museum mock: unknown fixture mode ${JSON.stringify(mode)}; use 'in-process'`);
      }
      const { mock, runtime } = createMockRuntime(options);
      await context.addInitScript((flag) => {
        (globalThis as Record<string, unknown>)[flag] = true;
      }, inProcessMockFlag);
      const unroute = await routeContextToMock(context, mock, runtime.config.base);
      await use(mock);
      await unroute();
    },
    // Automatic: a test that never names `museum` still gets the mock instead of the network.
    { auto: true },
  ],
});
