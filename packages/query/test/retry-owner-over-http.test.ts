// One retry owner, against the standalone server as Playwright's server mode meets it: with every
// default, a failing list's error shows in about a second (3 requests), where both layers retrying
// took 11.3 s (12 requests), past Playwright's 5 s expect timeout. No msw in this file.
import { createMuseumClient, isMuseumApiError } from '@museum-api/client';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { QueryClient } from '@tanstack/query-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createMuseumQueries } from '../src/index.ts';
import { credentials } from './fixtures.ts';

describe('a failing list against the standalone server, every default', () => {
  let server: MuseumServer | undefined;
  afterAll(() => server?.close());

  it('shows its error within Playwright’s 5 s expect timeout', async () => {
    server = await startMuseumServer({ port: 0 });
    server.mock.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
    const museum = createMuseumQueries(createMuseumClient({ baseUrl: server.url, credentials }));

    const started = performance.now();
    const error = await new QueryClient()
      .fetchQuery(museum.specialEvents.list())
      .catch((failure: unknown) => failure);
    const elapsed = performance.now() - started;

    const requests = server.mock.journal.count('listSpecialEvents');
    // The client's two backoffs (about 0.3 s and 0.6 s) and three round trips; 11.3 s before.
    console.info(`a failing list showed its error after ${Math.round(elapsed)} ms (${requests} requests)`);
    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(requests).toBe(3);
    expect(elapsed).toBeLessThan(5_000);
  });
});
