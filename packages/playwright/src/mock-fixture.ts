import {
  connectMuseumMock,
  createMuseumResponder,
  inProcessControls,
  inProcessMockFlag,
  type MuseumControls,
  type MuseumMock,
  type MuseumMockOptions,
  type RemoteMuseumMock,
  throwIfMockFailed,
} from '@museum-api/mock';
import { test as base } from '@playwright/test';
import { routeContextToMock } from './route-context-to-mock.ts';
import { routeSessionHeader } from './route-session-header.ts';
import { testSessionId } from './test-session-id.ts';

/**
 * Options of the fixture's default mode: every `MuseumMockOptions` field (`@museum-api/mock`) for the fresh mock
 * each test gets in its own worker process.
 *
 * @example
 * ```ts
 * test.use({ museumMock: { clock: '2026-12-01T10:00:00Z', randomSeed: 'checkout', seed: 'empty' } });
 * ```
 */
export type InProcessFixtureOptions = MuseumMockOptions & {
  /**
   * A fresh mock per test in the test's own worker process, answering the page through
   * Playwright's routing.
   * @default 'in-process'
   * @example 'in-process'
   */
  mode?: 'in-process';
};

/**
 * Options of the fixture's `'server'` mode: a running standalone server (`museum-mock --admin` or
 * `startMuseumServer({ admin: true })` from `@museum-api/mock-server`) that every test shares, each
 * test in a session of its own.
 *
 * @example
 * ```ts
 * test.use({ museumMock: { mode: 'server', url: 'http://127.0.0.1:4010', token: process.env.MUSEUM_ADMIN_TOKEN } });
 * ```
 */
export interface ServerFixtureOptions {
  /** Each test drives its own session of a standalone server through the admin API. */
  mode: 'server';
  /**
   * The server's root or its API base URL (`http://127.0.0.1:4010` or `…/v1.1`). The page's
   * requests to this origin carry the test's session.
   * @example 'http://127.0.0.1:4010'
   */
  url: string | URL;
  /**
   * The server's admin token, for a server started with `--admin-token`.
   * @default none
   * @example 's3cret'
   */
  token?: string;
}

/**
 * What `test.use({ museumMock })` takes: the mode and its options.
 *
 * @example
 * ```ts
 * const options: MuseumMockFixtureOptions = { mode: 'server', url: 'http://127.0.0.1:4010' };
 * ```
 */
export type MuseumMockFixtureOptions = InProcessFixtureOptions | ServerFixtureOptions;

/**
 * The fixture's `museum`: the same promise-returning `MuseumControls` in both modes (reset,
 * scenarios, snapshot and restore, faults, journal, clock), so one spec runs in either; `mode`
 * tells which, and narrows to what only that mode has — in process, the test's own `mock`
 * (synchronous `store` access, `override` with a function, `journal.last()`); on a server, the
 * remote handle of the test's `session`.
 *
 * @example
 * ```ts
 * if (museum.mode === 'in-process') museum.mock.store.allTickets();
 * else console.log(`this test's session: ${museum.session}`);
 * ```
 */
export type MuseumFixture =
  | (MuseumControls & {
      readonly mode: 'in-process';
      readonly mock: MuseumMock;
      readonly session?: undefined;
    })
  | (RemoteMuseumMock & { readonly mode: 'server'; readonly session: string; readonly mock?: undefined });

/**
 * What the fixture adds to Playwright's `test`: the `museumMock` option and the `museum` handle.
 *
 * @example
 * ```ts
 * test('shows the outage', async ({ page, museum }) => {
 *   await museum.fault('listSpecialEvents', { status: 503 });
 * });
 * ```
 */
export interface MuseumMockFixtures {
  /** Where each test's mock runs, and its options. @default {} (in-process, default options) */
  museumMock: MuseumMockFixtureOptions;
  /**
   * This test's mock: fresh for every test (a new in-process mock, or a new server session),
   * answering every page of the test's browser context. Arrange, break, inspect and move its
   * clock from the test; nothing carries over to the next test or to another worker.
   */
  museum: MuseumFixture;
}

/**
 * Playwright's `test` with a Museum API mock per test, in one of two modes chosen with
 * `test.use({ museumMock })` (or a project's `use`):
 *
 * - `'in-process'` (default): a fresh `MuseumMock` in the test process answers the context's
 *   requests under its base URL: no service worker, no server.
 * - `'server'`: a shared standalone server answers; each test gets a session of its own, which
 *   the context's requests to the server carry as `X-Museum-Session`, and is ended after the test.
 *
 * In both, a test in which the mock itself failed (an override that threw, a bug) fails after
 * it with `MuseumMockFailureError`, even if its body passed. In both, service workers are blocked (`serviceWorkers: 'block'`) so an app's own worker cannot
 * answer first, and `setupMuseumWorker().start()` in the page resolves without registering, so an
 * app that starts the mock's worker in development runs unchanged.
 *
 * @example
 * ```ts
 * import { expect, test } from '@museum-api/playwright';
 *
 * test('a visitor sees why events did not load', async ({ page, museum }) => {
 *   await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
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
    async ({ context, museumMock }, use, testInfo) => {
      // The app's own copy of the mock (its development service worker) must stay out of the way
      // in both modes: the test's mock, in the test process or on the server, is the one to see.
      await context.addInitScript((flag) => {
        (globalThis as Record<string, unknown>)[flag] = true;
      }, inProcessMockFlag);
      if (museumMock.mode === 'server') {
        const { url, token } = museumMock;
        const origin = originOf(url);
        const session = testSessionId(testInfo.workerIndex);
        const remote = connectMuseumMock(url, { session, ...(token === undefined ? {} : { token }) });
        testInfo.annotations.push({ type: 'museum-session', description: session });
        const unroute = await routeSessionHeader(context, origin, session);
        // A session id is never reused, but a server with durable state may hold anything: start
        // from the seed. When done, the session is ended, so a long suite leaves no sessions on
        // the server (nor their rows in its state file).
        await remote.reset();
        await use({ ...remote, mode: 'server', session });
        await unroute();
        // Read before the session ends: a failure of the mock itself fails the test, with its cause.
        const entries = await remote.journal.entries();
        await remote.endSession();
        throwIfMockFailed(entries);
        return;
      }
      const { mode = 'in-process', ...options } = museumMock;
      if (mode !== 'in-process') {
        throw new TypeError(
          `museum mock: unknown fixture mode ${JSON.stringify(mode)}; use 'in-process' or 'server'`,
        );
      }
      // No msw handlers: the route answers through the mock's own router.
      const responder = createMuseumResponder(options);
      const unroute = await routeContextToMock(context, responder);
      const controls = inProcessControls(responder.mock);
      await use({ ...controls, mode: 'in-process', mock: responder.mock });
      await unroute();
      throwIfMockFailed(await controls.journal.entries());
    },
    // Automatic: a test that never names `museum` still gets the mock instead of the network.
    { auto: true },
  ],
});

function originOf(url: string | URL | undefined): string {
  try {
    if (url === undefined || url === '') throw new TypeError('no URL');
    return new URL(url).origin;
  } catch {
    throw new TypeError(
      `museum mock: 'server' mode needs the server's \`url\` (e.g. http://127.0.0.1:4010); got ${JSON.stringify(String(url))}`,
    );
  }
}
