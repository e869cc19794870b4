import type { MuseumScenario } from '../runtime/mock.ts';
import { busyScenario } from './busy-scenario.ts';
import { closedScenario } from './closed-scenario.ts';
import { defaultScenario } from './default-scenario.ts';
import { emptyScenario } from './empty-scenario.ts';
import { flakyScenario } from './flaky-scenario.ts';
import { slowScenario } from './slow-scenario.ts';

/**
 * Name of a built-in scenario.
 *
 * @example
 * ```ts
 * const name: MuseumScenarioName = 'closed';
 * ```
 */
export type MuseumScenarioName = 'default' | 'empty' | 'busy' | 'closed' | 'flaky' | 'slow';

/**
 * The built-in scenarios by name, in the order the CLI's help lists them.
 *
 * | name | what the mock shows |
 * |---|---|
 * | `default` | the built-in data set: eight events from today, two tickets |
 * | `empty` | no events, no tickets |
 * | `busy` | 2,000 events over the next year |
 * | `closed` | no open day and no event in the next eight weeks |
 * | `flaky` | one request in five fails with 503 and `Retry-After` |
 * | `slow` | every answer takes 300–1,200 ms |
 *
 * @example
 * ```ts
 * Object.keys(museumScenarios); // ['default', 'empty', 'busy', 'closed', 'flaky', 'slow']
 * ```
 */
export const museumScenarios: Readonly<Record<MuseumScenarioName, MuseumScenario>> = Object.freeze({
  default: defaultScenario,
  empty: emptyScenario,
  busy: busyScenario,
  closed: closedScenario,
  flaky: flakyScenario,
  slow: slowScenario,
});
