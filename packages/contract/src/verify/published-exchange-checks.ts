import { type MuseumApiVersion, type MuseumOperation, publishedVersionOf } from '@museum-api/core';
import { museumApi11, museumApi12, museumSuccessSchema } from '@museum-api/core/published';
import type { ContractViolation } from '../checks/contract-violation.ts';
import { type Exchange, headerValue, mediaEssence } from '../checks/exchange.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What the description of `apiVersion` declares of a refusal (a 4xx answer) of `operation`: one
 * of the statuses the operation lists, or 401, which its security requirement (HTTP Basic)
 * answers to missing or refused credentials; a listed status as `application/problem+json` whose
 * body fits the description's `Error`. A 401 the operation does not list has no declared media
 * type, so only its status is the description's.
 */
function checkPublishedRefusal(
  apiVersion: MuseumApiVersion,
  operation: MuseumOperation,
  { response }: Exchange,
  label: string,
): ContractViolation[] {
  const { refusals, schemas } = apiVersion === '1.1' ? museumApi11 : museumApi12;
  const published = `Museum API ${publishedVersionOf[apiVersion]}`;
  const listed: readonly number[] = refusals.statuses[operation];
  if (!listed.includes(response.status)) {
    if (response.status === 401) return [];
    return [
      {
        check: 'status',
        message: `${label}${published} declares ${listed.join(', ')} (and 401 for credentials) as ${operation}'s refusals, not ${response.status}`,
      },
    ];
  }
  const type = mediaEssence(headerValue(response.headers, 'content-type') ?? '');
  if (type !== refusals.mediaType) {
    return [
      {
        check: 'media-type',
        message: `${label}${published} declares ${operation}'s ${response.status} as ${refusals.mediaType}, got ${type || 'none'}`,
      },
    ];
  }
  const parsed = schemas.Error.safeParse(response.body);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, 5).map((issue) => ({
    check: 'body' as const,
    message: `${label}${issue.path.join('.') || 'body'}: ${issue.message} (${published}'s Error)`,
  }));
}

/**
 * The per-exchange checks of the `spec` level: what the published description of `apiVersion`
 * says of one answer, and nothing this project added. A JSON operation answers
 * `application/json` whose body fits the description's schema, open as it is written (unknown
 * fields pass); the ticket image is `image/png` and, being a PNG, starts with the PNG signature.
 * A refusal has a status the operation declares (or 401, for credentials) and, where declared,
 * is `application/problem+json` with the description's `Error` body.
 *
 * @example
 * ```ts
 * checkPublishedExchange('1.2', 'buyMuseumTickets', exchange); // [] when it keeps 1.2.1
 * ```
 */
export function checkPublishedExchange(
  apiVersion: MuseumApiVersion,
  operation: MuseumOperation | undefined,
  { request, response }: Exchange,
): ContractViolation[] {
  if (operation === undefined || response.status < 200 || response.status > 499) return [];
  // Worded as the house checks word theirs: the request and status first, then what differed.
  const url = new URL(request.url);
  const label = `${request.method} ${url.pathname}${url.search} → ${response.status}: `;
  if (response.status >= 400)
    return checkPublishedRefusal(apiVersion, operation, { request, response }, label);
  if (response.status >= 300) return [];
  const published = `Museum API ${publishedVersionOf[apiVersion]}`;
  const type =
    (headerValue(response.headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (operation === 'getTicketCode') {
    if (type !== 'image/png') {
      return [
        {
          check: 'media-type',
          message: `${label}${published} answers the ticket image as image/png, got ${type || 'none'}`,
        },
      ];
    }
    const bytes = response.body instanceof Uint8Array ? response.body : new Uint8Array();
    if (!pngSignature.every((byte, index) => bytes[index] === byte)) {
      const text = new TextDecoder().decode(bytes.slice(0, 32));
      return [
        {
          check: 'png',
          message: `${label}the ticket image is sent as image/png but is not a PNG (${bytes.byteLength} bytes ${JSON.stringify(text)}, no PNG signature)`,
        },
      ];
    }
    return [];
  }
  const expected = museumSuccessSchema(apiVersion, operation);
  if (expected === undefined) return [];
  if (type !== 'application/json') {
    return [
      {
        check: 'media-type',
        message: `${label}${published} answers ${operation} as application/json, got ${type || 'none'}`,
      },
    ];
  }
  const { name, schema } = expected;
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, 5).map((issue) => ({
    check: 'body' as const,
    message: `${label}${issue.path.join('.') || 'body'}: ${issue.message} (${published}'s ${name})`,
  }));
}
