// Development only (the entries import this module behind `import.meta.env.DEV`): the Museum API
// answered by the mock, through msw's Vite plugin. The same file runs in both of Vite's
// environments: `virtual:msw` is the service worker in the page and msw's interceptors in the
// server rendering, so each side has a mock of its own, both from the same seed.
// #region mock

import { network } from 'virtual:msw';
import { createMuseumMock } from '@museum-api/mock';

/** This environment's mock: its journal, faults and store, for tests and the console. */
export const mock = createMuseumMock();

network.configure({
  handlers: mock.handlers,
  // Only the API is the mock's; the page's own modules and assets go to Vite as usual.
  onUnhandledFrame: 'bypass',
});
await network.enable();
// #endregion mock
