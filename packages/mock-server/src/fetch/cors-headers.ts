import {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  museumApiVersionHeader,
  museumIdempotencyHeader,
  requestIdHeader,
} from '@museum-api/core';
import { hostProtocol, type MockRequest } from '@museum-api/mock/host';

const { mockFailureHeader, sessionHeader } = hostProtocol;

// Headers a page may read from an answer, beyond the CORS-safelisted ones: the client reads the
// last three to learn that the server honours keys and which version it speaks; a page's own
// tooling reads the mark of the mock's own failure.
const exposedHeaders = `Location, WWW-Authenticate, Retry-After, Allow, Accept-Post, Accept-Patch, Content-Disposition, ${requestIdHeader}, ${idempotentReplayedHeader}, ${museumIdempotencyHeader}, ${museumApiVersionHeader}, ${mockFailureHeader}`;

/**
 * Whether a request is a CORS preflight (an `OPTIONS` asking whether a method may be used).
 */
export function isPreflight(request: MockRequest): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
}

/**
 * What a CORS preflight is answered with, besides the headers every CORS answer carries.
 * Without a list of requested headers, the ones the API and its sessions use are allowed.
 */
export function preflightHeaders(request: MockRequest): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ??
      `Authorization, Content-Type, ${sessionHeader}, ${idempotencyKeyHeader}, ${requestIdHeader}`,
    'Access-Control-Max-Age': '600',
  };
}

/**
 * Headers of every answer to a request from `origin` (a page on another origin, with credentials).
 *
 * @example
 * ```ts
 * corsHeadersFor('http://localhost:5173')['Access-Control-Allow-Origin']; // 'http://localhost:5173'
 * ```
 */
export function corsHeadersFor(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': exposedHeaders,
    Vary: 'Origin',
  };
}
