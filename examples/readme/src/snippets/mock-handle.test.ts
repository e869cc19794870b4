// The mock README's journal, fault and override blocks, each run inside a test of its own.
import { createMuseumMock, defaultSeedIds } from '@museum-api/mock';
import { expect, test } from 'vitest';

const mock = createMuseumMock();
const base = 'https://museum.test/v1.1';
const headers = { Authorization: `Basic ${btoa('ada:secret')}` };

test('the journal block reads and clears the journal', async () => {
  await mock.fetch(`${base}/special-events`, { headers });
  await mock.fetch(`${base}/special-events/${defaultSeedIds.dinosaurNight}`, { method: 'PATCH', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{"price":30}' });
  // #region journal
  mock.journal.entries;                                       // every entry, oldest first
  mock.journal.filter('createSpecialEvent');                  // typed: responseBody is a SpecialEvent
  mock.journal.filter({ operation: 'buyMuseumTickets', status: (s) => s >= 400 });
  mock.journal.last('updateSpecialEvent')?.requestBody;
  mock.journal.count('listSpecialEvents');
  mock.journal.subscribe((entry) => console.log(entry.method, entry.url, entry.status));
  mock.journal.clear();
  // #endregion journal
  expect(mock.journal.entries).toEqual([]);
});

test('the faults block registers faults that a handle can remove', () => {
  // #region faults
  mock.fault('buyMuseumTickets', { status: 503, retryAfter: 30 });           // the next request only
  mock.fault('listSpecialEvents', { status: 500, problem: { detail: 'DB down' } }, { times: 2 });
  mock.fault('getSpecialEvent', { networkError: true });                      // fetch rejects
  mock.fault('*', { delay: 2000 }, { times: 'always' });                      // every operation, slow
  const outage = mock.fault('*', { status: 502 }, { times: 'always' });
  outage.remove();
  // #endregion faults
  expect(outage.remaining).toBe(0);
  mock.reset();
});

test('the overrides block answers in place of the mock, or on top of it', async () => {
  // #region overrides
  mock.override('listSpecialEvents', () => Response.json([]));               // empty list, once
  mock.override('getSpecialEvent', async ({ next, request, params, store }) => {
    const response = await next();                                           // the mock's own answer
    return new Response(response.body, { status: response.status, headers: { 'X-Trace': '1' } });
  }, { times: 'always' });
  // #endregion overrides
  expect(await (await mock.fetch(`${base}/special-events`, { headers })).json()).toEqual([]);
  const event = await mock.fetch(`${base}/special-events/${defaultSeedIds.dinosaurNight}`, { headers });
  expect([event.status, event.headers.get('X-Trace')]).toEqual([200, '1']);
  mock.reset();
});
