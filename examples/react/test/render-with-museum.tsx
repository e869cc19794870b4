import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries } from '@museum-api/query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MuseumQueriesProvider } from '../src/museum-queries-context.tsx';

/**
 * Renders a component as `main.tsx` wires the app: the API on the page's own origin (the mock
 * answers `/v1.1` on any origin), and a test client, neither it nor TanStack Query retrying, so a
 * failure shows at once.
 *
 * @example
 * ```tsx
 * const screen = renderWithMuseum(<EventDetail eventId={id} onBack={() => {}} />);
 * ```
 */
export function renderWithMuseum(ui: ReactNode) {
  const client = createMuseumClient({
    baseUrl: new URL('/v1.1', window.location.origin),
    credentials: { username: 'component-test', password: '' },
    retry: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MuseumQueriesProvider value={createMuseumQueries(client)}>{ui}</MuseumQueriesProvider>
    </QueryClientProvider>,
  );
}
