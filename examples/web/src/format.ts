import type { MuseumDay } from '@museum-api/core';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An ISO full-date as visitors read it. The API's dates are calendar days, so they are formatted
 * in UTC: a visitor west of Greenwich must not see the day before.
 *
 * @example
 * ```ts
 * formatDate('2026-12-05'); // 'Sat 5 Dec 2026'
 * ```
 */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');
}

/**
 * An event price: the Museum API prices in US dollars.
 *
 * @example
 * ```ts
 * formatPrice(12.5); // '$12.50'
 * ```
 */
export function formatPrice(price: number): string {
  return price === 0 ? 'Free' : priceFormat.format(price);
}

/**
 * Today's date where the visitor is, as an ISO full-date: the first day a ticket can be for.
 *
 * @example
 * ```ts
 * localToday(new Date(2026, 11, 5, 23, 30)); // '2026-12-05'
 * ```
 */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The opening hours line: today's times, or when the museum next opens.
 *
 * @example
 * ```ts
 * describeHours({ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' }, '2026-12-01'); // 'Open today, 09:00–18:00'
 * ```
 */
export function describeHours(next: MuseumDay | undefined, today: string): string {
  if (next === undefined) return 'Closed until further notice';
  const times = `${next.timeOpen}–${next.timeClose}`;
  return next.date === today
    ? `Open today, ${times}`
    : `Closed today · next open ${formatDate(next.date)}, ${times}`;
}
