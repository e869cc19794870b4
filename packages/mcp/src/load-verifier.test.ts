import { describe, expect, it } from 'vitest';
import { loadVerifier } from './load-verifier.ts';

const notFound = (what: string) =>
  Object.assign(new Error(`Cannot find package '${what}' imported from /app/mcp.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });

describe('loadVerifier', () => {
  it("loads @museum-api/contract's verifier where it is installed", async () => {
    expect(typeof (await loadVerifier())?.verifyMuseumApi).toBe('function');
  });

  it('is undefined when the contract package is not installed, so no verify tool is listed', async () => {
    expect(await loadVerifier(() => Promise.reject(notFound('@museum-api/contract')))).toBeUndefined();
  });

  it('lets a present package that cannot load its own dependency fail loudly', async () => {
    const broken = notFound('ajv');
    await expect(loadVerifier(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});
