/**
 * The opt-in validating entry of `@museum-api/client`: checks requests and responses with core's
 * zod schemas. Kept apart from the default entry so only the apps that want the checks pay for zod.
 *
 * @packageDocumentation
 */

export {
  isMuseumValidationError,
  MuseumValidationError,
} from './errors/validation-error.ts';
export type { MuseumHouseRules } from './house-rules.ts';
export { houseRules } from './house-rules.ts';
export type { MuseumValidationOptions } from './with-validation.ts';
export { createValidatingMuseumClient, withValidation } from './with-validation.ts';
