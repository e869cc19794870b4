import { constantTimeEqual } from '@museum-api/core';
import type { MockRequest } from '../http/mock-request.ts';
import { ProblemError } from '../http/problem-error.ts';

/**
 * Requires `Authorization: Bearer <token>`, compared in constant time.
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
