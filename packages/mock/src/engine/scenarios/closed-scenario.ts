import { addDays, defaultMuseumSchedule, type MuseumSchedule } from '@museum-api/core';
import type { MuseumScenario } from '../runtime/mock.ts';
import { defaultSeed } from '../seed/default-seed.ts';
import type { MuseumSeedData } from '../seed/seed-data.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/** Days the museum stays shut in the closed scenario, today included: eight weeks. */
export const closedDays = 56;

/**
 * The usual weekly hours, with every day from `today` for eight weeks closed.
 */
export function closedSchedule(today: string): MuseumSchedule {
  const exceptions: Record<string, null> = {};
  for (let day = 0; day < closedDays; day++) exceptions[addDays(today, day)] = null;
  return { weekly: defaultMuseumSchedule.weekly, exceptions };
}

/**
 * The built-in data set moved to after the reopening: nothing happens while the museum is shut,
 * and the events resume once it opens again.
 */
function reopeningSeed(today: string): MuseumSeedData {
  const reopening = addDays(today, closedDays);
  const { events, tickets } = defaultSeed(reopening, new Date(`${today}T09:00:00Z`));
  return {
    events: events
      .map((event) => ({ ...event, dates: event.dates.filter((date) => date >= reopening) }))
      .filter((event) => event.dates.length > 0),
    tickets,
  };
}

/**
 * Closed for the eight weeks from today (creation or reset): `GET /museum-hours` finds the first open
 * day after them, general tickets for closed days are refused, and the built-in data moves past them.
 */
export const closedScenario: MuseumScenario = defineMuseumScenario({
  name: 'closed',
  description: 'No open day and no event in the next 8 weeks',
  defaults: (today: string) => ({ schedule: closedSchedule(today), seed: reopeningSeed }),
});
