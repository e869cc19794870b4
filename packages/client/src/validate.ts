// The opt-in validating entry: checks requests and responses with core's zod schemas. Kept apart
// from the default entry so only the apps that want the checks pay for zod.

export {
  isMuseumValidationError,
  MuseumValidationError,
} from './errors/museum-validation-error.ts';
export { createValidatingMuseumClient, withValidation } from './with-validation.ts';
