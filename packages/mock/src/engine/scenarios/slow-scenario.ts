import type { MuseumScenario } from '../runtime/mock.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/**
 * A slow backend: every answer waits 300 to 1,200 ms (drawn per request, from the `random` seed
 * when given), long enough to see every loading state and race a fast click against it.
 */
export const slowScenario: MuseumScenario = defineMuseumScenario({
  name: 'slow',
  description: 'Every answer takes 300 to 1,200 ms',
  defaults: { latency: [300, 1200] },
});
