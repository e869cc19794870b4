import { utf8Decoder } from '../platform/text-codecs.ts';
import type { MockRequest } from './mock-request.ts';
import { ProblemError } from './problem-error.ts';

/**
 * Reads a request body that must be one JSON object, refusing as docs/http-contract.md prescribes:
 * 415 for another media type, 413 past `maxBytes` (from `Content-Length` before reading, and
 * while streaming, so an oversized or lying body is never held whole), 400 for an empty body,
 * bytes that are not UTF-8, malformed JSON, or JSON that is not an object. A refusal before the
 * body is read (400 without one, 415, 413 by `Content-Length`) is thrown, the others reject.
 */
export function readJsonBody(request: MockRequest, maxBytes: number): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type');
  const declaredLength = request.headers.get('content-length');
  if (contentType === null && (!request.hasBody || declaredLength === '0')) {
    throw ProblemError.invalidRequest('A JSON body is required', [{ path: '(body)', message: 'Required' }]);
  }
  if (!isJsonMediaType(contentType)) throw ProblemError.unsupportedMediaType(request.method, contentType);
  if (declaredLength !== null && Number(declaredLength) > maxBytes)
    throw ProblemError.payloadTooLarge(maxBytes);
  // Not an async function: its frame would be one more promise and microtask per request.
  return request.readBody(maxBytes).then(jsonObjectOf);
}

function jsonObjectOf(bytes: Uint8Array): Record<string, unknown> {
  if (bytes.length === 0) {
    throw ProblemError.invalidRequest('A JSON body is required', [{ path: '(body)', message: 'Required' }]);
  }
  let text: string;
  try {
    text = utf8Decoder({ fatal: true }).decode(bytes);
  } catch {
    throw ProblemError.invalidRequest('The request body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw ProblemError.invalidRequest(`Malformed JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
    throw ProblemError.invalidRequest(`The request body must be a JSON object, not ${kind}`, [
      { path: '(body)', message: 'Expected a JSON object' },
    ]);
  }
  return value as Record<string, unknown>;
}

/** `application/json`, with at most a UTF-8 charset parameter (JSON is UTF-8 by RFC 8259). */
function isJsonMediaType(header: string | null): boolean {
  if (header === null) return false;
  // What nearly every client sends, decided without splitting.
  if (header === 'application/json') return true;
  const [essence = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (essence !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8', '"utf-8"'].includes(value);
  });
}
