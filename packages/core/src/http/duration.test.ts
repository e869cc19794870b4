import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['5s', 5000],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['1.5s', 1500],
    ['0.1s', 100],
    [' 30m ', 1_800_000],
    ['10 s', 10_000],
  ])('reads %j with its unit as %d milliseconds', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it('reads a bare number, as text or as a number, as milliseconds', () => {
    expect(parseDuration('250')).toBe(250);
    expect(parseDuration(250)).toBe(250);
    expect(parseDuration(0)).toBe(0);
  });

  it('refuses text that is not a duration, saying what one looks like', () => {
    for (const text of ['', 'soon', '5s5', 's', '1e3', '--5']) {
      expect(() => parseDuration(text)).toThrow(
        new RangeError(
          `must be a duration such as 500ms, 5s, 2m or 1h (a bare number is milliseconds), got ${JSON.stringify(text)}`,
        ),
      );
    }
  });

  it('refuses an unknown unit, naming it and the known ones', () => {
    expect(() => parseDuration('2d')).toThrow(
      new RangeError('has an unknown unit "d" in "2d": use ms, s, m or h (or none, for milliseconds)'),
    );
    // Units are lower case: `M` could as well mean months.
    expect(() => parseDuration('5M')).toThrow('has an unknown unit "M"');
    expect(() => parseDuration('5sec')).toThrow('has an unknown unit "sec"');
  });

  it('refuses a negative duration, as text or as a number', () => {
    expect(() => parseDuration('-5s')).toThrow(new RangeError('must not be negative, got "-5s"'));
    expect(() => parseDuration(-1)).toThrow(new RangeError('must not be negative, got -1'));
  });

  it('refuses a fraction of a millisecond and a number that is not finite', () => {
    expect(() => parseDuration('1.5ms')).toThrow(
      new RangeError('must be a whole number of milliseconds, got "1.5ms"'),
    );
    expect(() => parseDuration(0.5)).toThrow('must be a whole number of milliseconds, got 0.5');
    expect(() => parseDuration(Number.POSITIVE_INFINITY)).toThrow('must be a whole number of milliseconds');
    expect(() => parseDuration(Number.NaN)).toThrow('must be a whole number of milliseconds');
  });

  it('refuses a duration past the largest safe number of milliseconds', () => {
    expect(() => parseDuration('9999999999999h')).toThrow(
      new RangeError('is too long, got "9999999999999h"'),
    );
    expect(parseDuration(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a duration over the maximum asked for, and takes one at it', () => {
    expect(() => parseDuration('600h', { max: 2_147_483_647 })).toThrow(
      new RangeError('must be at most 2147483647ms, got "600h"'),
    );
    expect(parseDuration(2_147_483_647, { max: 2_147_483_647 })).toBe(2_147_483_647);
  });

  it('refuses a duration under the minimum asked for, and takes one at it', () => {
    expect(() => parseDuration('0s', { min: 1 })).toThrow(new RangeError('must be at least 1ms, got "0s"'));
    expect(() => parseDuration(999, { min: 1000 })).toThrow('must be at least 1000ms, got 999');
    expect(parseDuration('1s', { min: 1000 })).toBe(1000);
  });
});
