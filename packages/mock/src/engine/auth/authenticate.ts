import { constantTimeEqual } from '@museum-api/core';
import type { MockRequest } from '../http/mock-request.ts';
import { ProblemError } from '../http/problem-error.ts';
import type { MockAuth } from './basic-auth.ts';
import { parseBasicAuth } from './basic-auth.ts';

/**
 * Checks Basic credentials against `auth`, noting the user name first so the journal names refusals too.
 * Synchronous but for a verifier function, whose check is the promise returned (every request
 * pays for an await otherwise).
 * @throws {ProblemError} 401 with the challenge: missing, malformed or not accepted (a verifier's
 * refusal rejects the promise with it).
 */
export function authenticate(
  request: MockRequest,
  auth: MockAuth,
  notes: { username?: string },
): Promise<void> | undefined {
  if (auth === false) return;
  const header = request.headers.get('authorization');
  if (header === null) {
    throw ProblemError.unauthorized(
      'This operation requires HTTP Basic credentials (Authorization: Basic …)',
    );
  }
  const credentials = parseBasicAuth(header);
  if (credentials === undefined) {
    throw ProblemError.unauthorized('The Authorization header is not well-formed HTTP Basic credentials');
  }
  notes.username = credentials.username;
  if (auth === 'any') return;
  if (typeof auth === 'function') {
    return (async () => {
      if ((await auth(credentials, request.toRequest())) !== true) throw notAccepted();
    })();
  }
  // Both comparisons always run, so timing does not tell which of the two was wrong.
  const accepted = [
    constantTimeEqual(auth.username, credentials.username),
    constantTimeEqual(auth.password, credentials.password),
  ].every(Boolean);
  if (!accepted) throw notAccepted();
}

function notAccepted(): ProblemError {
  return ProblemError.unauthorized('These credentials are not accepted');
}
