import { partialMatchKey } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { museumKeys } from './museum-keys.ts';

describe('museumKeys', () => {
  it('nests every key under its broader ones, so a prefix invalidates everything below it', () => {
    const eventList = museumKeys.specialEvents.list({ startDate: '2026-12-01' });
    const eventInfinite = museumKeys.specialEvents.infinite({ startDate: '2026-12-01' });
    const detail = museumKeys.specialEvents.detail('id');
    for (const key of [eventList, eventInfinite, detail]) {
      expect(partialMatchKey(key, museumKeys.all())).toBe(true);
      expect(partialMatchKey(key, museumKeys.specialEvents.all())).toBe(true);
    }
    expect(partialMatchKey(eventList, museumKeys.specialEvents.lists())).toBe(true);
    expect(partialMatchKey(eventInfinite, museumKeys.specialEvents.lists())).toBe(true);
    expect(partialMatchKey(detail, museumKeys.specialEvents.lists())).toBe(false);
    expect(partialMatchKey(museumKeys.museumHours.list(), museumKeys.specialEvents.all())).toBe(false);
    expect(partialMatchKey(museumKeys.tickets.qrImage('id'), museumKeys.tickets.all())).toBe(true);
  });

  it('keeps a page and the infinite list of one filter apart, under the filter’s own prefix', () => {
    const page = museumKeys.specialEvents.list({ limit: 5 });
    const infinite = museumKeys.specialEvents.infinite({ limit: 5 });
    expect(page).not.toEqual(infinite);
    expect(partialMatchKey(infinite, page)).toBe(true);
  });
});
