import type { NewSpecialEvent } from '../schemas/special-event.ts';
import { MuseumStore, type MuseumStoreOptions } from '../store.ts';

/** A Sunday; the default schedule closes on Mondays, so tomorrow (2026-11-23) is closed. */
export const today = '2026-11-22';

/** A valid event body; override any field. */
export function newEvent(overrides: Partial<NewSpecialEvent> = {}): NewSpecialEvent {
  return {
    name: 'Night of the Dinosaurs',
    location: 'Hall B, east wing',
    eventDescription: 'A torch-lit tour of the fossil collection after closing time.',
    dates: ['2026-11-28', '2026-11-29'],
    price: 25,
    ...overrides,
  };
}

/** A store on a fixed clock (noon UTC of {@link today}) and a fixed seed. */
export function testStore(options: MuseumStoreOptions = {}): MuseumStore {
  return new MuseumStore({ clock: `${today}T12:00:00Z`, randomSeed: 'core-tests', ...options });
}
