import { createMuseumClient } from '@museum-api/client';
import { renderEvents } from './render-events.ts';

// In development the page's requests are answered by the mock in msw's service worker (the Vite
// plugin serves the worker script). Guarded so a production build has no mock and no worker.
if (import.meta.env.DEV && !import.meta.env.VITE_MUSEUM_API_URL) {
  const { mock } = await import('./museum-mock.ts');
  // A dev-only hook into the page's mock (journal, faults), for the end-to-end test and the console.
  window.__museumMock = mock;
  // Marks the page as mocked once the worker answers: something to wait for that survives the
  // reload Vite makes when it pre-bundles a dependency it met late.
  document.documentElement.dataset.museumMock = 'on';
}

const client = createMuseumClient({
  baseUrl: import.meta.env.VITE_MUSEUM_API_URL ?? new URL('/v1.1', window.location.origin),
  credentials: { username: 'ssr-app', password: '' },
});

const root = document.querySelector<HTMLElement>('#app');
if (!root) throw new Error('index.html has no #app element');
// The server rendered the list; the page takes over from there and refreshes it itself.
root.addEventListener('click', async (click) => {
  if (!(click.target instanceof HTMLButtonElement) || click.target.id !== 'refresh') return;
  root.innerHTML = renderEvents(await client.listSpecialEvents());
  root.dataset.refreshed = 'true';
});
