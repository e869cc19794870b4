import { describe, expect, test } from 'vitest';
import { seedEventFactory } from '../../../src/index.ts';
import { today } from '../../fixtures.ts';
import { interceptedMocks } from '../../intercepted-mock.ts';

const { useMock, api } = interceptedMocks();

describe('seedEventFactory', () => {
  test('fills every field from the call number, dates counting from today', () => {
    const event = seedEventFactory({ today });
    expect(event()).toEqual({
      eventId: '00000000-0000-4000-8000-000000000001',
      name: 'Special event 1',
      location: 'Gallery 1',
      eventDescription: 'Seeded event number 1.',
      dates: ['2026-12-02'],
      price: 10,
    });
    expect(event({ name: 'Night tour', inDays: [0, 31] })).toEqual({
      eventId: '00000000-0000-4000-8000-000000000002',
      name: 'Night tour',
      location: 'Gallery 2',
      eventDescription: 'Seeded event number 2.',
      dates: ['2026-12-01', '2027-01-01'],
      price: 10,
    });
  });

  test('counts per factory, in hex, so two factories give the same events', () => {
    const first = seedEventFactory({ today });
    const second = seedEventFactory({ today });
    const ids = Array.from({ length: 16 }, () => first().eventId);
    expect(ids.at(-1)).toBe('00000000-0000-4000-8000-000000000010');
    expect(second().eventId).toBe(ids[0]);
  });

  test('keeps given fields over the defaults, dates included', () => {
    const event = seedEventFactory({ today });
    expect(event({ eventId: 'mine', dates: ['2027-03-01'], price: 0 })).toMatchObject({
      eventId: 'mine',
      dates: ['2027-03-01'],
      price: 0,
    });
  });

  test('makes events the mock accepts and serves as given', async () => {
    const event = seedEventFactory({ today });
    const seed = [event({ name: 'Night tour' }), event({ inDays: [2], price: 0 })];
    useMock({ seed });
    const { status, body } = await api('GET', `/special-events/${seed[1]?.eventId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ ...seed[1], dates: ['2026-12-03'] });
    const listed = await api<{ name: string }[]>('GET', '/special-events');
    expect(listed.body.map(({ name }) => name)).toEqual(['Night tour', 'Special event 2']);
  });

  test('rejects a today that is not a date, naming it', () => {
    expect(() => seedEventFactory({ today: '1 Dec' })).toThrow(
      new TypeError('seedEventFactory: today must be a YYYY-MM-DD date, got "1 Dec"'),
    );
  });

  test('rejects inDays with dates, or inDays that are not whole numbers, counting nothing', () => {
    const event = seedEventFactory({ today });
    expect(() => event({ inDays: [1], dates: ['2026-12-05'] })).toThrow(
      new TypeError('seedEventFactory: give dates or inDays, not both'),
    );
    expect(() => event({ inDays: [1.5] })).toThrow(
      new TypeError('seedEventFactory: inDays must be whole numbers, got [1.5]'),
    );
    expect(event().eventId).toBe('00000000-0000-4000-8000-000000000001');
  });
});
