import { createMuseumClient } from '@museum-api/client';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const { mock } = setupMuseumMock({}, { beforeAll, afterEach, afterAll });
const museum = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'ada', password: '' }, // the mock takes any, by default
  retry: 0, // fail at once: no backoff in a test
});

test('lists the events, and shows the error when the list fails', async () => {
  await expect(museum.listSpecialEvents()).resolves.toHaveLength(5);
  mock.fault('listSpecialEvents', { status: 500 });
  await expect(museum.listSpecialEvents()).rejects.toMatchObject({ status: 500 });
});
