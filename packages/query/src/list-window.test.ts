import { limits } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { listWindowCovers, listWindowDays, shiftDate } from './list-window.ts';

const latestToday = '2026-12-02';

describe('listWindowCovers', () => {
  it('covers a date inside explicit bounds, both inclusive, and nothing outside', () => {
    const query = { startDate: '2026-12-05', endDate: '2026-12-10' };
    expect(listWindowCovers(query, ['2026-12-05'], latestToday)).toBe(true);
    expect(listWindowCovers(query, ['2026-12-10'], latestToday)).toBe(true);
    expect(listWindowCovers(query, ['2026-12-04', '2026-12-11'], latestToday)).toBe(false);
  });

  it('ends a window with only a startDate seven days later, as the API does', () => {
    expect(listWindowCovers({ startDate: '2026-12-20' }, ['2026-12-27'], latestToday)).toBe(true);
    expect(listWindowCovers({ startDate: '2026-12-20' }, ['2026-12-28'], latestToday)).toBe(false);
  });

  it('gives a window without startDate no lower bound, since its start moved with the days', () => {
    expect(listWindowCovers({ endDate: '2026-12-31' }, ['2020-01-01'], latestToday)).toBe(true);
    expect(listWindowCovers({}, ['2026-11-20'], latestToday)).toBe(true);
  });

  it('ends a window without dates seven days after the latest possible today', () => {
    expect(listWindowCovers({}, ['2026-12-09'], latestToday)).toBe(true);
    expect(listWindowCovers({}, ['2026-12-10'], latestToday)).toBe(false);
  });

  it('matches when any one of several dates is inside', () => {
    expect(
      listWindowCovers(
        { startDate: '2026-12-05', endDate: '2026-12-06' },
        ['2027-01-01', '2026-12-06'],
        latestToday,
      ),
    ).toBe(true);
  });

  it('uses the same default window length as core', () => {
    expect(listWindowDays).toBe(limits.listWindowDays);
  });
});

describe('shiftDate', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
