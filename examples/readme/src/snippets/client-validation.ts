// The client README's opt-in validation block.
// #region validation
import { createValidatingMuseumClient, isMuseumValidationError } from '@museum-api/client/validate';

const museum = createValidatingMuseumClient({ baseUrl: 'https://museum.example/v1.1' });
// or: withValidation(createMuseumClient(options))
// #endregion validation

const refused = await museum.buyMuseumTickets({ ticketType: 'general', ticketDate: 'tomorrow', email: 'x' }).then(
  () => false,
  (error: unknown) => isMuseumValidationError(error),
);
if (!refused) throw new Error('The validating client sent an invalid purchase');
