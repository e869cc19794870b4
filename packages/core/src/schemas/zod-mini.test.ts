import { describe, expect, it, vi } from 'vitest';
import { en } from 'zod/locales';
import { config } from 'zod/mini';
import { NewSpecialEventSchema } from './special-event.ts';

const validEvent = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour.',
  dates: ['2026-12-05'],
  price: 25,
};

describe('zod messages of core schemas', () => {
  it("says what type was expected in zod's English when the app chose no locale", async () => {
    // No locale, then core's schemas loaded afresh: a file run before this one in the worker may
    // have loaded zod's chained API, which sets English by itself.
    config({ localeError: undefined });
    vi.resetModules();
    const fresh = await import('./special-event.ts');
    const result = fresh.NewSpecialEventSchema.safeParse({ ...validEvent, name: 5 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected string, received number',
    ]);
  });

  it('keeps the messages core writes itself', () => {
    const result = NewSpecialEventSchema.safeParse({ ...validEvent, price: -1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be 0 or more']);
  });

  it('leaves a locale the app configured before loading core in place', async () => {
    const chosen = () => 'chosen by the app';
    try {
      config({ localeError: chosen });
      // Load core's schemas afresh (zod itself stays loaded), as an app that set its locale first.
      vi.resetModules();
      const fresh = await import('./special-event.ts');
      const result = fresh.NewSpecialEventSchema.safeParse({ ...validEvent, location: 5 });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['chosen by the app']);
    } finally {
      config(en());
    }
  });
});
