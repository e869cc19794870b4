import { createMuseumClient } from '@museum-api/client';
import { mountMuseumApp } from './museum-app.ts';
import './style.css';

// In development the Museum API is the mock, answering in a service worker: no backend to run.
// A production build talks to the real API named at build time.
if (import.meta.env.DEV) {
  const { isMockedByTestRunner, setupMuseumWorker } = await import('@museum-api/mock/browser');
  // Session storage keeps bought tickets across a reload, as a real backend would; and the page
  // URL picks a scenario: ?museum-scenario=closed shows the closed museum, =flaky a failing API.
  const worker = setupMuseumWorker({ persist: 'sessionStorage', scenarioFromUrl: true });
  await worker.start({ quiet: true });
  // Under a test runner that answers the page itself no worker starts, and no panel either: it
  // would steer a mock that answers nothing.
  if (!isMockedByTestRunner()) {
    const { inProcessControls } = await import('@museum-api/mock');
    const { mountMuseumDevtools } = await import('@museum-api/devtools');
    // The panel (a button in the corner): scenario, faults, clock, journal. After each change
    // the app fetches again, since a mock cannot tell a page its data moved.
    mountMuseumDevtools(inProcessControls(worker.mock), { onChange: () => app.refresh() });
  }
}

const client = createMuseumClient({
  baseUrl: import.meta.env.VITE_MUSEUM_API_URL ?? new URL('/v1.1', window.location.origin),
  // The API wants HTTP Basic on every call; the mock accepts any well-formed credentials.
  credentials: { username: 'web-shop', password: import.meta.env.VITE_MUSEUM_API_PASSWORD ?? '' },
});

const root = document.querySelector<HTMLElement>('#app');
if (!root) throw new Error('index.html has no #app element');
const app = mountMuseumApp(root, client);
