import type { MuseumScenario } from '../runtime/mock.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/**
 * The mock as it comes: the built-in data set (eight events dated from today, two tickets), the
 * usual opening hours, no delay, no faults.
 */
export const defaultScenario: MuseumScenario = defineMuseumScenario({
  name: 'default',
  description: 'Eight events from today, two tickets, the usual opening hours',
});
