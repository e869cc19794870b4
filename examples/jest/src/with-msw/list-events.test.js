// A Jest suite as a team writes it on CommonJS: the mock's Node setup with Jest's own hooks, and
// the SDK client against it. Jest loads both packages through require().
const { createMuseumClient, isMuseumApiError } = require('@museum-api/client');
const { setupMuseumMock } = require('@museum-api/mock/node');

const { mock } = setupMuseumMock(
  { clock: '2026-12-01T10:00:00Z', randomSeed: 'jest-suite', onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);
// A test client fails fast: no retries, so a fault is seen at once and no backoff is waited.
const client = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'jest', password: 'secret' },
  retry: 0,
});

test('lists the seeded special events through msw in a Jest process', async () => {
  const page = await client.listSpecialEvents({ limit: 3 });

  expect(page.length).toBeGreaterThan(0);
  expect(mock.journal.filter('listSpecialEvents').map((entry) => entry.status)).toEqual([200]);
});

test('surfaces a fault of the mock as an API error with its status', async () => {
  mock.fault('listSpecialEvents', { status: 500 });

  const failure = await client.listSpecialEvents().catch((error) => error);

  expect(isMuseumApiError(failure)).toBe(true);
  expect(failure.status).toBe(500);
  expect(mock.journal.filter('listSpecialEvents').map((entry) => entry.status)).toEqual([500]);
});
