// The mock README's suite setup, as a test file; the test below the region proves it is wired.
import { defaultSeedIds } from '@museum-api/mock';
import { expect, test } from 'vitest';

// #region setup
// vitest.setup.ts (or at the top of a test file)
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupMuseumMock } from '@museum-api/mock/node';

export const { mock, server } = setupMuseumMock({ randomSeed: 'my-suite' }, { beforeAll, afterEach, afterAll });
// #endregion setup

test('the hooks make the mock answer fetch in this file', async () => {
  const response = await fetch(`https://museum.test/v1.1/special-events/${defaultSeedIds.dinosaurNight}`, {
    headers: { Authorization: `Basic ${btoa('ada:')}` },
  });
  expect(response.status).toBe(200);
  expect(mock.journal.last()?.operation).toBe('getSpecialEvent');
  expect(server.listHandlers().length).toBeGreaterThan(0);
});
