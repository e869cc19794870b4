import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium; `.ci/run` installs it when missing, so the test never downloads a browser. */
export const chromiumPath = '/usr/bin/chromium';

// Quiet, reproducible runs: no GPU on CI machines, no sandbox as root, and no traffic of Chromium's
// own (updates, sync, QUIC probes) that could leave loopback. The Playwright suite uses them too.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium with a profile of its own, and the one way to shut it and its profile down. */
export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Starts headless Chromium on a fresh profile directory, so no service worker, cache or cookie
 * survives from an earlier run.
 *
 * @example
 * ```ts
 * const chromium = await launchChromium();
 * const page = await chromium.context.newPage();
 * await chromium.close();
 * ```
 */
export async function launchChromium(): Promise<LaunchedChromium> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'museum-chromium-'));
  // Playwright refuses --user-data-dir in args; a persistent context is how it takes a profile path.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    viewport: { width: 1100, height: 900 },
    timeout: 30_000,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
