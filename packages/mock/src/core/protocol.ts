/**
 * The global a test runner sets in a page whose Museum API requests it answers itself, from the
 * test process or through a standalone server it drives (the Playwright fixture does, in both its
 * modes, before any of the page's scripts run). The mock's own service-worker glue reads it and
 * stays out of the way: a worker answering the same requests inside the browser would hide them
 * from the test's mock, and its per-test faults and journal would then see nothing.
 *
 * @example
 * ```ts
 * if ((globalThis as Record<string, unknown>)[inProcessMockFlag] === true) console.log('mocked by the test');
 * ```
 */
export const inProcessMockFlag = '__museumApiMockInTestProcess';

/**
 * Whether this page's Museum API requests are answered by a mock in the test process.
 *
 * @example
 * ```ts
 * if (!isMockedByTestRunner()) await setupMuseumWorker().start();
 * ```
 */
export function isMockedByTestRunner(): boolean {
  return (globalThis as Record<string, unknown>)[inProcessMockFlag] === true;
}
