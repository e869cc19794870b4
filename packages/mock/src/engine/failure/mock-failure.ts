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
 * The answer to a request the mock failed to answer: 500, but marked on every layer a reader
 * looks at, so no one takes it for the API's refusal or an injected fault: the
 * {@link mockFailureHeader} header, a problem of type `urn:museum-api:problem:mock-failure` whose
 * detail names the cause, and (by the caller) the journal entry's `mockFailure`. The test that
 * sent it fails as well: `setupMuseumMock` and the Playwright fixture throw the failure after the
 * test (see `mockFailureError`).
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
