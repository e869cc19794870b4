// The client README's "Against your own backend" block, run against the standalone mock as a
// server the client knows nothing about.
// #region own-backend
import { createMuseumClient, isMuseumUnknownOutcomeError } from '@museum-api/client';
import { withValidation } from '@museum-api/client/validate';

const museum = withValidation(
  createMuseumClient({
    baseUrl: process.env.MUSEUM_URL ?? 'https://museum.example/v1.1', // 1.2's has no /v1.1
    credentials: { username: 'front-desk', password: 'secret' },
    apiVersion: '1.1', // or '1.2': the published version the server speaks
    idempotency: 'detect', // the default; 'honoured' where you know the server keeps keys
  }),
); // reads answers at the spec level: anything the published version allows passes

try {
  const ticket = await museum.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });
  console.log(ticket.confirmationCode);
} catch (error) {
  if (!isMuseumUnknownOutcomeError(error)) throw error;
  // Sent once, and no answer says what happened: the ticket may exist. Look for its confirmation
  // before buying again, or quote error.requestId to the museum.
  console.warn(error.message, error.requestId);
}
// #endregion own-backend

// Against our own mock, which keeps every house rule: the strict reading.
import { houseRules } from '@museum-api/client/validate';
const strict = withValidation(
  createMuseumClient({
    baseUrl: process.env.MUSEUM_URL ?? 'https://museum.example/v1.1',
    credentials: { username: 'front-desk', password: 'secret' },
    idempotency: 'honoured',
  }),
  { level: houseRules },
);
await strict.getMuseumHours({ limit: 1 });
