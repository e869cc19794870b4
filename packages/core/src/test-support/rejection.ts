import { isMuseumDomainError, type MuseumDomainError } from '../errors/domain-error.ts';

/** Runs `action`, expects it to throw a MuseumDomainError, and returns that error. */
export function rejection(action: () => unknown): MuseumDomainError {
  try {
    action();
  } catch (error) {
    if (isMuseumDomainError(error)) return error;
    throw error;
  }
  throw new Error('Expected a MuseumDomainError, but the call succeeded');
}
