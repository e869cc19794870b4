import {
  createMuseumMock,
  type InterventionOptions,
  type MockFault,
  type MockLatency,
  type MuseumMock,
  type MuseumMockOptions,
  type MuseumOperation,
  type MuseumScenario,
  type MuseumScenarioName,
  type MuseumSeed,
} from '@museum-api/mock';

/**
 * A fault a story starts with: the operation (or `'*'`), what `MuseumMock.fault` takes,
 * and how many requests it applies to.
 *
 * @example
 * ```ts
 * const outage: MuseumStoryFault = { operation: 'listSpecialEvents', status: 503, times: 2 };
 * ```
 */
export type MuseumStoryFault = MockFault & InterventionOptions & { operation: MuseumOperation | '*' };

/**
 * What a story (or a component's stories) asks of the mock, as `parameters.museum`. Every story
 * gets a mock of its own, built from the preview's options with these on top, so nothing a story
 * does or asks for reaches the next one.
 *
 * @example
 * ```ts
 * export const Failing: Story = {
 *   parameters: { museum: { faults: [{ operation: 'listSpecialEvents', status: 503, times: 'always' }] } },
 * };
 * ```
 */
export interface MuseumStoryParameters {
  /**
   * The scenario the story starts in: a built-in one's name, one the preview's `scenarios`
   * option knows, or a scenario object.
   * @default the preview's `scenario`, else 'default'
   * @example 'closed'
   */
  scenario?: MuseumScenarioName | (string & {}) | MuseumScenario;
  /**
   * The data to start from, as the mock's `seed` option: `'empty'`, events, `{ events, tickets }`,
   * a snapshot or `(today) => data`. Wins over the scenario's seed.
   * @default the scenario's seed
   * @example [{ name: 'Night at the museum', location: 'Hall 1', eventDescription: 'After dark', dates: ['2026-12-05'], price: 20 }]
   */
  seed?: MuseumSeed;
  /**
   * Faults in force from the first request: each as `mock.fault(operation, fault, { times, probability })`.
   * @default []
   * @example [{ operation: 'buyMuseumTickets', status: 503, retryAfter: 5 }]
   */
  faults?: readonly MuseumStoryFault[];
  /**
   * The mock's "now", as its `clock` option: the seed's dates, ticket rules and museum hours
   * count from it. Only the mock's clock; the page's `Date` is the browser's.
   * @default the preview's `clock`, else the real time
   * @example '2026-12-24T09:00:00Z'
   */
  clock?: MuseumMockOptions['clock'];
  /**
   * Delay before every answer, in milliseconds or a `[min, max]` range: the loading states.
   * @default the scenario's latency, else 0
   * @example [400, 800]
   */
  latency?: MockLatency;
}

/**
 * Builds the mock of one story: the preview's options, the story's `parameters.museum` on top,
 * then its faults. Environment-neutral; `museumLoader` runs it for each story in the browser.
 *
 * @throws {TypeError} for an unknown scenario or an option that cannot work, naming it.
 *
 * @example
 * ```ts
 * const mock = createStoryMock({ randomSeed: 'stories' }, { scenario: 'empty' });
 * ```
 */
export function createStoryMock(
  options: MuseumMockOptions = {},
  parameters: MuseumStoryParameters = {},
): MuseumMock {
  const { scenario, seed, clock, latency, faults = [] } = parameters;
  const mock = createMuseumMock({
    ...options,
    ...(scenario === undefined ? {} : { scenario }),
    ...(seed === undefined ? {} : { seed }),
    ...(clock === undefined ? {} : { clock }),
    ...(latency === undefined ? {} : { latency }),
  });
  if (!Array.isArray(faults)) {
    throw new TypeError('museum mock: `parameters.museum.faults` must be an array of faults');
  }
  for (const { operation, times, probability, ...fault } of faults) {
    mock.fault(operation, fault as MockFault, {
      ...(times === undefined ? {} : { times }),
      ...(probability === undefined ? {} : { probability }),
    });
  }
  return mock;
}
