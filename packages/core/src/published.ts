/**
 * The `@museum-api/core/published` entry: each published version of the Museum API (1.1.1 and
 * 1.2.1) restated as zod schemas, as open as the descriptions leave them. A client reads any
 * server's answers with these; core's own schemas (the root and `./schemas` entries) add this
 * project's house rules. Kept apart so neither entry grows for those who need only the other.
 *
 * @packageDocumentation
 */

// Also here (one definition, in contract-level.ts): the validating client takes a level beside
// the published schemas, and the root entry would have it read the store and the ticket renderer.
export type { MuseumContractLevel } from './contract-level.ts';
export { museumContractLevels } from './contract-level.ts';
export type { MuseumApi11Confirmation, MuseumApi11Event } from './published/museum-api-1-1.ts';
export { museumApi11 } from './published/museum-api-1-1.ts';
export type {
  MuseumApi12Confirmation,
  MuseumApi12Event,
  PublishedMuseumHours,
} from './published/museum-api-1-2.ts';
export { museumApi12 } from './published/museum-api-1-2.ts';
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
