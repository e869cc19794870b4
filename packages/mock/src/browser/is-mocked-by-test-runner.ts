import { inProcessMockFlag } from '../engine/protocol.ts';

/**
 * Whether this page's Museum API requests are answered by a mock in the test process (the
 * Playwright fixture sets a flag before the page's scripts run).
 *
 * @example
 * ```ts
 * if (!isMockedByTestRunner()) await setupMuseumWorker().start();
 * ```
 */
export function isMockedByTestRunner(): boolean {
  return (globalThis as Record<string, unknown>)[inProcessMockFlag] === true;
}
