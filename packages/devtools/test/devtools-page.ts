// The page the browser test opens: the mock in msw's service worker, as an app runs it in
// development, and the panel mounted over its controls. Bundled by the test with esbuild.
import { inProcessControls } from '@museum-api/mock';
import { setupMuseumWorker } from '@museum-api/mock/browser';
import { mountMuseumDevtools } from '../src/index.ts';

const { mock, start } = setupMuseumWorker({ clock: '2026-12-01T10:00:00Z', randomSeed: 'devtools' });
await start({ quiet: true });
let changes = 0;
mountMuseumDevtools(inProcessControls(mock), {
  open: true,
  storageKey: false,
  onChange: () => {
    changes += 1;
  },
});
// What the test reaches besides the panel: the mock (for an override that fails, which no panel
// control sets) and how often the panel told the app its data changed.
Object.assign(globalThis, { museumPage: { mock, changes: () => changes } });
