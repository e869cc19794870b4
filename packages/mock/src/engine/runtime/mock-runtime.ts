import type { MuseumStore } from '@museum-api/core';
import type { MockFailures } from '../failure/mock-failures.ts';
import type { MuseumAnswer } from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import type { IdempotencyKeys, KeptIdempotencyKey } from '../idempotency/idempotency-keys.ts';
import type { KeptFaults, MockInterventions } from '../interventions/mock-interventions.ts';
import type { MuseumJournal } from '../journal/journal.ts';
import type { ClockTravel, StoreChange } from '../operations/store-change.ts';
import type { PlatformApi } from '../platform/platform-needs.ts';
import type { ProxyConfig } from '../proxy/proxy-options.ts';
import type { WebhookDeliveries } from '../webhooks/webhook-deliveries.ts';
import type { MuseumMock } from './mock.ts';
import type { MockConfig } from './mock-options.ts';

/**
 * One running mock as the package's adapters hold it: the public {@link MuseumMock}, and the
 * parts behind it that answering a request reads and changes — its settings, its state (store,
 * journal, faults and overrides) and its hooks on the outside world. msw, the standalone server
 * (`@museum-api/mock-server`, through the `./host` entry), its admin API and the Playwright
 * routing are built on it; users see `mock`.
 *
 * @example
 * ```ts
 * const runtime: MockRuntime = createMockRuntime({ randomSeed: 1 }, { anyOrigin: true });
 * runtime.mock.reset();
 * ```
 */
export interface MockRuntime {
  readonly mock: MuseumMock;
  /** The options in force, parsed; replaced whole by `reset()` and `useScenario()`. */
  config: MockConfig;
  readonly store: MuseumStore;
  readonly journal: MuseumJournal;
  readonly interventions: MockInterventions;
  /** The `publishNewEvent` subscribers and deliveries. */
  readonly webhooks: WebhookDeliveries;
  /** The idempotency keys being answered and the first answers kept for them. */
  readonly idempotency: IdempotencyKeys;
  /** The mock's own failures (not the API's refusals), to fail the test that met them. */
  readonly failures: MockFailures;
  /**
   * Called after a request changed the store, with what changed (`undefined`: anything may have,
   * as after a reset) and, for a request under an idempotency key, the key and answer to keep
   * with it. It throws (or its promise, which the answer waits for, rejects) when a change could not
   * be saved, so the change is not acknowledged (the request gets a 500).
   */
  changed(change?: StoreChange, kept?: KeptIdempotencyKey): Promise<void> | undefined;
  /** Waits `ms` of real time (latency), resolving at once for 0. */
  sleep(ms: number): Promise<void>;
  /** Answers a request as the msw handler does; `undefined` when it is not under the base URL. */
  answer(request: MockRequest): Promise<MuseumAnswer> | undefined;
  /**
   * Calls `commit` with what changed after every change of the store (a request, `reset()`,
   * `restore()`), before `onChange` listeners and before the request is answered. Unlike those
   * listeners, a commit that throws fails the change's request (500) or the `reset()`/`restore()`
   * call: how durable state keeps "acknowledged" meaning "saved". `kept` is the idempotency key
   * the change was made under, to be saved in the same transaction. A request's change may be saved
   * later (a promise the answer waits for); `reset()`, `restore()` and a clock move, by the return.
   * Returns the unsubscribe function.
   */
  onCommit(
    commit: (change: StoreChange | undefined, kept: KeptIdempotencyKey | undefined) => Promise<void> | void,
  ): () => void;
  /** Where the clock was moved to (`mock.clock.set`/`advance`), or `undefined` when it was not. */
  clockTravel(): ClockTravel | undefined;
  /** Moves the clock as `travel` says (a moved clock saved by durable state), without a commit. */
  resumeClock(travel: ClockTravel): void;
  /** Puts back faults a host saved from `interventions.faults()` before a restart. */
  resumeFaults(kept: KeptFaults): void;
}

/**
 * How an adapter wants its runtime built: the msw handlers it serves (`mock.handlers`; the
 * standalone server and the Playwright routing answer without msw and build none), whether
 * only the base URL's path counts (a standalone server is reached on its own origin), and what
 * it arranges on the mock after the scenario's own `setup`, at creation and after every
 * `reset()` or scenario switch (the standalone server's `overrides`).
 */
export interface RuntimeAdapter {
  /** Builds the msw handlers of `mock.handlers`; without it the mock has none. */
  handlers?: (runtime: MockRuntime) => MuseumMock['handlers'];
  anyOrigin?: boolean;
  /** Arranges what the adapter wants on the mock, after the scenario's own `setup`. */
  setup?: (mock: MuseumMock) => void;
  /**
   * The `fetch` that proxied operations use unless `proxy.fetch` is given: msw's adapter
   * passes one that bypasses msw's interception.
   */
  proxyFetch?: ProxyConfig['fetch'];
  /** The `fetch` webhook deliveries go out with unless `webhooks.fetch` is given (msw's bypassing one). */
  webhookFetch?: ProxyConfig['fetch'];
  /**
   * In place of `setTimeout` (a Durable Object's alarm): told after every change of the deliveries
   * the real ms until the next is due by the mock's clock (`undefined`: none); the host then calls
   * `runtime.webhooks.flush()`, and may keep `runtime.webhooks.state()` to resume after a restart.
   */
  scheduleWebhooks?: (ms: number | undefined) => void;
  /** What the adapter needs from the platform besides the engine's needs, checked at creation. */
  needs?: readonly PlatformApi[];
}
