import { museumOperations } from '@museum-api/core/http';
import { partialMatchKey } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { museumKeys } from './query-keys.ts';

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
    expect(partialMatchKey(museumKeys.tickets.code('id'), museumKeys.tickets.all())).toBe(true);
  });

  it('spells every key as the table in its documentation does', () => {
    const query = { startDate: '2026-12-01' };
    expect(museumKeys.all()).toEqual(['museum-api']);
    expect(museumKeys.specialEvents.all()).toEqual(['museum-api', 'special-events']);
    expect(museumKeys.specialEvents.lists()).toEqual(['museum-api', 'special-events', 'lists']);
    expect(museumKeys.specialEvents.list(query)).toEqual(['museum-api', 'special-events', 'lists', query]);
    expect(museumKeys.specialEvents.list()).toEqual(['museum-api', 'special-events', 'lists', {}]);
    expect(museumKeys.specialEvents.infinite(query)).toEqual([
      'museum-api',
      'special-events',
      'lists',
      query,
      'infinite',
    ]);
    expect(museumKeys.specialEvents.infinite()).toEqual([
      'museum-api',
      'special-events',
      'lists',
      {},
      'infinite',
    ]);
    expect(museumKeys.specialEvents.detail('id')).toEqual(['museum-api', 'special-events', 'detail', 'id']);
    expect(museumKeys.museumHours.all()).toEqual(['museum-api', 'museum-hours']);
    expect(museumKeys.museumHours.lists()).toEqual(['museum-api', 'museum-hours', 'lists']);
    expect(museumKeys.museumHours.list(query)).toEqual(['museum-api', 'museum-hours', 'lists', query]);
    expect(museumKeys.museumHours.list()).toEqual(['museum-api', 'museum-hours', 'lists', {}]);
    expect(museumKeys.museumHours.infinite(query)).toEqual([
      'museum-api',
      'museum-hours',
      'lists',
      query,
      'infinite',
    ]);
    expect(museumKeys.museumHours.infinite()).toEqual([
      'museum-api',
      'museum-hours',
      'lists',
      {},
      'infinite',
    ]);
    expect(museumKeys.tickets.all()).toEqual(['museum-api', 'tickets']);
    expect(museumKeys.tickets.code('id')).toEqual(['museum-api', 'tickets', 'code', 'id']);
  });

  it('names the mutations as the operations table names the operations that change something', () => {
    const changing = Object.entries(museumOperations).filter(([, { method }]) => method !== 'GET');
    expect(Object.keys(museumKeys.mutations).sort()).toEqual(changing.map(([name]) => name).sort());
  });

  it('names each mutation under the key of what it changes', () => {
    expect(museumKeys.mutations.buyMuseumTickets()).toEqual(['museum-api', 'tickets', 'buy']);
    expect(museumKeys.mutations.createSpecialEvent()).toEqual(['museum-api', 'special-events', 'create']);
    expect(museumKeys.mutations.updateSpecialEvent()).toEqual(['museum-api', 'special-events', 'update']);
    expect(museumKeys.mutations.deleteSpecialEvent()).toEqual(['museum-api', 'special-events', 'delete']);
  });

  it('keeps a page and the infinite list of one filter apart, under the filter’s own prefix', () => {
    const page = museumKeys.specialEvents.list({ limit: 5 });
    const infinite = museumKeys.specialEvents.infinite({ limit: 5 });
    expect(page).not.toEqual(infinite);
    expect(partialMatchKey(infinite, page)).toBe(true);
  });
});
