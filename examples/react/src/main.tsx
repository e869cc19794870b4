import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries } from '@museum-api/query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { MuseumQueriesProvider } from './museum-queries-context.tsx';
import './style.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

// In development the Museum API is the mock, answering in a service worker: no backend to run.
if (import.meta.env.DEV) {
  const { isMockedByTestRunner, setupMuseumWorker } = await import('@museum-api/mock/browser');
  // Session storage keeps what a curator changed across a reload, as a real backend would.
  const { mock, start } = setupMuseumWorker({ persist: 'sessionStorage' });
  await start({ quiet: true });
  // Under a test runner that answers the page itself no worker starts, and no panel either.
  if (!isMockedByTestRunner()) {
    const { inProcessControls } = await import('@museum-api/mock');
    const { mountMuseumDevtools } = await import('@museum-api/devtools');
    // The mock's panel (a button in the corner); after each change every query fetches again.
    mountMuseumDevtools(inProcessControls(mock), { onChange: () => void queryClient.invalidateQueries() });
  }
  // A dev-only hook into the mock (faults, journal), for the end-to-end test and the console.
  window.__museumMock = mock;
}

const client = createMuseumClient({
  baseUrl: import.meta.env.VITE_MUSEUM_API_URL ?? new URL('/v1.1', window.location.origin),
  credentials: { username: 'museum-app', password: import.meta.env.VITE_MUSEUM_API_PASSWORD ?? '' },
  // TanStack Query owns the retries, so the UI sees them (failureCount, failureReason).
  retry: 0,
});
const root = document.querySelector('#app');
if (!root) throw new Error('index.html has no #app element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* TanStack owns the retries (three, after 1, 2 and 4 s), so the UI sees them. */}
      <MuseumQueriesProvider value={createMuseumQueries(client, { retry: 3 })}>
        <App />
      </MuseumQueriesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
