import type { MuseumScenario } from '../runtime/mock.ts';
import { defineMuseumScenario } from './define-scenario.ts';

/** Share of requests the flaky scenario fails. */
export const flakyFailureRate = 0.2;

/**
 * An unreliable backend: one request in five (drawn from the `random` seed when given) fails with
 * 503 and `Retry-After: 1`, changing nothing, so a client can retry it.
 */
export const flakyScenario: MuseumScenario = defineMuseumScenario({
  name: 'flaky',
  description: 'One request in five fails with 503 and Retry-After',
  setup(mock) {
    mock.fault(
      '*',
      {
        status: 503,
        retryAfter: 1,
        problem: { detail: 'The museum API is unavailable for a moment (the flaky scenario); try again.' },
      },
      { times: 'always', probability: flakyFailureRate },
    );
  },
});
