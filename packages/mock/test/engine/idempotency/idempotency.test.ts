// Idempotency keys, the answerLost fault and request ids in process: msw answers the global fetch.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createMuseumMock, defineMuseumScenario } from '../../../src/index.ts';
import { setupMuseumMock } from '../../../src/node.ts';
import { apiBase, basic, now, today } from '../../fixtures.ts';
import { idempotencyCases } from './idempotency-cases.ts';

const { mock } = setupMuseumMock(
  { baseUrl: apiBase, clock: now, randomSeed: 'idempotency', seed: 'empty', onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);

idempotencyCases({ base: () => apiBase, mock: () => mock });

it('plays answerLost from a scenario’s setup, again after every reset()', async () => {
  const lossy = defineMuseumScenario({
    name: 'lossy-checkout',
    setup: (scenarioMock) => scenarioMock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 }),
  });
  const inScenario = createMuseumMock({ clock: now, seed: 'empty', scenario: lossy });
  const buy = () =>
    inScenario.fetch(`${apiBase}/tickets`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
      body: JSON.stringify({ ticketType: 'general', ticketDate: today, email: 'ada@example.com' }),
    });

  for (let round = 0; round < 2; round++) {
    await expect(buy()).rejects.toThrow('fetch failed');
    expect((await buy()).headers.get('idempotent-replayed')).toBe('true');
    expect(inScenario.store.ticketCount).toBe(1);
    inScenario.reset();
  }
});
