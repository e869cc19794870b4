/// <reference types="node" />
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expectTypeOf, it } from 'vitest';
import type { EventOf } from '../version-shapes.ts';
import {
  isMuseumWebhookError,
  type MuseumWebhookDelivery,
  type MuseumWebhookErrorReason,
  unwrapMuseumWebhook,
} from '../webhooks.ts';

declare const body: string;
declare const secret: string;
declare const nodeHeaders: IncomingHttpHeaders;

describe('unwrapMuseumWebhook types', () => {
  it('returns 1.2’s event by default, and 1.1’s when asked', async () => {
    const delivery = await unwrapMuseumWebhook(body, new Headers(), secret);
    expectTypeOf(delivery).toEqualTypeOf<MuseumWebhookDelivery<'1.2'>>();
    expectTypeOf(delivery.event).toEqualTypeOf<EventOf<'1.2'>>();
    expectTypeOf(delivery.event.eventId).toEqualTypeOf<string | undefined>();
    expectTypeOf(delivery.event.dates).toEqualTypeOf<string[]>();
    expectTypeOf(delivery.id).toBeString();
    expectTypeOf(delivery.timestamp).toEqualTypeOf<Date>();

    const old = await unwrapMuseumWebhook(body, nodeHeaders, secret, { apiVersion: '1.1' });
    expectTypeOf(old.event).toEqualTypeOf<EventOf<'1.1'>>();
    expectTypeOf(old.event.eventId).toBeString();
  });

  it('takes Fetch Headers, Node’s IncomingHttpHeaders and plain records, and nothing else', () => {
    expectTypeOf(unwrapMuseumWebhook).parameter(1).toExtend<MuseumWebhookHeadersLike>();
    expectTypeOf<IncomingHttpHeaders>().toExtend<Parameters<typeof unwrapMuseumWebhook>[1]>();
    expectTypeOf<Headers>().toExtend<Parameters<typeof unwrapMuseumWebhook>[1]>();
    expectTypeOf<Record<string, string>>().toExtend<Parameters<typeof unwrapMuseumWebhook>[1]>();
    // @ts-expect-error: a header value is text
    unwrapMuseumWebhook(body, { 'webhook-id': 1 }, secret);
    // @ts-expect-error: the body is the raw text, not the parsed object
    unwrapMuseumWebhook({ name: 'x' }, nodeHeaders, secret);
    // @ts-expect-error: only the published versions
    unwrapMuseumWebhook(body, nodeHeaders, secret, { apiVersion: '2.0' });
  });

  it('narrows an unknown error, and its reason to one literal per check', () => {
    const error: unknown = new Error('x');
    if (isMuseumWebhookError(error)) {
      expectTypeOf(error.reason).toEqualTypeOf<MuseumWebhookErrorReason>();
      expectTypeOf(error.webhookId).toEqualTypeOf<string | undefined>();
      if (error.reason === 'stale-timestamp' || error.reason === 'future-timestamp') {
        expectTypeOf(error.reason).toEqualTypeOf<'stale-timestamp' | 'future-timestamp'>();
      } else {
        expectTypeOf(error.reason).toEqualTypeOf<
          'invalid-secret' | 'missing-header' | 'malformed-header' | 'bad-signature' | 'invalid-body'
        >();
      }
      // @ts-expect-error: not a reason this error has
      error.reason === 'expired';
    }
  });
});

type MuseumWebhookHeadersLike = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;
