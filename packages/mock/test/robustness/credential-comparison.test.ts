import { describe, expect, test, vi } from 'vitest';
import { base64Utf8 } from './hostile-headers.ts';

// Count the comparisons the mock makes, keeping the real implementation.
const comparisons = vi.hoisted(() => ({ calls: [] as [string, string][] }));
vi.mock('@museum-api/core', async (importOriginal) => {
  const original = await importOriginal<typeof import('@museum-api/core')>();
  return {
    ...original,
    constantTimeEqual(expected: string, actual: string) {
      comparisons.calls.push([expected, actual]);
      return original.constantTimeEqual(expected, actual);
    },
  };
});

describe('checking configured credentials', () => {
  test('compares both the user name and the password every time, so timing does not tell which was wrong', async () => {
    // The mock's modules afresh, so they import the counting core even when this test shares its
    // worker with files that loaded them first (the project runs without isolation).
    vi.resetModules();
    const { createMuseumMock } = await import('../../src/index.ts');
    const mock = createMuseumMock({ auth: { username: 'curator', password: 'dino' } });
    const attempt = async (pair: string) => {
      comparisons.calls.length = 0;
      const response = await mock.fetch(
        new Request('https://museum.test/v1.1/museum-hours', {
          headers: { authorization: `Basic ${base64Utf8(pair)}` },
        }),
      );
      return { status: response.status, calls: [...comparisons.calls] };
    };

    const wrongUser = await attempt('visitor:dino');
    expect(wrongUser.status).toBe(401);
    expect(wrongUser.calls).toEqual([
      ['curator', 'visitor'],
      ['dino', 'dino'],
    ]);

    const wrongPassword = await attempt('curator:nope');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.calls).toHaveLength(2);

    const right = await attempt('curator:dino');
    expect(right.status).toBe(200);
    expect(right.calls).toHaveLength(2);
  });
});
