import { constantTimeEqual } from '@museum-api/core';
import type { MockRequest } from '../http/mock-request.ts';
import { ProblemError } from '../http/problem-error.ts';

/**
 * Refuses an admin request that does not present `Authorization: Bearer <token>`, comparing in
 * constant time so the answer's timing does not tell how much of a guess was right.
 *
 * @throws {ProblemError} 401 with a Bearer challenge.
 */
export function checkAdminToken(request: MockRequest, token: string): void {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!constantTimeEqual(token, presented)) {
    throw ProblemError.unauthorized(
      'The admin API needs "Authorization: Bearer <admin token>"',
      'Bearer realm="museum-mock admin"',
    );
  }
}
