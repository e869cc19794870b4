import { mockFaultSchema } from '../interventions/mock-fault.ts';
import { mockProxyOptionsSchema } from '../proxy/proxy-options.ts';
import { mockWebhookOptionsSchema } from '../webhooks/webhook-options.ts';

// Only `./options` imports this file, so only a server of the mock builds these schemas when it
// loads: the mock's own entries build them on first use (a fault queued, a mock given `proxy` or
// `webhooks`).

/**
 * A fault on its own, as `mock.fault()` takes it: for a server's options (`--fault`).
 *
 * @example
 * ```ts
 * MockFaultSchema.parse({ status: 503, retryAfter: 5 });
 * ```
 */
export const MockFaultSchema = mockFaultSchema();

/**
 * The `proxy` option as a schema: for a server's options and its config file.
 *
 * @example
 * ```ts
 * MockProxyOptionsSchema.parse({ baseUrl: 'https://staging.museum.example/v1.1' }).timeout; // 10_000
 * ```
 */
export const MockProxyOptionsSchema = mockProxyOptionsSchema();

/**
 * The `webhooks` option as a schema: for a server's options and its config file.
 *
 * @example
 * ```ts
 * MockWebhookOptionsSchema.parse({}).maxAttempts; // 5
 * ```
 */
export const MockWebhookOptionsSchema = mockWebhookOptionsSchema();
