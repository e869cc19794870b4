// The mock README's journal, fault and override blocks, each run inside a test of its own that
// shows what it does: a fault stays until removed or reset unless it is given a count.
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

test('the faults block breaks operations until removed, or for a count', async () => {
  // #region faults
  mock.fault('buyMuseumTickets', { status: 503, retryAfter: 30 });           // until removed or reset
  mock.fault('listSpecialEvents', { status: 500, problem: { detail: 'DB down' } }, { times: 2 });
  mock.fault('getSpecialEvent', { networkError: true });                      // fetch rejects
  const slow = mock.fault('*', { delay: 2000 });                             // every operation, slow
  slow.remove();
  // #endregion faults
  expect(slow.remaining).toBe(0);
  const buy = () =>
    mock.fetch(`${base}/tickets`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2030-01-01', email: 'ada@example.com' }),
    });
  const list = () => mock.fetch(`${base}/special-events`, { headers });
  const buys = [await buy(), await buy(), await buy()];
  expect(buys.map((answer) => [answer.status, answer.headers.get('Retry-After')])).toEqual([
    [503, '30'],
    [503, '30'],
    [503, '30'],
  ]);
  const lists = [await list(), await list(), await list()];
  expect(lists.map((answer) => answer.status)).toEqual([500, 500, 200]);
  expect(await lists[0]?.json()).toMatchObject({ detail: 'DB down' });
  await expect(mock.fetch(`${base}/special-events/${defaultSeedIds.dinosaurNight}`, { headers })).rejects.toThrow();
  mock.reset();
  expect((await buy()).status).not.toBe(503);
});

test('the overrides block answers in place of the mock, or on top of it', async () => {
  // #region overrides
  mock.override('listSpecialEvents', () => [], { times: 1 }); // empty list (typed), once
  mock.override('getSpecialEvent', async ({ next, request, params, store }) => {
    const response = await next();                                           // the mock's own answer
    return new Response(response.body, { status: response.status, headers: { 'X-Trace': '1' } });
  });
  // #endregion overrides
  expect(await (await mock.fetch(`${base}/special-events`, { headers })).json()).toEqual([]);
  expect(await (await mock.fetch(`${base}/special-events`, { headers })).json()).not.toEqual([]);
  const event = await mock.fetch(`${base}/special-events/${defaultSeedIds.dinosaurNight}`, { headers });
  expect([event.status, event.headers.get('X-Trace')]).toEqual([200, '1']);
  mock.reset();
});
