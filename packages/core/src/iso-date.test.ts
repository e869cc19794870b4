import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, toIsoDate, weekdayOf } from './iso-date.ts';

describe('isIsoDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '0001-01-01', '0000-02-29', '2026-01-31', '2026-12-31'])(
    'accepts the calendar date %s',
    (date) => {
      expect(isIsoDate(date)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-32',
    '2026-11-00',
    '2100-02-29',
    '2026-1-01',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
    '',
    20261122,
    ['2026-11-22'],
    null,
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes the UTC day of an instant, whatever the host time zone', () => {
    expect(toIsoDate(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
  });

  it('names weekdays from Sunday = 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});
