import type { MuseumScenario } from '../runtime/mock.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/**
 * Nothing yet: no events and no tickets, for the empty states of a UI.
 */
export const emptyScenario: MuseumScenario = defineMuseumScenario({
  name: 'empty',
  description: 'No events, no tickets',
  defaults: { seed: 'empty' },
});
