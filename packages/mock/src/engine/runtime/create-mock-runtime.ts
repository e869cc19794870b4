import { cryptoRandom, MuseumStore, seededRandom } from '@museum-api/core';
import { MockFailures } from '../failure/mock-failures.ts';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.ts';
import { faultAnswerer, MockInterventions } from '../interventions/mock-interventions.ts';
import { MuseumJournal } from '../journal/journal.ts';
import type { StoreChange } from '../operations/store-change.ts';
import { engineNeeds, requirePlatform, webhookNeeds } from '../platform/platform-needs.ts';
import { answerRequest } from '../routing/answer-request.ts';
import { applySeed } from '../seed/seed-data.ts';
import { mockWebhooksOf } from '../webhooks/mock-webhooks.ts';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.ts';
import { createChangeHooks } from './change-hooks.ts';
import type { MuseumMock, MuseumScenario } from './mock.ts';
import { createMuseumMockFacade } from './mock-facade.ts';
import { type MockConfig, type MuseumMockOptions, normalizeMockOptions } from './mock-options.ts';
import type { MockRuntime, RuntimeAdapter } from './mock-runtime.ts';
import { createRuntimeClock } from './runtime-clock.ts';
import { createScenarioSwitch } from './scenario-switch.ts';

/**
 * Builds a mock and its runtime from the options: the clock, the store with its seed, the
 * journal, the faults and overrides, and the controls of {@link MuseumMock} over them.
 *
 * @throws {TypeError} for an option that cannot work; {MuseumDomainError} for an invalid seed;
 *   {MuseumEnvironmentError} when the platform lacks an API the mock or the adapter needs.
 * @example
 * ```ts
 * const runtime = createMockRuntime({ randomSeed: 1 }, { anyOrigin: true });
 * const answer = await runtime.answer(request);
 * ```
 */
export function createMockRuntime(
  options: MuseumMockOptions = {},
  adapter: RuntimeAdapter = {},
): MockRuntime {
  // The mock's clock, which tests and the admin API move; the store and the scenarios' dated
  // defaults (the closed scenario's eight weeks) read "today" from it.
  const clock = createRuntimeClock(options.clock);
  // Every config comes from the same options; only the scenario changes, through useScenario().
  const configure = (scenario?: string | MuseumScenario): MockConfig =>
    normalizeMockOptions(
      scenario === undefined ? options : { ...options, scenario },
      clock.today,
      adapter.anyOrigin,
      adapter.proxyFetch,
    );
  const config = configure();
  // Checked here, before any request: a missing API would otherwise fail inside an answer.
  requirePlatform(
    [
      ...engineNeeds,
      ...(adapter.needs ?? []),
      ...((config.webhooks?.urls.length ?? 0) > 0 ? webhookNeeds : []),
    ],
    'the mock',
  );
  const store = new MuseumStore({
    clock: clock.now,
    ...(config.randomSeed === undefined ? {} : { randomSeed: config.randomSeed }),
    schedule: config.schedule,
    maxTickets: config.maxTickets,
  });
  applySeed(store, config.seed);
  const journal = new MuseumJournal(config.journalLimit, clock.today);
  // Faults that hit a share of requests draw from the random seed (`randomSeed`), so a seeded run repeats.
  const interventions = new MockInterventions((index) =>
    runtime.config.randomSeed === undefined
      ? cryptoRandom()
      : seededRandom(`${runtime.config.randomSeed}:fault:${index}`),
  );
  // Keys expire by the mock's clock, so a test can move past their time-to-live.
  const idempotency = new IdempotencyKeys(
    () => clock.now().getTime(),
    () => ({ ttl: runtime.config.idempotencyKeyTtl, limit: runtime.config.idempotencyKeyLimit }),
  );
  const hooks = createChangeHooks();
  // Deliveries go out through the adapter's fetch (under msw, one it does not intercept), and
  // their ids repeat under a `randomSeed`.
  const webhookFetch = adapter.webhookFetch;
  const webhooks = new WebhookDeliveries(
    config.webhooks,
    () => clock.now().getTime(),
    config.randomSeed === undefined ? cryptoRandom() : seededRandom(`${config.randomSeed}:webhook`),
    webhookFetch === undefined
      ? (input, init) => fetch(input, init)
      : (input, init) => webhookFetch(new URL(input), init),
    adapter.scheduleWebhooks,
  );
  // A moved clock sends the retries and delays that have come due by it.
  hooks.onCommit((change) => {
    if (change?.kind === 'clock-moved') webhooks.flush();
  });
  // Published after the commit hooks accepted the change: a change not saved is not announced.
  // The event is written out before any wait, as the change left it.
  const changed = (change?: StoreChange, kept?: Parameters<MockRuntime['changed']>[1]) => {
    const saving = hooks.changed(change, kept);
    if (change?.kind !== 'event-saved' || (change.effect !== 'created' && change.effect !== 'updated')) {
      return saving;
    }
    const { eventId, effect } = change;
    const event = JSON.stringify(store.getEvent(eventId));
    const publish = () => void webhooks.publish(eventId, effect, event);
    return saving === undefined ? publish() : saving.then(publish);
  };
  const sleep = (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  const scenarios = createScenarioSwitch(() => runtime, clock, adapter.setup);
  const mock = createMuseumMockFacade(() => runtime, {
    store,
    journal,
    interventions,
    idempotency,
    clock,
    hooks,
    scenarios,
    configure,
    sleep,
    webhooks: mockWebhooksOf(webhooks),
    handlers: adapter.handlers,
  });
  const runtime: MockRuntime = {
    mock,
    config,
    store,
    journal,
    interventions,
    idempotency,
    failures: new MockFailures(),
    webhooks,
    changed,
    sleep,
    answer: (request) => answerRequest(runtime, request),
    onCommit: hooks.onCommit,
    clockTravel: clock.travel,
    resumeClock: clock.resume,
    resumeFaults: (kept) => interventions.resume(kept, (fault) => faultAnswerer(fault, sleep)),
  };
  scenarios.arrange(config);
  return runtime;
}
