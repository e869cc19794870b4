import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries } from '@museum-api/query';
import { museumLoader } from '@museum-api/storybook';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MuseumQueriesProvider } from '../src/museum-queries-context.tsx';
import '../src/style.css';

/**
 * What main.tsx gives the app, made per story: a QueryClient of its own (no cached page or
 * failure reaches the next story) over the SDK client, which the story's mock answers.
 */
function StoryProviders({ children, now }: { children: ReactNode; now: () => Date }) {
  const [queries] = useState(() => ({
    client: new QueryClient({
      // One quick retry (the queries' `retry` below), so a story shows "Retrying…" and then
      // "Try again" within a second.
      defaultOptions: { queries: { staleTime: 30_000, retryDelay: 300 } },
    }),
    museum: createMuseumQueries(
      createMuseumClient({
        baseUrl: new URL('/v1.1', window.location.origin),
        credentials: { username: 'storybook', password: '' },
        retry: 0,
      }),
      // Lists that leave a date bound open count from the story mock's clock, as the API does.
      { retry: 1, now },
    ),
  }));
  return (
    <QueryClientProvider client={queries.client}>
      <MuseumQueriesProvider value={queries.museum}>{children}</MuseumQueriesProvider>
    </QueryClientProvider>
  );
}

// Keyed by the story, so switching stories never hands one story's cache to the next.
const withMuseumApp: Decorator = (Story, { id, museum }) => (
  <StoryProviders key={id} now={() => museum.clock.now()}>
    <Story />
  </StoryProviders>
);

// #region setup
const preview: Preview = {
  // Every story gets a mock of its own, as its `parameters.museum` says.
  loaders: [museumLoader({ randomSeed: 'storybook' })],
  decorators: [withMuseumApp],
};
// #endregion setup

export default preview;
