// One retry owner. With every default (the client's, createMuseumQueries', TanStack's
// QueryClient), a failing list is retried by the client alone: 1 + 2 requests, not the
// (1 + 2) × (1 + 3) = 12 of both layers. Counted through the mock's journal; the time the error
// takes against the standalone server is retry-owner-over-http.test.ts's.
import { createMuseumClient, isMuseumApiError } from '@museum-api/client';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createMuseumQueries } from '../src/index.ts';
import { baseUrl, credentials, useMuseumMock } from './fixtures.ts';

const { mock } = useMuseumMock();

describe('who retries a failing query', () => {
  it('is the client alone with every default: one failing list makes 3 requests', async () => {
    mock.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
    const museum = createMuseumQueries(createMuseumClient({ baseUrl, credentials }));

    const error = await new QueryClient()
      .fetchQuery(museum.specialEvents.list())
      .catch((failure: unknown) => failure);

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(mock.journal.count('listSpecialEvents')).toBe(3);
  });

  it('is TanStack alone when createMuseumQueries is given a retry: the client then does not', async () => {
    mock.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
    const museum = createMuseumQueries(createMuseumClient({ baseUrl, credentials }), { retry: 3 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

    await expect(queryClient.fetchQuery(museum.specialEvents.list())).rejects.toMatchObject({ status: 503 });

    expect(mock.journal.count('listSpecialEvents')).toBe(4);
  });

  it('leaves a call’s own retry to the client even where TanStack owns the rest', async () => {
    mock.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
    const museum = createMuseumQueries(createMuseumClient({ baseUrl, credentials }), { retry: 1 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const options = museum.specialEvents.list({}, { retry: { limit: 1, backoffLimit: 0 } });

    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({ status: 503 });

    expect(mock.journal.count('listSpecialEvents')).toBe(4);
  });
});
