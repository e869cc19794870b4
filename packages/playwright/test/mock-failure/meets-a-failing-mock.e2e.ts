import { expect } from '@playwright/test';
import { test } from '../../src/index.ts';
import { failingServerVariable } from './failing-server-variable.ts';

test('a spec whose body passes while the mock under it fails', async ({ page, museum }) => {
  let base = 'https://api.museum.test/v1.1';
  if (museum.mode === 'in-process') {
    museum.mock.override('getMuseumHours', () => {
      throw new RangeError('the override broke in the test process');
    });
  } else {
    // The server's own `overrides` throw (see the outer test).
    base = `${process.env[failingServerVariable]}/v1.1`;
  }
  const response = await page.goto(`${base}/museum-hours`);
  // What a careless spec would accept as "the API failed": only the fixture can fail this test.
  expect(response?.status()).toBe(500);
});
