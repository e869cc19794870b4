// Unique to this worker process within this run, and across runs: two suites that share one
// long-lived server (a dev server, a CI service) must not meet in a session either.
const workerRun = crypto.randomUUID().slice(0, 8);
let tests = 0;

/**
 * A fresh session id for the next test of this Playwright worker: `pw-<worker>-<run>-<n>`, within
 * the server's rule (1–64 of `[A-Za-z0-9_-]`). Unique per worker and per test, retries included,
 * since every call counts up.
 *
 * @example
 * ```ts
 * testSessionId(testInfo.workerIndex); // 'pw-1-3f9a0c2e-7'
 * ```
 */
export function testSessionId(workerIndex: number): string {
  tests += 1;
  return `pw-${workerIndex}-${workerRun}-${tests}`;
}
