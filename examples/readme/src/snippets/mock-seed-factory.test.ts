// The seed factory (docs/mock-state.md): a seed stating only what the test asserts on, served by a mock
// and read back through the client. Run as a test of its own.
import { createMuseumClient } from '@museum-api/client';
import { createMuseumMock, seedEventFactory } from '@museum-api/mock';
import { expect, test } from 'vitest';

test('the seed factory block seeds events the client reads back', async () => {
  // #region factory
  const event = seedEventFactory({ today: '2026-12-01' }); // dates count from the mock's today
  const nightTour = event({ name: 'Night tour', inDays: [1, 8] }); // tomorrow and a week after
  const free = event({ price: 0 }); // 'Special event 2', tomorrow, with the next id
  const seed = [nightTour, free];
  const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', seed });
  const museum = createMuseumClient({ baseUrl: 'https://museum.test/v1.1', credentials: { username: 'ada', password: '' }, fetch: mock.fetch });

  const night = await museum.getSpecialEvent(nightTour.eventId); // dates: ['2026-12-02', '2026-12-09']
  // #endregion factory
  expect(night).toEqual({ ...nightTour, dates: ['2026-12-02', '2026-12-09'] });
  expect(await museum.getSpecialEvent(free.eventId)).toMatchObject({ name: 'Special event 2', price: 0 });
});
