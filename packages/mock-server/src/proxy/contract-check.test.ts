import type { ProxiedExchange } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { contractCheck } from './contract-check.ts';

// A 201 where the contract documents 200 only.
const exchange: ProxiedExchange = {
  operation: 'getMuseumHours',
  request: { method: 'GET', url: 'http://museum.test/v1.1/museum-hours' },
  response: { status: 201, headers: new Headers({ 'Content-Type': 'application/json' }), body: [] },
};

describe('contractCheck', () => {
  it("reports what @museum-api/contract's per-exchange check finds", () => {
    expect(contractCheck()(exchange).map((violation) => violation.check)).toEqual(['status']);
  });

  it('passes an exchange that keeps the contract', () => {
    expect(contractCheck()({ ...exchange, response: { ...exchange.response, status: 200 } })).toEqual([]);
  });
});
