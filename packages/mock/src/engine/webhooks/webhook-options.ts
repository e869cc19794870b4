import type { Duration } from '@museum-api/core/http';
import { decodeWebhookSecret } from '@museum-api/core/webhooks';
import * as z from 'zod';
import { durationOption, maxTimerMs } from '../options/duration-option.ts';
import { checked, functionOf } from '../options/parse-options.ts';
import { webhookTargetProblem } from './webhook-target.ts';

/**
 * Where and how the mock publishes `publishNewEvent` (the 1.2.1 description's webhook): a
 * signed POST of the event, as the API answers it, to each subscriber after a create and after
 * each PATCH that changes the event. See docs/webhooks.md.
 *
 * @example
 * ```ts
 * createMuseumMock({ webhooks: { urls: ['http://127.0.0.1:9000/hooks'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } });
 * ```
 */
export interface MockWebhookOptions {
  /**
   * The subscribers the mock starts with (and returns to on `reset()`): `http:` or `https:`
   * URLs on an allowed host.
   * @default []
   * @example ['http://127.0.0.1:9000/hooks']
   */
  urls?: readonly string[] | undefined;
  /**
   * The Standard Webhooks secret deliveries are signed with: `whsec_` and a base64 key.
   * @default one the mock makes (`createWebhookSecret()`), read it from `mock.webhooks.secret`
   * @example 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
   */
  secret?: string | undefined;
  /**
   * How long one attempt may take, answer included; past it the attempt fails and is retried.
   * A duration such as `'2s'`, or a number of milliseconds.
   * @default '5s'
   * @example '1s'
   */
  timeout?: Duration | undefined;
  /**
   * Most attempts per delivery, the first included; after the last failure it is `failed`.
   * @default 5
   * @example 3
   */
  maxAttempts?: number | undefined;
  /**
   * How long, on the mock's clock, before the first retry; each further retry waits twice as
   * long. A duration such as `'200ms'`, or a number of milliseconds.
   * @default '1s'
   * @example '200ms'
   */
  retryDelay?: Duration | undefined;
  /**
   * Host names a subscriber may have besides loopback (`localhost`, `127.0.0.1`, `::1`), which
   * is always allowed: the mock sends nowhere else.
   * @default []
   * @example ['hooks.internal.test']
   */
  allowHosts?: readonly string[] | undefined;
  /**
   * The `fetch` deliveries are sent with; redirects are never followed whatever it does.
   * @default globalThis.fetch (msw's bypassing fetch under `createMuseumMock`)
   * @example (input, init) => fetch(input, init)
   */
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined;
}

const wholeNumber = (min: number, rule: string) =>
  z.number({ error: rule }).refine((value) => Number.isSafeInteger(value) && value >= min, rule);

const hostRule = 'must be host names such as "hooks.internal.test"';

/**
 * {@link MockWebhookOptions} as a schema (its input type is that interface): the rules and
 * defaults, said once, for the mock's `webhooks` option and the config file.
 *
 * @example
 * ```ts
 * MockWebhookOptionsSchema.parse({}).maxAttempts; // 5
 * ```
 */
export const MockWebhookOptionsSchema = z
  .strictObject({
    urls: z
      .array(z.string({ error: 'must be URLs' }))
      .readonly()
      .default([]),
    secret: checked<string>(secretProblem).optional(),
    timeout: durationOption({ min: 1, max: maxTimerMs }).default(5000),
    maxAttempts: wholeNumber(1, 'must be a whole number >= 1').default(5),
    retryDelay: durationOption().default(1000),
    allowHosts: z
      .array(z.string({ error: hostRule }).refine((host) => /^[\w.:[\]-]+$/.test(host), hostRule))
      .readonly()
      .default([]),
    /** As {@link MockWebhookOptions.fetch}: checked to be a function. */
    fetch: functionOf<NonNullable<MockWebhookOptions['fetch']>>().optional(),
  })
  .superRefine((options, context) => {
    options.urls.forEach((url, index) => {
      const problem = webhookTargetProblem(url, options.allowHosts);
      if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem, path: ['urls', index] });
    });
  });

/**
 * The webhook options in force: {@link MockWebhookOptions} parsed, every default applied.
 */
export type WebhookConfig = z.output<typeof MockWebhookOptionsSchema>;

function secretProblem(secret: unknown): string | undefined {
  if (typeof secret !== 'string') return 'must be a whsec_ secret';
  try {
    decodeWebhookSecret(secret);
    return undefined;
  } catch (error) {
    return `must be a whsec_ secret (${(error as Error).message})`;
  }
}
