import type { ContractViolation } from './contract-violation.ts';

/**
 * Headers as any side of an exchange holds them: a Fetch `Headers`, or a plain record (any case;
 * Node's `IncomingHttpHeaders` included).
 *
 * @example
 * ```ts
 * const headers: ExchangeHeaders = { location: '/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10' };
 * ```
 */
export type ExchangeHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * One request and its answer, as a test, the verifier or a proxy saw them.
 *
 * @example
 * ```ts
 * const exchange: Exchange = {
 *   request: { method: 'DELETE', url: 'http://127.0.0.1:4010/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10' },
 *   response: { status: 204 },
 * };
 * ```
 */
export interface Exchange {
  /**
   * The operation id (`createSpecialEvent`), when the caller already knows it (a proxy that
   * routed the request). Without it the operation is found from the method and the URL's path.
   */
  operation?: string | undefined;
  request: {
    /** Request method, any case. */
    method: string;
    /** A whole URL, or a path including the base path (`/v1.1/tickets`); a query is ignored. */
    url: string;
  };
  response: {
    status: number;
    /**
     * Response headers. `Content-Type` is read from them; documented headers (`Location`,
     * `Allow`, `WWW-Authenticate`) are checked only when headers are given.
     */
    headers?: ExchangeHeaders | undefined;
    /**
     * The body: parsed JSON for JSON media types, the bytes (`Uint8Array`) of an image, or
     * `undefined` for none. `checkResponse` reads it from a `Response`.
     */
    body?: unknown;
  };
}

/** One header of an exchange by name, any case; a repeated header's values joined with `, `. */
export function headerValue(headers: ExchangeHeaders | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' || value === undefined ? value : value.join(', ');
}

/** The path of a request URL, whole or a bare path; the query is dropped. */
export function pathOf(url: string): string {
  return new URL(url, 'http://request.invalid').pathname;
}

/** The essence of a `Content-Type` (`type/subtype`, lower case, no parameters). */
export function mediaEssence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether `body` is bytes that start with the PNG signature. */
export function isPng(body: unknown): boolean {
  return body instanceof Uint8Array && pngSignature.every((byte, index) => body[index] === byte);
}

/** Whether a media type's body is JSON (`application/json` or any `+json`). */
export function isJsonMedia(essence: string): boolean {
  return essence === 'application/json' || essence.endsWith('+json');
}

/**
 * A body as the checks read it: `undefined` when empty, parsed JSON for a JSON media type (the
 * text, `unparsable`, when it does not parse), else the text or the bytes as `asText` says.
 */
export function readBody(
  essence: string,
  bytes: Uint8Array,
  asText: boolean,
): { body: unknown; unparsable?: true } {
  if (bytes.byteLength === 0) return { body: undefined };
  if (!isJsonMedia(essence)) return { body: asText ? new TextDecoder().decode(bytes) : bytes };
  const text = new TextDecoder().decode(bytes);
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text, unparsable: true };
  }
}

/** The violation of a JSON media type whose body does not parse; `request` is `METHOD /path`. */
export function notJson(request: string, status: number): ContractViolation {
  return { check: 'body', message: `${request} → ${status}: the body is not valid JSON` };
}
