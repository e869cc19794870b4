import { addDays, randomUuid, type SpecialEvent, seededRandom } from '@museum-api/core';
import type { MuseumScenario } from '../runtime/mock.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/** Events in the busy scenario. */
export const busyEventCount = 2000;

/** Days the busy scenario's events are spread over, from today. */
export const busyDays = 365;

const formats = [
  ['Gallery Talk', 'Twenty minutes in front of the objects with a member of the curatorial team.'],
  ['Guided Tour', 'An hour through the galleries with one of our guides; meet at the information desk.'],
  ['Family Workshop', 'Make, draw and handle real objects; for children from five with their adults.'],
  ['Evening Lecture', 'A researcher presents new work, followed by questions from the audience.'],
  ['Late Opening', 'The galleries after dark, with music, a bar and pop-up talks.'],
  ['Study Day', 'A full day of talks and object sessions; lunch included.'],
  ['Hands-on Session', 'Handle objects from the study collection with a conservator.'],
  ['Sketching Club', 'Bring a pencil; paper and stools provided. All levels welcome.'],
  ['Film Screening', 'A documentary from the archive, introduced by the curator.'],
  ['Members Preview', 'A first look at the new display before it opens to the public.'],
] as const;

const subjects = [
  'Roman Glass',
  'Dinosaur Footprints',
  'Japanese Woodblock Prints',
  'The Bronze Age',
  'Medieval Manuscripts',
  'Ice Age Art',
  'Islamic Tiles',
  'Victorian Photography',
  'Mayan Calendars',
  'Viking Silver',
  'Ancient Egyptian Gods',
  'Meteorites',
  'Renaissance Drawings',
  'Clocks and Automata',
  'Textiles of the Andes',
  'Minerals and Gems',
  'Greek Vases',
  'The Age of Steam',
  'Chinese Porcelain',
  'Birds of the Rainforest',
  'Arms and Armour',
  'Early Maps',
  'Impressionist Landscapes',
  'The Silk Road',
  'Whales and Dolphins',
] as const;

const locations = [
  'Main Hall',
  'East Gallery',
  'West Gallery',
  'Auditorium',
  'Learning Centre',
  'Sculpture Court',
  'Study Room',
  'Roof Terrace',
  'Library',
  'Conservation Studio',
] as const;

/**
 * {@link busyEventCount} events over {@link busyDays} days from `today`, from a fixed seed: only dates move.
 */
export function busyEvents(today: string): SpecialEvent[] {
  const random = seededRandom('museum-busy-scenario');
  const pick = <T>(list: readonly T[]): T => list[random.next() % list.length] as T;
  const events: SpecialEvent[] = [];
  for (let i = 0; i < busyEventCount; i++) {
    const [format, description] = pick(formats);
    const offsets = new Set<number>();
    const wanted = 1 + (random.next() % 4);
    while (offsets.size < wanted) offsets.add(random.next() % busyDays);
    // One in ten is free; the rest cost $4 to $60 in steps of 50 cents.
    const price = random.next() % 10 === 0 ? 0 : 4 + (random.next() % 113) / 2;
    events.push({
      eventId: randomUuid(random),
      name: `${format}: ${pick(subjects)}`,
      location: pick(locations),
      eventDescription: description,
      dates: [...offsets].sort((a, b) => a - b).map((offset) => addDays(today, offset)),
      price,
    });
  }
  return events;
}

/** A busy museum: 2,000 events over a year (about 14 a day), the same on every run, for paging under load. */
export const busyScenario: MuseumScenario = defineMuseumScenario({
  name: 'busy',
  description: '2,000 events over the next year: paging and filters under load',
  defaults: { seed: (today: string) => ({ events: lastBusyEvents(today) }) },
});

// Test suites reset after every test, nearly always on the same day: generate once per day. The
// store copies what it imports, so handing out the same array again is safe.
let last: { today: string; events: SpecialEvent[] } | undefined;
function lastBusyEvents(today: string): SpecialEvent[] {
  if (last?.today !== today) last = { today, events: busyEvents(today) };
  return last.events;
}
