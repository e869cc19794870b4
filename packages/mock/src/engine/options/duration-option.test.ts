import { describe, expect, it } from 'vitest';
import { normalizeMockOptions } from '../runtime/mock-options.ts';
import { durationOption, maxTimerMs } from './duration-option.ts';

describe('durationOption', () => {
  it('reads a duration with its unit or a number as whole milliseconds', () => {
    const schema = durationOption({ min: 1 });
    expect(schema.parse('30m')).toBe(1_800_000);
    expect(schema.parse('250ms')).toBe(250);
    expect(schema.parse(250)).toBe(250);
  });

  it("refuses what is no duration with core's words, and a value outside its bounds", () => {
    const schema = durationOption({ min: 1, max: maxTimerMs });
    expect(schema.safeParse(true).error?.issues[0]?.message).toBe(
      'must be a duration such as 500ms, 5s, 2m or 1h, or a number of milliseconds',
    );
    expect(schema.safeParse('2 weeks').error?.issues[0]?.message).toBe(
      'has an unknown unit "weeks" in "2 weeks": use ms, s, m or h (or none, for milliseconds)',
    );
    expect(schema.safeParse(0).error?.issues[0]?.message).toBe('must be at least 1ms, got 0');
    expect(schema.safeParse('600h').error?.issues[0]?.message).toBe(
      'must be at most 2147483647ms, got "600h"',
    );
  });
});

describe('the duration options', () => {
  it('take units in code as in a config file: latency, idempotencyKeyTtl, webhooks and proxy', () => {
    const config = normalizeMockOptions({
      latency: ['100ms', '2s'],
      idempotencyKeyTtl: '10m',
      webhooks: { timeout: '2s', retryDelay: '250ms' },
      proxy: { baseUrl: 'https://staging.museum.test/v1.1', timeout: '1m' },
    });
    expect(config.latency).toEqual([100, 2000]);
    expect(config.idempotencyKeyTtl).toBe(600_000);
    expect(config.webhooks).toMatchObject({ timeout: 2000, retryDelay: 250 });
    expect(config.proxy?.timeoutMs).toBe(60_000);
    expect(normalizeMockOptions({ latency: '1s' }).latency).toEqual([1000, 1000]);
  });

  it('keep their defaults in milliseconds', () => {
    const config = normalizeMockOptions({ webhooks: {} });
    expect(config.idempotencyKeyTtl).toBe(86_400_000);
    expect(config.webhooks).toMatchObject({ timeout: 5000, retryDelay: 1000 });
    // Given none, a mock leaves them to its deliveries, which parse the same defaults when first needed.
    expect(normalizeMockOptions({}).webhooks).toBeUndefined();
  });

  it('refuse a bad duration, naming the option', () => {
    expect(() => normalizeMockOptions({ idempotencyKeyTtl: '1 day' as '1h' })).toThrow(
      new TypeError(
        'museum mock: `idempotencyKeyTtl`: has an unknown unit "day" in "1 day": use ms, s, m or h (or none, for milliseconds)',
      ),
    );
    expect(() => normalizeMockOptions({ latency: ['2s', '1s'] })).toThrow(
      "museum mock: `latency` must be a duration (milliseconds, or '500ms', '2s') or a [min, max] range of them, with min <= max",
    );
    expect(() => normalizeMockOptions({ webhooks: { retryDelay: -1 } })).toThrow(
      'museum mock: `webhooks.retryDelay` must not be negative, got -1',
    );
  });
});
