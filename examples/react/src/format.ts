import { isMuseumApiError } from '@museum-api/client';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An ISO full-date as people read it, in UTC: the API's dates are calendar days.
 *
 * @example
 * ```ts
 * formatDate('2026-12-05'); // 'Sat 5 Dec'
 * ```
 */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');
}

/**
 * A price in the API's currency, US dollars.
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
 * Today as the API counts it: the UTC date of this machine's clock.
 *
 * @example
 * ```ts
 * utcToday(new Date('2026-12-05T23:30:00Z')); // '2026-12-05'
 * ```
 */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * What went wrong, in one line: the status and the API's own explanation for an API error
 * (with the fields it names), the message for anything else.
 *
 * @example
 * ```ts
 * describeError(error); // '503 Service Unavailable: …'
 * ```
 */
export function describeError(error: unknown): string {
  if (isMuseumApiError(error)) {
    const fields = error.problem.errors?.map((issue) => `${issue.path}: ${issue.message}`) ?? [];
    return [`${error.status} ${error.problem.title}`, ...fields].join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
