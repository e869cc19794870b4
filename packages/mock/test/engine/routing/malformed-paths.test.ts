// Paths that are not valid percent-encoding reach the mock as they are; msw 2 once threw a
// URIError while matching them, before any handler ran. Runs under msw 3 and msw 2.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMuseumMock } from '../../../src/node.ts';
import { apiBase, call, now } from '../../fixtures.ts';

const { mock } = setupMuseumMock(
  { baseUrl: apiBase, clock: now, randomSeed: 'paths' },
  { beforeAll, afterEach, afterAll },
);

describe('malformed percent-encoding in a path', () => {
  it.each([
    ['GET', '/special-events/%'],
    ['PATCH', '/special-events/%E0%A4%A'],
    ['DELETE', '/special-events/%zz'],
    ['GET', '/tickets/%/qr'],
  ])('answers %s %s with a 400 problem, not an exception', async (method, path) => {
    const before = mock.store.snapshot();
    const result = await call(apiBase, method, path, method === 'PATCH' ? { json: { price: 1 } } : {});
    expect(result.status).toBe(400);
    expect(result.headers.get('content-type')).toBe('application/problem+json');
    expect(mock.store.snapshot()).toEqual(before);
  });

  it('answers an unknown path with bad encoding with a 404 problem', async () => {
    const result = await call(apiBase, 'GET', '/gift-%shop');
    expect(result.status).toBe(404);
    expect(result.headers.get('content-type')).toBe('application/problem+json');
  });
});
