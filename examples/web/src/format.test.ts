import { expect, test } from 'vitest';
import { describeHours, formatDate, formatPrice, localToday } from './format.ts';

test('formats a calendar date the same whatever the time zone', () => {
  expect(formatDate('2026-12-05')).toBe('Sat 5 Dec 2026');
});

test('shows prices in US dollars and a zero price as free', () => {
  expect(formatPrice(12.5)).toBe('$12.50');
  expect(formatPrice(0)).toBe('Free');
});

test("takes today's date from the visitor's local calendar", () => {
  expect(localToday(new Date(2026, 11, 5, 23, 30))).toBe('2026-12-05');
});

test('says whether the museum is open today, and otherwise when it next opens', () => {
  const day = { date: '2026-12-05', timeOpen: '09:00', timeClose: '18:00' };
  expect(describeHours(day, '2026-12-05')).toBe('Open today, 09:00–18:00');
  expect(describeHours(day, '2026-12-01')).toBe('Closed today · next open Sat 5 Dec 2026, 09:00–18:00');
  expect(describeHours(undefined, '2026-12-01')).toBe('Closed until further notice');
});
