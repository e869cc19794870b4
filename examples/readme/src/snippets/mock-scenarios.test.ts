// The scenario blocks of the mock README and docs/mock-state.md, each run inside a test of its own.
import { createMuseumMock, defineMuseumScenario } from '@museum-api/mock';
import { expect, test } from 'vitest';

test('the scenarios block starts in one scenario and switches to another', () => {
  // #region scenarios
  const mock = createMuseumMock({ scenario: 'busy' });        // 2,000 events over the next year
  mock.useScenario('closed');                                 // reset into another one (admin API, a test)
  createMuseumMock({ scenario: 'slow', latency: 50 });        // options given win: 50 ms, not 300–1,200
  // #endregion scenarios
  expect(mock.options.scenario.name).toBe('closed');
  expect(mock.store.listMuseumHours({ limit: 1 })[0]?.date).not.toBe(mock.store.today());
});

test('the custom block defines a scenario and uses it by name', async () => {
  // #region custom
  const soldOut = defineMuseumScenario({
    name: 'sold-out',
    description: 'Every ticket purchase is refused',
    defaults: { latency: [100, 400] },                        // options it fills in, if not given
    setup(mock) {                                             // runs now and after every reset()
      mock.fault('buyMuseumTickets', { status: 409, problem: { title: 'Sold out' } }, { times: 'always' });
    },
  });
  const mock = createMuseumMock({ scenarios: [soldOut], scenario: 'sold-out' });
  // #endregion custom
  expect(mock.options.latency).toEqual([100, 400]);
  const response = await mock.fetch('https://museum.test/v1.1/tickets', {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('a:b')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticketType: 'general', ticketDate: mock.store.today(), email: 'a@b.co' }),
  });
  expect(response.status).toBe(409);
});
