import { problemTypes } from '@museum-api/core';
import type { MuseumAnswer } from '../http/answer.ts';
import type { MockFailure } from '../journal/journal-types.ts';

/**
 * The response header that marks an answer as the mock's own failure, never the API's: its value
 * is the error's name and message on one line (at most 200 characters).
 *
 * @example
 * ```ts
 * if (response.headers.has(mockFailureHeader)) throw new Error(response.headers.get(mockFailureHeader) ?? '');
 * ```
 */
export const mockFailureHeader = 'Museum-Mock-Failure';

/**
 * The record of a thrown value.
 */
export function mockFailureOf(error: unknown): MockFailure {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message, stack } = error as Partial<Error>;
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: String(message),
      ...(typeof stack === 'string' ? { stack } : {}),
    };
  }
  return { name: 'Error', message: `a non-error was thrown: ${String(error)}` };
}

/**
 * The mock's own 500 for a request it failed to answer, marked so no one takes it for the API's:
 * the {@link mockFailureHeader} header and a `mock-failure` problem naming the cause.
 */
export function mockFailureAnswer(failure: MockFailure, instance: string): MuseumAnswer {
  const cause = `${failure.name}: ${failure.message}`;
  return {
    kind: 'problem',
    status: 500,
    headers: { [mockFailureHeader]: headerSafe(cause) },
    problem: {
      type: problemTypes.mockFailure,
      title: 'The mock itself failed',
      status: 500,
      detail:
        `Not an answer of the Museum API: the mock failed while answering (${cause}). ` +
        'The test that sent this request fails with this cause.',
      instance,
    },
  };
}

// A header value is one line of visible ASCII; a message may hold anything.
function headerSafe(text: string): string {
  const visible = text.replace(/[^\x20-\x7e]+/g, ' ').trim();
  return visible.length > 200 ? `${visible.slice(0, 197)}...` : visible;
}
