// The client README's per-call options, raw responses and idempotent purchases, run against the
// standalone mock. Outside the regions: the client and the draft the README takes as given.
import { createMuseumClient, isMuseumClientError } from '@museum-api/client';

const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials: { username: 'front-desk', password: 'secret' },
  idempotency: 'honoured', // the mock keeps idempotency keys
});
const traceId = '4bf92f3577b34da6';
const checkout = { id: 'a3c0f3de-5b8e-4c61-9a43-2f1f0d7e9b15' };
const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' } as const;

// #region call-options
// This call only: a tighter timeout, more retries, one more header
const week = await museum.getMuseumHours(
  { startDate: '2026-12-01', limit: 7 },
  { timeout: 2_000, retry: { limit: 4, backoffLimit: 1_000 }, headers: { 'x-trace-id': traceId } },
);
// #endregion call-options

// #region with-response
const { data: event, response } = await museum.withResponse.createSpecialEvent({
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour.',
  dates: ['2026-12-05'],
  price: 25,
});
console.log(event.eventId, response.status, response.headers.get('location')); // 201, …/special-events/<id>
// #endregion with-response

// #region idempotency
// On a client made with idempotency: 'honoured': a new key per call, the same on each of its retries
const ticket = await museum.buyMuseumTickets(purchase);
// Your own key: a second call with it (after a reload, say) is the same purchase
const again = await museum.buyMuseumTickets(purchase, { idempotencyKey: checkout.id });
// No key, and then no retries either
const once = await museum.buyMuseumTickets(purchase, { idempotency: false });
// #endregion idempotency

// #region request-id
try {
  await museum.getSpecialEvent(event.eventId, { timeout: 5_000 });
} catch (error) {
  if (isMuseumClientError(error)) console.error(error.message, 'request id:', error.requestId);
  throw error;
}
// #endregion request-id

const checks = {
  'open days': week.length > 0,
  'created and located': response.status === 201 && response.headers.get('location')?.endsWith(event.eventId),
  'tickets bought': [ticket, again, once].every(({ ticketType }) => ticketType === 'general'),
};
const failed = Object.entries(checks).filter(([, ok]) => !ok);
if (failed.length > 0) throw new Error(`README call options misbehaved: ${failed.map(([name]) => name).join(', ')}`);
