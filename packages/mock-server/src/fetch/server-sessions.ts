import { createWebhookSecret } from '@museum-api/core/webhooks';
import type { MockFault, MuseumMock } from '@museum-api/mock';
import { createMockRuntime, type MockRuntime } from '@museum-api/mock/host';
import { MockSessions } from './mock-sessions.ts';
import type { ServerConfig } from './server-options.ts';

/**
 * What a host adds to the sessions {@link serverSessions} makes: the proxy's client, and what to
 * do when a session is made or ended (Node's durable state and request feed).
 */
export interface ServerSessionHooks {
  /** The `fetch` a proxying session forwards with. @default the global `fetch` */
  proxyFetch?: ((input: URL, init: RequestInit) => Promise<Response>) | undefined;
  /** Called with each session made, before its first request. */
  created?(id: string, session: MockRuntime): void;
  /** Called with each session ended or dropped (after its waiting webhook deliveries went). */
  ended?(id: string, session: MockRuntime): void;
}

/**
 * The standalone server's sessions, on any runtime: each a mock made from the server's options
 * on first use (its `overrides` arranged on it), bounded by `maxSessions` and `sessionTtl`.
 *
 * @example
 * ```ts
 * const sessions = serverSessions(normalizeServerOptions({ randomSeed: 1 }));
 * sessions.get('alice').mock.store.listEvents();
 * ```
 */
export function serverSessions(
  config: ServerConfig,
  hooks: ServerSessionHooks = {},
): MockSessions<MockRuntime> {
  const { proxyFetch, created, ended } = hooks;
  // One webhook secret for every session, so a receiver checks every session's deliveries alike.
  const { webhooks } = config.mockOptions;
  const mockOptions =
    webhooks?.secret === undefined
      ? { ...config.mockOptions, webhooks: { ...webhooks, secret: createWebhookSecret() } }
      : config.mockOptions;
  return new MockSessions<MockRuntime>(
    (id) => {
      // Requests reach this server on its own origin: only the path of a given baseUrl counts.
      const session = createMockRuntime(mockOptions, {
        anyOrigin: true,
        ...(proxyFetch === undefined ? {} : { proxyFetch }),
        ...(config.overrides.length === 0
          ? {}
          : { setup: (mock) => arrangeOverrides(mock, config.overrides) }),
      });
      created?.(id, session);
      return session;
    },
    { maxSessions: config.maxSessions, ttlMs: config.sessionTtl },
    (session, id) => {
      // An ended session sends nothing more: its waiting deliveries go with it.
      session.webhooks.reset(session.config.webhooks);
      ended?.(id, session);
    },
  );
}

/** Puts the server's `overrides` on a session's mock, in their order (the newest wins, as usual). */
function arrangeOverrides(mock: MuseumMock, overrides: ServerConfig['overrides']): void {
  for (const { operation, fault, resolver, ...options } of overrides) {
    if (resolver !== undefined) mock.override(operation, resolver, options);
    else mock.fault(operation, fault as MockFault, options);
  }
}
