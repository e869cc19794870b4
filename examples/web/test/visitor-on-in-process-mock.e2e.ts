import { expect, type MuseumFixture } from '@museum-api/playwright';
import { openApp, test } from './app-test.ts';

// What only a mock in the test process can do: options per test (`test.use`), overrides that
// answer with a function, custom problem details, the store read synchronously. The specs that
// hold in both modes are in visitor-on-either-mock.e2e.ts.

test('a fault’s problem details reach the visitor word for word', async ({ page, museum }) => {
  const { mock } = inProcess(museum);
  mock.fault(
    'listSpecialEvents',
    { status: 503, problem: { title: 'Service Unavailable', detail: 'The catalogue is being rebuilt.' } },
    { times: 'always' },
  );
  await openApp(page);
  await expect(page.getByRole('status')).toHaveText('Could not load events: The catalogue is being rebuilt.');
  expect(mock.journal.last('listSpecialEvents')?.problem?.detail).toBe('The catalogue is being rebuilt.');
});

test('an override answers the opening hours instead of the mock', async ({ page, museum }) => {
  const { mock } = inProcess(museum);
  // Always: the page asks for the hours twice (today's line in the header, the open-days list).
  mock.override(
    'getMuseumHours',
    () => Response.json([{ date: '2026-12-24', timeOpen: '10:00', timeClose: '14:00' }]),
    { times: 'always' },
  );
  await openApp(page);
  await expect(page.getByRole('list', { name: 'Open days' }).locator('li')).toHaveText([
    'Thu 24 Dec 2026 · 10:00–14:00',
  ]);
  expect(mock.journal.last('getMuseumHours')?.intervention).toBe('override');
});

test.describe('options through test.use', () => {
  test.use({ museumMock: { seed: 'empty' } });

  test('an empty museum shows no events', async ({ page, museum }) => {
    await openApp(page);
    await expect(page.getByRole('status')).toHaveText('No events between these dates.');
    expect(inProcess(museum).mock.store.allEvents()).toEqual([]);
  });
});

/** The in-process handle, narrowed from the fixture's `museum` (this file runs in-process only). */
function inProcess(museum: MuseumFixture): Extract<MuseumFixture, { mode: 'in-process' }> {
  if (museum.mode !== 'in-process')
    throw new Error(`these specs need the in-process mock, not '${museum.mode}'`);
  return museum;
}
