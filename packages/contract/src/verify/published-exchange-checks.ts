import { type MuseumApiVersion, type MuseumOperation, publishedVersionOf } from '@museum-api/core';
import { museumApi11, museumApi12, museumSuccessSchema } from '@museum-api/core/published';
import type * as z from 'zod/mini';
import type { ContractCheck, ContractViolation } from '../checks/contract-violation.ts';
import { type Exchange, headerValue, isPng, mediaEssence } from '../checks/exchange.ts';

/**
 * The per-exchange checks of the `spec` level: what the published description of `apiVersion`
 * says of one answer, and nothing this project added. A JSON operation answers
 * `application/json` whose body fits the description's schema, open as it is written (unknown
 * fields pass); the ticket image is `image/png` and, being a PNG, starts with the PNG signature.
 * A refusal has a status the operation declares, or 401, which its security requirement (HTTP
 * Basic) answers to missing or refused credentials; a listed status is
 * `application/problem+json` with the description's `Error` body. A 401 the operation does not
 * list has no declared media type, so only its status is the description's.
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
  const { status, body } = response;
  if (operation === undefined || status < 200 || status > 499 || (status >= 300 && status < 400)) return [];
  // Worded as the house checks word theirs: the request and status first, then what differed.
  const url = new URL(request.url);
  const label = `${request.method} ${url.pathname}${url.search} → ${status}: `;
  const published = `Museum API ${publishedVersionOf[apiVersion]}`;
  const type = mediaEssence(headerValue(response.headers, 'content-type') ?? '');
  const violation = (check: ContractCheck, message: string) => [{ check, message: `${label}${message}` }];
  // A media type other than `expected`, worded as `${published} ${what} as ${expected}`.
  const mediaOtherThan = (expected: string, what: string) =>
    type === expected
      ? undefined
      : violation('media-type', `${published} ${what} as ${expected}, got ${type || 'none'}`);
  const fits = (schema: z.ZodMiniType, name: string) => {
    const parsed = schema.safeParse(body);
    return (parsed.error?.issues ?? []).slice(0, 5).map((issue) => ({
      check: 'body' as const,
      message: `${label}${issue.path.join('.') || 'body'}: ${issue.message} (${published}'s ${name})`,
    }));
  };
  if (status >= 400) {
    const { refusals, schemas } = apiVersion === '1.1' ? museumApi11 : museumApi12;
    const listed: readonly number[] = refusals.statuses[operation];
    if (status === 401 && !listed.includes(status)) return [];
    if (!listed.includes(status)) {
      return violation(
        'status',
        `${published} declares ${listed.join(', ')} (and 401 for credentials) as ${operation}'s refusals, not ${status}`,
      );
    }
    return (
      mediaOtherThan(refusals.mediaType, `declares ${operation}'s ${status}`) ?? fits(schemas.Error, 'Error')
    );
  }
  if (operation === 'getTicketCode') {
    const media = mediaOtherThan('image/png', 'answers the ticket image');
    if (media !== undefined || isPng(body)) return media ?? [];
    const bytes = body instanceof Uint8Array ? body : new Uint8Array();
    const text = new TextDecoder().decode(bytes.slice(0, 32));
    return violation(
      'png',
      `the ticket image is sent as image/png but is not a PNG (${bytes.byteLength} bytes ${JSON.stringify(text)}, no PNG signature)`,
    );
  }
  const expected = museumSuccessSchema(apiVersion, operation);
  if (expected === undefined) return [];
  return mediaOtherThan('application/json', `answers ${operation}`) ?? fits(expected.schema, expected.name);
}
