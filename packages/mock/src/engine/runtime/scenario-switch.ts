import { applySeed } from '../seed/seed-data.ts';
import type { MuseumMock } from './mock.ts';
import type { MockConfig } from './mock-options.ts';
import type { MockRuntime } from './mock-runtime.ts';
import type { RuntimeClock } from './runtime-clock.ts';

/** How a runtime enters a scenario: `enter`, then the scenario's `setup`, then the adapter's. */
export function createScenarioSwitch(
  runtime: () => MockRuntime,
  clock: RuntimeClock,
  setup: ((mock: MuseumMock) => void) | undefined,
) {
  let arranging = false;
  const arrange = ({ scenario }: MockConfig) => {
    if (scenario.setup === undefined && setup === undefined) return;
    arranging = true;
    try {
      scenario.setup?.(runtime().mock);
      setup?.(runtime().mock);
    } finally {
      arranging = false;
    }
  };
  // Puts the mock in `next`'s scenario: clock, store, faults, keys and journal start over. The
  // store stays the same object (its schedule is switched in place), so every reference to
  // `mock.store` stays valid; latency and the rest are read from `runtime.config` on each
  // request, so swapping it is enough.
  const enter = (next: MockConfig) => {
    if (arranging) {
      throw new TypeError("museum mock: a scenario's setup must not call reset() or useScenario()");
    }
    const current = runtime();
    const previousSchedule = current.config.schedule;
    // The clock first: the seed and the scenario date what they hold from today.
    clock.reset();
    current.store.setSchedule(next.schedule);
    try {
      applySeed(current.store, next.seed);
    } catch (error) {
      current.store.setSchedule(previousSchedule);
      throw error;
    }
    current.config = next;
    current.interventions.clear();
    // A kept answer may name a ticket or event the state no longer has.
    current.idempotency.clear();
    current.journal.clear();
    current.webhooks.reset(next.webhooks);
    arrange(next);
    current.changed();
  };
  return { arrange, enter };
}

/** The switch {@link createScenarioSwitch} makes. */
export type ScenarioSwitch = ReturnType<typeof createScenarioSwitch>;
