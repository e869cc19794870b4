// The mock-server README's "an app in its own session" block, run as a script against the
// standalone mock the snippets test starts (without --admin: joining a session needs none).
// #region session
import { createMuseumClient, isMuseumApiError } from '@museum-api/client';

const baseUrl = process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1'; // e.g. `npx museum-mock`
// The app's own session: the server makes it on the first request that names it, from its seed.
const kiosk = createMuseumClient({
  baseUrl,
  credentials: { username: 'kiosk', password: '' },
  headers: { 'X-Museum-Session': 'kiosk-1' },
});
const ticket = await kiosk.buyMuseumTickets({
  ticketType: 'general',
  ticketDate: '2026-12-02',
  email: 'visitor@example.com',
});

// Any other session, or none (the default one), has its own state: the ticket is not there.
const elsewhere = createMuseumClient({ baseUrl, credentials: { username: 'kiosk', password: '' } });
const seen = await elsewhere.getTicketCode(ticket.ticketId).then(
  () => 'found',
  (error: unknown) => (isMuseumApiError(error) ? error.status : error),
);
console.log(seen); // 404
// #endregion session
if (seen !== 404) throw new Error(`expected the default session not to hold the ticket, got ${String(seen)}`);
