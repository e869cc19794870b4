import { toResponse } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import { faultAnswerer, overrideAnswerer } from '../interventions/mock-interventions.ts';
import type { MockWebhooks } from '../webhooks/mock-webhooks.ts';
import type { ChangeHooks } from './change-hooks.ts';
import type { MuseumMock, MuseumScenario } from './mock.ts';
import type { MockConfig } from './mock-options.ts';
import type { MockRuntime, RuntimeAdapter } from './mock-runtime.ts';
import { applyPactState } from './pact-state.ts';
import type { RuntimeClock } from './runtime-clock.ts';
import type { ScenarioSwitch } from './scenario-switch.ts';

/**
 * What {@link createMuseumMockFacade} builds the public mock over: the runtime's parts.
 */
export type MockFacadeParts = Pick<
  MockRuntime,
  'store' | 'journal' | 'interventions' | 'idempotency' | 'sleep'
> & {
  clock: RuntimeClock;
  hooks: ChangeHooks;
  scenarios: ScenarioSwitch;
  /** The config of the mock's options in `scenario`. */
  configure: (scenario: string | MuseumScenario) => MockConfig;
  webhooks: MockWebhooks;
  /** The msw handlers the adapter serves, built on first read of `mock.handlers`. */
  handlers: RuntimeAdapter['handlers'];
};

/**
 * The {@link MuseumMock} a user holds, over a runtime (read when called: the runtime holds the
 * mock, so it is built after it) and its parts.
 */
export function createMuseumMockFacade(runtime: () => MockRuntime, parts: MockFacadeParts): MuseumMock {
  const { store, journal, interventions, idempotency, clock, hooks, scenarios, configure, sleep } = parts;
  const moveClock = (step: () => void) => clock.move(step, () => hooks.commit({ kind: 'clock-moved' }));
  let handlers: MuseumMock['handlers'] | undefined;
  const facade: MuseumMock = {
    get handlers() {
      handlers ??= parts.handlers?.(runtime()) ?? [];
      return handlers;
    },
    store,
    journal,
    get options() {
      return runtime().config;
    },
    webhooks: parts.webhooks,
    clock: {
      now: () => clock.now(),
      set: (instant) => moveClock(() => clock.now.set(instant)),
      advance: (by) => moveClock(() => clock.now.advance(by)),
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const answered = await runtime().answer(fetchMockRequest(request));
      if (answered === undefined || answered.kind === 'network-error') {
        // Rejected as undici's fetch rejects (`fetch failed`, the reason as `cause`), so clients
        // that recognise network errors by their message (ky) retry it as one.
        throw new TypeError('fetch failed', {
          cause: new Error(`museum mock: no answer for ${request.method} ${request.url}`),
        });
      }
      return toResponse(answered, request.method === 'HEAD');
    },
    reset() {
      scenarios.enter(configure(runtime().config.scenario));
    },
    useScenario(scenario) {
      scenarios.enter(configure(scenario));
    },
    snapshot: () => store.snapshot(),
    restore(snapshot) {
      store.restore(snapshot);
      idempotency.clear();
      hooks.changed();
    },
    pactState(change) {
      return applyPactState(facade, change);
    },
    fault: (operation, fault, faultOptions) =>
      interventions.add(operation, 'fault', faultAnswerer(fault, sleep), faultOptions, fault),
    override: (operation, resolver, overrideOptions) =>
      interventions.add(operation, 'override', overrideAnswerer(resolver), overrideOptions),
    removeFault: (id) => id.startsWith('fault-') && interventions.remove(id),
    clearFaults: () => interventions.clear(),
    onChange: (listener) => hooks.onChange(listener),
  };
  return facade;
}
