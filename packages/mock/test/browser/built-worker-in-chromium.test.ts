/// <reference types="node" />
// The built browser entry, as an app's bundler takes it from the published package, running in
// Debian's Chromium behind msw's service worker. Every other browser test bundles the mock from
// its sources; this one is what catches a build that bundles but breaks at run time (a chunk
// that needs Node, a side effect the build dropped, minified code that no longer runs).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../../../examples/web/test/launch-chromium.ts';
import { type ServedPage, serveWorkerPage } from '../../../../examples/web/test/serve-worker-page.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const basic = `Basic ${btoa('curator:dino')}`;
let chromium: LaunchedChromium;
let served: ServedPage;
let page: Awaited<ReturnType<LaunchedChromium['context']['newPage']>>;
let bundledFrom: string[];
const pageErrors: string[] = [];

/** The page's script bundled from `dist` (no source condition), and the files esbuild read. */
async function bundlePage(): Promise<{ script: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { setupMuseumWorker } from '@museum-api/mock/browser';
const { start } = setupMuseumWorker({ clock: '2026-12-01T10:00:00Z', randomSeed: 'built' });
await start({ quiet: true });
document.title = 'mocked';`,
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return { script: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs) };
}

beforeAll(async () => {
  const [{ script, inputs }, launched] = await Promise.all([bundlePage(), launchChromium()]);
  chromium = launched;
  bundledFrom = inputs;
  served = await serveWorkerPage(script);
  page = await chromium.context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.origin);
  // The page titles itself once the worker runs, so from here on its requests reach the mock.
  await page.waitForFunction(() => document.title === 'mocked');
});
afterAll(async () => {
  await chromium?.close();
  await served?.close();
});

/** The page's own `fetch` of an API path through the worker: status, type and body (text, or PNG bytes' first 8). */
function call(path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body, basic }) => {
      const response = await fetch(`/v1.1${path}`, {
        method: method ?? 'GET',
        headers: { Authorization: basic, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const type = response.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type,
        text: type.startsWith('image/') ? '' : new TextDecoder().decode(bytes),
        head: [...bytes.slice(0, 8)],
      };
    },
    { path, method: init.method, body: init.body, basic },
  );
}

describe('the built browser entry in Chromium, behind msw’s service worker', () => {
  it('is bundled from the package’s dist, not its sources', () => {
    const ours = bundledFrom.filter((input) => input.includes('packages/mock/'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((input) => input.includes('packages/mock/dist/'))).toBe(true);
  });

  it('answers a list, a purchase and its QR image, with no error on the page', async () => {
    const list = await call('/special-events?startDate=2026-12-01&endDate=2026-12-31&limit=3');
    expect(list.status).toBe(200);
    const events = JSON.parse(list.text) as { eventId: string }[];
    expect(events.length).toBeGreaterThan(0);

    const bought = await call('/tickets', {
      method: 'POST',
      body: { ticketType: 'general', ticketDate: '2026-12-02', email: 'ada@example.com' },
    });
    expect(bought.status).toBe(201);
    const { ticketId } = JSON.parse(bought.text) as { ticketId: string };

    const image = await call(`/tickets/${ticketId}/qr`);
    expect(image).toMatchObject({ status: 200, type: 'image/png' });
    expect(image.head).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pageErrors).toEqual([]);
  });

  it('says why a body is refused in zod’s English words, which the build must keep', async () => {
    const refused = await call('/special-events', {
      method: 'POST',
      body: { name: 5, location: 'Hall B', eventDescription: 'Tour.', dates: ['2026-12-05'], price: 25 },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('expected string, received number');
  });
});
