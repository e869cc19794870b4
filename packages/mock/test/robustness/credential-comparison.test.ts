import { describe, expect, test, vi } from 'vitest';
import { timingSafeEqual } from '../../src/basic-auth.ts';
import { createMuseumMock } from '../../src/index.ts';
import { base64Utf8 } from './hostile-headers.ts';

// Count the comparisons the mock makes, keeping the real implementation.
const comparisons = vi.hoisted(() => ({ calls: [] as [string, string][] }));
vi.mock('../../src/basic-auth.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/basic-auth.ts')>();
  return {
    ...original,
    timingSafeEqual(expected: string, actual: string) {
      comparisons.calls.push([expected, actual]);
      return original.timingSafeEqual(expected, actual);
    },
  };
});

describe('the credential comparison helper', () => {
  test('tells equal strings from different ones, whatever the position of the difference', () => {
    expect(timingSafeEqual('dino-s3cret', 'dino-s3cret')).toBe(true);
    expect(timingSafeEqual('', '')).toBe(true);
    expect(timingSafeEqual('ü🦕', 'ü🦕')).toBe(true);
    expect(timingSafeEqual('dino-s3cret', 'xino-s3cret')).toBe(false);
    expect(timingSafeEqual('dino-s3cret', 'dino-s3creX')).toBe(false);
    expect(timingSafeEqual('dino-s3cret', 'dino-s3cre')).toBe(false);
    expect(timingSafeEqual('dino-s3cret', 'dino-s3crett')).toBe(false);
    expect(timingSafeEqual('dino', '')).toBe(false);
    expect(timingSafeEqual('', 'dino')).toBe(false);
    // Equal UTF-16 length, different UTF-8 bytes.
    expect(timingSafeEqual('é', 'e')).toBe(false);
  });

  test('does not treat a prefix or a repetition of the secret as the secret', () => {
    expect(timingSafeEqual('ab', 'abab')).toBe(false);
    expect(timingSafeEqual('abab', 'ab')).toBe(false);
    expect(timingSafeEqual('a', 'aaaa')).toBe(false);
  });
});

describe('checking configured credentials', () => {
  test('compares both the user name and the password every time, so timing does not tell which was wrong', async () => {
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
