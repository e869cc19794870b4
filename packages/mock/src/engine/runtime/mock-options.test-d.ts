import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { MockProxyOptions, mockProxyOptionsSchema } from '../proxy/proxy-options.ts';
import type { WebhookFault, webhookFaultSchema } from '../webhooks/webhook-fault.ts';
import type { MockWebhookOptions, MockWebhookOptionsSchema } from '../webhooks/webhook-options.ts';
import type { MuseumMockOptions, MuseumMockOptionsSchema } from './mock-options.ts';

describe('the mock options schema is the public options type', () => {
  it('takes exactly MuseumMockOptions', () => {
    expectTypeOf<z.input<typeof MuseumMockOptionsSchema>>().toEqualTypeOf<MuseumMockOptions>();
  });

  it('takes exactly MockProxyOptions under forward', () => {
    expectTypeOf<z.input<ReturnType<typeof mockProxyOptionsSchema>>>().toEqualTypeOf<MockProxyOptions>();
  });

  it('takes exactly MockWebhookOptions under webhooks, and WebhookFault for a delivery fault', () => {
    expectTypeOf<z.input<typeof MockWebhookOptionsSchema>>().toEqualTypeOf<MockWebhookOptions>();
    expectTypeOf<z.input<ReturnType<typeof webhookFaultSchema>>>().toEqualTypeOf<WebhookFault>();
  });
});
