import type { SpecialEvent, Ticket } from '@museum-api/core';
import { describe, expectTypeOf, it } from 'vitest';
import { createMuseumMock, defaultSeed, type MuseumSeed } from '../../src/index.ts';

describe('seed types', () => {
  it('lets the default seed be trimmed as its documentation shows', () => {
    createMuseumMock({ seed: (today) => ({ events: defaultSeed(today).events.slice(0, 2) }) });
    expectTypeOf(defaultSeed('2026-12-01')).toEqualTypeOf<{ events: SpecialEvent[]; tickets: Ticket[] }>();
  });

  it('takes the default seed itself as a seed', () => {
    expectTypeOf(defaultSeed('2026-12-01')).toExtend<MuseumSeed>();
  });
});
