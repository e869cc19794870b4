import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.ts';
import type { adminWebhookDeliveriesSchema } from './webhook-schemas.ts';

describe('the admin deliveries schema is the public delivery type', () => {
  it('lists exactly WebhookDelivery values', () => {
    expectTypeOf<z.input<ReturnType<typeof adminWebhookDeliveriesSchema>>>().toEqualTypeOf<
      WebhookDelivery[]
    >();
  });
});
