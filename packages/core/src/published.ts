/**
 * The `@museum-api/core/published` entry: each published version of the Museum API (1.1.1 and
 * 1.2.1) restated as zod schemas, as open as the descriptions leave them. A client reads any
 * server's answers with these; core's own schemas (the root and `./schemas` entries) add this
 * project's house rules. Kept apart so neither entry grows for those who need only the other.
 *
 * @packageDocumentation
 */

// The levels name what a client or the verifier holds a server to; the validating client needs
// them beside the published schemas without loading the root entry (the store, the rules).
export { museumContractLevels } from './contract-level.ts';
export { museumSuccessSchema } from './http/success-schemas.ts';
export type { MuseumApi11Confirmation, MuseumApi11Event } from './published/api-1-1.ts';
export { museumApi11 } from './published/api-1-1.ts';
export type {
  MuseumApi12Confirmation,
  MuseumApi12Event,
  PublishedMuseumHours,
} from './published/api-1-2.ts';
export { museumApi12 } from './published/api-1-2.ts';
export {
  PublishedDateSchema,
  PublishedEmailSchema,
  PublishedErrorSchema,
  PublishedPriceSchema,
  PublishedTextSchema,
  PublishedTicketTypeSchema,
  PublishedTimeSchema,
  PublishedUuidSchema,
  publishedParameters,
  publishedQueries,
  publishedRefusals,
} from './published/published-formats.ts';
