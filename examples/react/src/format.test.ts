import { MuseumApiError } from '@museum-api/client';
import { describe, expect, it } from 'vitest';
import { describeError, formatDate, formatPrice, utcToday } from './format.ts';

describe('formatting', () => {
  it('shows a calendar day without shifting it into the local time zone', () => {
    expect(formatDate('2026-12-05')).toBe('Sat 5 Dec');
  });

  it('prices in dollars and calls zero free', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('Free');
  });

  it('takes today from the UTC date, as the API does', () => {
    expect(utcToday(new Date('2026-12-05T23:30:00-05:00'))).toBe('2026-12-06');
  });

  it('describes an API error by status, title and the fields it names', () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid body',
      errors: [{ path: 'price', message: 'Must be 0 or more' }],
    };
    const error = new MuseumApiError(
      { method: 'POST', url: 'https://m.test/v1.1/special-events' },
      new Response(null, { status: 400 }),
      problem,
      problem,
    );
    expect(describeError(error)).toBe('400 Bad Request; price: Must be 0 or more');
    expect(describeError(new Error('offline'))).toBe('offline');
  });
});
