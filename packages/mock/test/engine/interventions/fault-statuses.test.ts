// Every status a fault can inject, on every operation, is one the OpenAPI document describes, so
// a contract checker pointed at a mock with faults (or in the flaky scenario) flags nothing.
import { createContractChecks } from '@museum-api/contract';
import { describe, expect, it } from 'vitest';
import { createMuseumMock, type MuseumMock, museumOperations } from '../../../src/index.ts';
import { basic, now } from '../../fixtures.ts';

const contract = createContractChecks();
const id = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';

async function observe(mock: MuseumMock, operation: keyof typeof museumOperations) {
  const { method, path } = museumOperations[operation];
  const url = `http://museum.test/v1.1${path.replace(/:\w+/g, id)}`;
  const response = await mock.fetch(url, {
    method,
    headers: { Authorization: basic(), 'Content-Type': 'application/json' },
    ...(method === 'POST' || method === 'PATCH' ? { body: '{}' } : {}),
  });
  return contract.checkResponse({ method, url }, response);
}

describe('statuses a fault injects, against the OpenAPI document', () => {
  it('accepts every status from 400 to 599 on every operation, with the headers the document requires', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'faults' });
    const problems: string[] = [];
    for (let status = 400; status <= 599; status += 1) {
      for (const operation of Object.keys(museumOperations) as (keyof typeof museumOperations)[]) {
        mock.fault(operation, { status, ...(status === 503 ? { retryAfter: 1 } : {}) });
        problems.push(...(await observe(mock, operation)).map((problem) => problem.message));
      }
    }
    expect(problems).toEqual([]);
  });

  it("accepts the flaky scenario's 503 with Retry-After", async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'flaky', scenario: 'flaky' });
    let failures = 0;
    for (let request = 0; request < 40; request += 1) {
      expect(await observe(mock, 'getMuseumHours')).toEqual([]);
      failures += mock.journal.last('getMuseumHours')?.status === 503 ? 1 : 0;
    }
    expect(failures).toBeGreaterThan(0);
  });
});
