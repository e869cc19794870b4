// The `retry` option of createMuseumQueries against the real mock.

import { isMuseumApiError } from '@museum-api/client';
import { expect, it } from 'vitest';
import { useMuseumMock, useMuseumQueries } from './fixtures.ts';

const { mock } = useMuseumMock();
const { queryClient, museum } = useMuseumQueries({ retry: 1 });

it('retries a failing query as many times as the retry option says', async () => {
  mock.fault('getMuseumHours', { status: 500 }, { times: 'always' });

  const error = await queryClient.fetchQuery(museum.museumHours.list()).catch((failure: unknown) => failure);

  expect(isMuseumApiError(error) && error.status).toBe(500);
  expect(mock.journal.count('getMuseumHours')).toBe(2);
});
