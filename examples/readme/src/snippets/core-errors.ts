// The core README's error-handling block, run as a script.
import { MuseumStore } from '@museum-api/core';

const store = new MuseumStore({ clock: '2026-12-01T10:00:00Z' });
// #region errors
import { isMuseumDomainError } from '@museum-api/core';

try {
  store.buyTicket({ ticketType: 'general', ticketDate: '2026-11-30', email: 'not-an-email' });
} catch (error) {
  if (!isMuseumDomainError(error)) throw error;
  console.log(error.kind); // 'invalid' (or 'not-found')
  console.log(error.issues); // [{ path: 'email', message: 'Expected an e-mail address' }]
}
// #endregion errors
