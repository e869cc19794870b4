// The mock README's test client: a failure path fails at once, and a retry test asks for retries.
import { createMuseumClient } from '@museum-api/client';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const { mock } = setupMuseumMock({ clock: '2026-12-01T10:00:00Z' }, { beforeAll, afterEach, afterAll });

// #region client
const museum = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'ada', password: '' },
  retry: 0, // a test client: no retries, so no backoff to wait out
});

test('shows the error when the list fails', async () => {
  mock.fault('listSpecialEvents', { status: 500 }); // stays until reset(), after this test
  await expect(museum.listSpecialEvents()).rejects.toMatchObject({ status: 500 });
});

test('rides out one failure', async () => {
  mock.fault('listSpecialEvents', { status: 503, retryAfter: 0 }, { times: 1 });
  await expect(museum.listSpecialEvents({}, { retry: 1 })).resolves.toHaveLength(5);
});
// #endregion client

// One request in the journal is the proof that nothing was retried (a clock would flake under load).
test('the failing call was made once, with no retry to wait out', async () => {
  mock.fault('listSpecialEvents', { status: 500 });
  await expect(museum.listSpecialEvents()).rejects.toMatchObject({ status: 500 });
  expect(mock.journal.count('listSpecialEvents')).toBe(1);
});
