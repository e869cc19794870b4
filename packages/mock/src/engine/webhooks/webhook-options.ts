import { decodeWebhookSecret } from '@museum-api/core/webhooks';
import * as z from 'zod/mini';
import { durationOption, maxTimerMs } from '../options/duration-option.ts';
import { onFirstUse } from '../options/on-first-use.ts';
import { checked, functionOf, wholeNumber } from '../options/parse-options.ts';
import { webhookTargetProblem } from './webhook-target.ts';

const hostRule = 'must be host names such as "hooks.internal.test"';

/**
 * The mock's `webhooks` option, said once: each field's type, rule, default and documentation,
 * for the mock's `webhooks` option and the config file. {@link MockWebhookOptions} is its input.
 * Built on first use: a mock given no `webhooks` never builds it (most tests), and its deliveries
 * apply the defaults only when they first need one.
 */
export const mockWebhookOptionsSchema = onFirstUse(() =>
  z
    .strictObject({
      /**
       * The subscribers the mock starts with (and returns to on `reset()`): `http:` or `https:`
       * URLs on an allowed host.
       * @default []
       * @example ['http://127.0.0.1:9000/hooks']
       */
      urls: z._default(z.readonly(z.array(z.string({ error: 'must be URLs' }))), []),
      /**
       * The Standard Webhooks secret deliveries are signed with: `whsec_` and a base64 key.
       * @default one the mock makes (`createWebhookSecret()`), read it from `mock.webhooks.secret`
       * @example 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
       */
      secret: z.optional(checked<string>(secretProblem)),
      /**
       * How long one attempt may take, answer included; past it the attempt fails and is retried.
       * A duration such as `'2s'`, or a number of milliseconds.
       * @default '5s'
       * @example '1s'
       */
      timeout: z.prefault(durationOption({ min: 1, max: maxTimerMs }), '5s'),
      /**
       * Most attempts per delivery, the first included; after the last failure it is `failed`.
       * @default 5
       * @example 3
       */
      maxAttempts: z._default(wholeNumber(1, 'must be a whole number >= 1'), 5),
      /**
       * How long, on the mock's clock, before the first retry; each further retry waits twice as
       * long. A duration such as `'200ms'`, or a number of milliseconds.
       * @default '1s'
       * @example '200ms'
       */
      retryDelay: z.prefault(durationOption(), '1s'),
      /**
       * Host names a subscriber may have besides loopback (`localhost`, `127.0.0.1`, `::1`), which
       * is always allowed: the mock sends nowhere else.
       * @default []
       * @example ['hooks.internal.test']
       */
      allowHosts: z._default(
        z.readonly(
          z.array(
            z.string({ error: hostRule }).check(z.refine((host) => /^[\w.:[\]-]+$/.test(host), hostRule)),
          ),
        ),
        [],
      ),
      /**
       * The `fetch` deliveries are sent with; redirects are never followed whatever it does.
       * @default globalThis.fetch (msw's bypassing fetch under `createMuseumMock`)
       * @example (input, init) => fetch(input, init)
       */
      fetch: z.optional(functionOf<(input: string, init: RequestInit) => Promise<Response>>()),
    })
    .check(
      z.superRefine((options, context) => {
        options.urls.forEach((url, index) => {
          const problem = webhookTargetProblem(url, options.allowHosts);
          if (problem !== undefined)
            context.addIssue({ code: 'custom', message: problem, path: ['urls', index] });
        });
      }),
    ),
);

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
export interface MockWebhookOptions extends z.input<ReturnType<typeof mockWebhookOptionsSchema>> {}

/**
 * The webhook options in force: {@link MockWebhookOptions} parsed, every default applied.
 */
export type WebhookConfig = z.output<ReturnType<typeof mockWebhookOptionsSchema>>;

function secretProblem(secret: unknown): string | undefined {
  if (typeof secret !== 'string') return 'must be a whsec_ secret';
  try {
    decodeWebhookSecret(secret);
    return undefined;
  } catch (error) {
    return `must be a whsec_ secret (${(error as Error).message})`;
  }
}
