import type { MuseumMock, MuseumScenario, MuseumScenarioDefaults } from '../runtime/mock.ts';

const scenarioNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Checks and freezes a scenario of your own: a name and a setup function, or the whole object.
 * Pass the result as the `scenario` option, or in `scenarios` to make it known by name.
 *
 * @throws {TypeError} for a name that is not 1–64 of `[A-Za-z0-9_-]`, or fields of the wrong type.
 *
 * @example
 * ```ts
 * import { createMuseumMock, defineMuseumScenario } from '@museum-api/mock';
 *
 * const noEvents = defineMuseumScenario('no-events', (mock) => {
 *   for (const event of mock.store.allEvents()) mock.store.deleteEvent(event.eventId);
 * });
 * const mock = createMuseumMock({ scenario: noEvents });
 * ```
 */
export function defineMuseumScenario(scenario: MuseumScenario): MuseumScenario;
export function defineMuseumScenario(name: string, setup: (mock: MuseumMock) => void): MuseumScenario;
export function defineMuseumScenario(
  nameOrScenario: string | MuseumScenario,
  setup?: (mock: MuseumMock) => void,
): MuseumScenario {
  const scenario =
    typeof nameOrScenario === 'string'
      ? { name: nameOrScenario, ...(setup === undefined ? {} : { setup }) }
      : nameOrScenario;
  assertScenario(scenario);
  return Object.freeze({ ...scenario });
}

/**
 * The scenarios a mock knows by name: the built-in ones, then `extra` (one named like a built-in
 * replaces it).
 *
 * @throws {TypeError} for an entry that is not a scenario.
 */
export function scenarioRegistry(
  builtIn: Readonly<Record<string, MuseumScenario>>,
  extra: readonly MuseumScenario[] = [],
): ReadonlyMap<string, MuseumScenario> {
  if (!Array.isArray(extra)) throw new TypeError('museum mock: `scenarios` must be an array of scenarios');
  const registry = new Map(Object.entries(builtIn));
  for (const scenario of extra) {
    assertScenario(scenario);
    registry.set(scenario.name, scenario);
  }
  return registry;
}

/** The scenario `wanted` names, or `wanted` checked. @throws {TypeError} listing the known names. */
export function findScenario(
  wanted: string | MuseumScenario,
  registry: ReadonlyMap<string, MuseumScenario>,
): MuseumScenario {
  if (typeof wanted !== 'string') {
    assertScenario(wanted);
    return wanted;
  }
  const found = registry.get(wanted);
  if (found === undefined) {
    throw new TypeError(
      `museum mock: unknown scenario ${JSON.stringify(wanted)}; known scenarios: ${[...registry.keys()].join(', ')}`,
    );
  }
  return found;
}

/** The options `scenario` contributes on `today`. */
export function scenarioDefaults(scenario: MuseumScenario, today: () => string): MuseumScenarioDefaults {
  const { defaults } = scenario;
  if (defaults === undefined) return {};
  const given = typeof defaults === 'function' ? defaults(today()) : defaults;
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`museum mock: scenario "${scenario.name}": \`defaults\` gave no options object`);
  }
  // Only these three: a scenario changes the world the mock shows, never where it is mounted,
  // whom it lets in or what its ids are, and every one of them can be switched on a running mock.
  const { seed, schedule, latency } = given;
  return {
    ...(seed === undefined ? {} : { seed }),
    ...(schedule === undefined ? {} : { schedule }),
    ...(latency === undefined ? {} : { latency }),
  };
}

function assertScenario(scenario: unknown): asserts scenario is MuseumScenario {
  if (typeof scenario !== 'object' || scenario === null) {
    throw new TypeError('museum mock: a scenario is a name or { name, description?, defaults?, setup? }');
  }
  const { name, description, defaults, setup } = scenario as Record<string, unknown>;
  if (typeof name !== 'string' || !scenarioNamePattern.test(name)) {
    throw new TypeError(
      `museum mock: a scenario name is 1 to 64 letters, digits, "_" or "-"; got ${JSON.stringify(name)}`,
    );
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new TypeError(`museum mock: scenario "${name}": \`description\` must be a string`);
  }
  if (
    defaults !== undefined &&
    typeof defaults !== 'function' &&
    (typeof defaults !== 'object' || defaults === null)
  ) {
    throw new TypeError(`museum mock: scenario "${name}": \`defaults\` must be an object or a function`);
  }
  if (setup !== undefined && typeof setup !== 'function') {
    throw new TypeError(`museum mock: scenario "${name}": \`setup\` must be a function`);
  }
}
