import { afterEach, describe, expect, it, vi } from 'vitest';
import { createControlledClock, toClock } from './clock.ts';
import { MuseumStore } from './store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toClock', () => {
  it('reads a fixed ISO instant and hands out copies', () => {
    const clock = toClock('2026-12-01T10:00:00Z');
    const first = clock();
    first.setUTCFullYear(1999);
    expect(clock().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('rejects an instant that is not a date', () => {
    expect(() => toClock('soon')).toThrow(new TypeError('Not a valid clock instant: soon'));
  });
});

describe('createControlledClock over a fixed instant', () => {
  it('stands still until moved', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    expect(clock().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(clock().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('moves to a set instant given as ISO string, Date or epoch milliseconds', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    clock.set('2027-01-15');
    expect(clock().toISOString()).toBe('2027-01-15T00:00:00.000Z');
    clock.set(new Date('2026-06-01T12:30:00Z'));
    expect(clock().toISOString()).toBe('2026-06-01T12:30:00.000Z');
    clock.set(0);
    expect(clock().toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('advances by whole days and milliseconds, added up, forwards and back', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    clock.advance({ days: 2, ms: 90_000 });
    expect(clock().toISOString()).toBe('2026-12-03T10:01:30.000Z');
    clock.advance({ days: -3 });
    expect(clock().toISOString()).toBe('2026-11-30T10:01:30.000Z');
  });

  it('resets to the instant it was created with', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    clock.set('2030-01-01T00:00:00Z');
    clock.advance({ days: 1 });
    clock.reset();
    expect(clock().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('createControlledClock over a running clock', () => {
  it('keeps ticking after travel: the move is an offset from the real time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    const clock = createControlledClock();
    clock.set('2026-12-24T18:00:00Z');
    vi.advanceTimersByTime(60_000);
    expect(clock().toISOString()).toBe('2026-12-24T18:01:00.000Z');
    clock.reset();
    expect(clock().toISOString()).toBe('2026-11-24T08:01:00.000Z');
  });

  it('travels over a clock function the caller passed', () => {
    let now = Date.parse('2026-12-01T00:00:00Z');
    const clock = createControlledClock(() => new Date(now));
    clock.advance({ days: 1 });
    now += 1000;
    expect(clock().toISOString()).toBe('2026-12-02T00:00:01.000Z');
  });

  it('moves what a store calls today', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    const store = new MuseumStore({ clock });
    clock.advance({ days: 30 });
    expect(store.today()).toBe('2026-12-31');
  });
});

describe('createControlledClock at the ends of the range of Date', () => {
  it('advances to the last instant a Date can hold, and back to the first', () => {
    const clock = createControlledClock('2026-12-01T10:00:00Z');
    clock.advance({ ms: 8.64e15 - clock().getTime() });
    expect(clock().getTime()).toBe(8.64e15);
    clock.advance({ days: -200_000_000 });
    expect(clock().getTime()).toBe(-8.64e15);
  });
});

describe('createControlledClock refuses travel it cannot do, and does not move', () => {
  const clock = createControlledClock('2026-12-01T10:00:00Z');

  it.each([
    ['an unparsable instant', () => clock.set('next tuesday'), 'Not a valid clock instant: next tuesday'],
    ['an invalid Date', () => clock.set(new Date(Number.NaN)), 'Not a valid clock instant: Invalid Date'],
    ['an instant of another type', () => clock.set(true as never), 'Not a valid clock instant: true'],
    [
      'an instant past the range of Date',
      () => clock.set(9e15),
      'Not a valid clock instant: 9000000000000000',
    ],
    ['an empty advance', () => clock.advance({}), 'Clock advance needs `days` and/or `ms`'],
    [
      'fractional days',
      () => clock.advance({ days: 1.5 }),
      'Clock advance `days` must be a whole number, not 1.5',
    ],
    [
      'infinite days',
      () => clock.advance({ days: Number.POSITIVE_INFINITY }),
      'Clock advance `days` must be a whole number, not Infinity',
    ],
    [
      'NaN milliseconds',
      () => clock.advance({ ms: Number.NaN }),
      'Clock advance `ms` must be a finite whole number, not NaN',
    ],
    [
      'an advance past the range of Date',
      () => clock.advance({ days: 200_000_000 }),
      'Clock advance falls outside the range of Date',
    ],
  ])('rejects %s with a TypeError', (_case, travel, message) => {
    expect(travel).toThrow(new TypeError(message));
    expect(clock().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});
