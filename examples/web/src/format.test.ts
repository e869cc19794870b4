import { expect, test } from 'vitest';
import { formatDate, formatPrice, localToday } from './format.ts';

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
