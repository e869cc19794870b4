import { describe, expect, it } from 'vitest';
import { nearestRoute } from './nearest-route.ts';

describe('nearestRoute', () => {
  it('finds the route a misspelt path meant, under the base path', () => {
    expect(nearestRoute('/v1.1/tikets')).toEqual({ path: '/tickets', methods: ['POST'], distance: 1 });
    expect(nearestRoute('/v1.1/special-event').path).toBe('/special-events');
  });

  it('matches a parameter segment with any value', () => {
    const nearest = nearestRoute('/v1.1/tickets/3b0f/qrcode');
    expect(nearest.path).toBe('/tickets/{ticketId}/qr');
    expect(nearest.methods).toEqual(['GET']);
  });
});
