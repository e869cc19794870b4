// The mock README's browser block. Node cannot load msw's worker entry, so this file is only
// type-checked; examples/web runs the same setup in Chromium in its end-to-end test.
// #region worker
import { setupMuseumWorker } from '@museum-api/mock/browser';

const { mock, start } = setupMuseumWorker({ persist: 'localStorage', scenarioFromUrl: true });
await start(); // msw's worker.start; serve mockServiceWorker.js (npx msw init public)
// #endregion worker

mock.store.allEvents();
