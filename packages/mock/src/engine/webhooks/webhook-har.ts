import { webhookHeaders } from '@museum-api/core/webhooks';
import type { Har, HarEntry } from '../journal/journal-har.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';

/** A HAR entry of one delivery attempt: what went where, and how it ended. */
type WebhookHarEntry = HarEntry & {
  _webhook: { attempt: number; eventId: string; state: WebhookDelivery['state']; error?: string };
};

/**
 * A HAR log with every delivery attempt added as an outgoing `POST`, all in time order: the
 * admin API's `journal.har` export shows what the mock received and what it sent. An entry
 * names its `webhook-id` (also as `_museum.requestId`); no secret or signature is kept.
 */
export function withWebhookAttempts(har: Har, deliveries: readonly WebhookDelivery[]): Har {
  const sent = deliveries.flatMap((delivery) => delivery.attempts.map((attempt) => ({ delivery, attempt })));
  if (sent.length === 0) return har;
  const entries: HarEntry[] = sent.map(
    ({ delivery, attempt }): WebhookHarEntry => ({
      startedDateTime: attempt.startedAt,
      time: attempt.durationMs,
      request: {
        method: 'POST',
        url: delivery.url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [
          { name: 'Content-Type', value: 'application/json' },
          { name: webhookHeaders.id, value: delivery.webhookId },
        ],
        queryString: [],
        headersSize: -1,
        bodySize: -1,
      },
      response: {
        status: attempt.status,
        statusText: '',
        httpVersion: attempt.status === 0 ? '' : 'HTTP/1.1',
        cookies: [],
        headers: [],
        content: { size: -1, mimeType: 'x-unknown' },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
        ...(attempt.error === undefined ? {} : { _error: attempt.error }),
      },
      cache: {},
      timings: { send: 0, wait: attempt.durationMs, receive: 0 },
      comment: `publishNewEvent delivery, attempt ${attempt.attempt}`,
      _museum: { operation: 'publishNewEvent', sequence: 0, requestId: delivery.webhookId },
      _webhook: {
        attempt: attempt.attempt,
        eventId: delivery.eventId,
        state: delivery.state,
        ...(attempt.error === undefined ? {} : { error: attempt.error }),
      },
    }),
  );
  const all = [...har.log.entries, ...entries].sort((a, b) =>
    a.startedDateTime.localeCompare(b.startedDateTime),
  );
  return { log: { ...har.log, entries: all } };
}
