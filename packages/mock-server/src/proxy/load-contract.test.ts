import type { ProxiedExchange } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { type ContractPackage, isContractMissing, loadContractCheck } from './load-contract.ts';

// A 201 where the contract documents 200 only.
const exchange: ProxiedExchange = {
  operation: 'getMuseumHours',
  request: { method: 'GET', url: 'http://museum.test/v1.1/museum-hours' },
  response: { status: 201, headers: new Headers({ 'Content-Type': 'application/json' }), body: [] },
};

describe('loadContractCheck', () => {
  it("gives @museum-api/contract's per-exchange check when the package is installed", async () => {
    const check = await loadContractCheck();
    expect(check?.(exchange).map((violation) => violation.check)).toEqual(['status']);
  });

  it('gives no check when the package is not installed', async () => {
    const missing = () =>
      Promise.reject(Object.assign(new Error('not found'), { code: 'ERR_MODULE_NOT_FOUND' }));
    expect(await loadContractCheck(missing)).toBeUndefined();
  });

  it('lets a package that is present but broken fail, rather than pass for missing', async () => {
    const broken = (): Promise<ContractPackage> => Promise.reject(new SyntaxError('Unexpected token'));
    await expect(loadContractCheck(broken)).rejects.toThrow(SyntaxError);
    expect(isContractMissing(new SyntaxError('Unexpected token'))).toBe(false);
  });
});
