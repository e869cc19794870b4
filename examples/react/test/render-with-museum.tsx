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
  // The Museum queries carry their own `retry` (3 by default), over TanStack's default.
  const museum = createMuseumQueries(client, { retry: 0 });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MuseumQueriesProvider value={museum}>{ui}</MuseumQueriesProvider>
    </QueryClientProvider>,
  );
}
