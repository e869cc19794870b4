import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LaunchedChromium, launchChromium } from './launch-chromium.ts';
import { type ServedApp, serveApp } from './serve-app.ts';

let app: ServedApp;
let chromium: LaunchedChromium;
beforeAll(async () => {
  [app, chromium] = await Promise.all([serveApp(), launchChromium()]);
});
afterAll(async () => {
  await chromium?.close();
  await app?.server.close();
});

test('shows the museum name', async () => {
  const page = await chromium.context.newPage();
  await page.goto(app.url);
  await expect.poll(() => page.locator('h1').textContent()).toBe('City Museum');
  await mkdir(new URL('../test-results', import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL('../test-results/shell.png', import.meta.url).pathname });
});
