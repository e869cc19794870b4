// The client README's "Receiving webhooks" block: a Fetch-style handler (Workers, Deno, Bun,
// Hono, Next.js) fed deliveries signed with core's signWebhook, as the museum's sender signs them.
import { signWebhook } from '@museum-api/core/webhooks';

// #region webhooks
import { isMuseumWebhookError, unwrapMuseumWebhook } from '@museum-api/client/webhooks';

const secret = process.env.MUSEUM_WEBHOOK_SECRET ?? 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const handled = new Set<string>(); // webhook-ids seen: a retried delivery keeps its id

export async function receive(request: Request): Promise<Response> {
  try {
    // The raw text: the signature covers the bytes as sent, not JSON parsed and serialised again.
    const { id, event } = await unwrapMuseumWebhook(await request.text(), request.headers, secret);
    if (!handled.has(id)) {
      handled.add(id);
      console.log(`${event.name} on ${event.dates.join(', ')}`);
    }
    return new Response(null, { status: 202 }); // duplicates too, or the sender retries them
  } catch (error) {
    if (!isMuseumWebhookError(error)) throw error;
    // error.reason: 'missing-header' | 'malformed-header' | 'stale-timestamp' | 'future-timestamp'
    //   | 'bad-signature' | 'invalid-body' | 'invalid-secret'
    return new Response(error.message, { status: 400 });
  }
}
// #endregion webhooks

const body = JSON.stringify({
  eventId: 'dad4bce8-f5cb-4078-a211-995864315e39',
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-03', '2026-12-05'],
  price: 25,
});
const timestamp = Math.floor(Date.now() / 1000);
const signature = await signWebhook({ id: 'msg_readme', timestamp, body }, secret);
const deliver = (text: string) =>
  receive(
    new Request('http://127.0.0.1/museum-events', {
      method: 'POST',
      body: text,
      headers: { 'webhook-id': 'msg_readme', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
    }),
  );

const statuses = [
  (await deliver(body)).status,
  (await deliver(body)).status,
  (await deliver(body.replace('25', '0'))).status,
];
if (statuses.join() !== '202,202,400' || handled.size !== 1) {
  throw new Error(`The webhook receiver answered ${statuses.join()} and handled ${handled.size}`);
}
