import type { MuseumApiVersion, MuseumOperation } from '@museum-api/core';
import { museumApi11, museumApi12 } from '@museum-api/core/published';
import type { ContractViolation } from '../checks/contract-violation.ts';
import { type Exchange, headerValue } from '../checks/exchange.ts';

type BodySchema = {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
};

// The schema of each operation's success body, as each version's description names it.
const successBodies: Record<MuseumApiVersion, Partial<Record<MuseumOperation, [string, BodySchema]>>> = {
  '1.1': {
    buyMuseumTickets: ['BuyMuseumTicketsResponse', museumApi11.schemas.BuyMuseumTicketsResponse],
    getMuseumHours: ['GetMuseumHoursResponse', museumApi11.schemas.GetMuseumHoursResponse],
    listSpecialEvents: ['ListSpecialEventsResponse', museumApi11.schemas.ListSpecialEventsResponse],
    getSpecialEvent: ['SpecialEventResponse', museumApi11.schemas.SpecialEventResponse],
    createSpecialEvent: ['SpecialEventResponse', museumApi11.schemas.SpecialEventResponse],
    updateSpecialEvent: ['SpecialEventResponse', museumApi11.schemas.SpecialEventResponse],
  },
  '1.2': {
    buyMuseumTickets: ['MuseumTicketsConfirmation', museumApi12.schemas.MuseumTicketsConfirmation],
    getMuseumHours: ['MuseumHours', museumApi12.schemas.MuseumHours],
    listSpecialEvents: ['SpecialEventCollection', museumApi12.schemas.SpecialEventCollection],
    getSpecialEvent: ['SpecialEvent', museumApi12.schemas.SpecialEvent],
    createSpecialEvent: ['SpecialEvent', museumApi12.schemas.SpecialEvent],
    updateSpecialEvent: ['SpecialEvent', museumApi12.schemas.SpecialEvent],
  },
};

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The per-exchange checks of the `spec` level: what the published description of `apiVersion`
 * says of one success answer, and nothing this project added. A JSON operation answers
 * `application/json` whose body fits the description's schema, open as it is written (unknown
 * fields pass); the ticket image is `image/png` and, being a PNG, starts with the PNG signature.
 * Refusals are left to the checks that expect them, since the description lists few of them.
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
  if (operation === undefined || response.status < 200 || response.status > 299) return [];
  // Worded as the house checks word theirs: the request and status first, then what differed.
  const url = new URL(request.url);
  const label = `${request.method} ${url.pathname}${url.search} → ${response.status}: `;
  const published = `Museum API ${apiVersion === '1.1' ? '1.1.1' : '1.2.1'}`;
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
  const expected = successBodies[apiVersion][operation];
  if (expected === undefined) return [];
  if (type !== 'application/json') {
    return [
      {
        check: 'media-type',
        message: `${label}${published} answers ${operation} as application/json, got ${type || 'none'}`,
      },
    ];
  }
  const [name, schema] = expected;
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return [];
  return (parsed.error?.issues ?? []).slice(0, 5).map((issue) => ({
    check: 'body' as const,
    message: `${label}${issue.path.join('.') || 'body'}: ${issue.message} (${published}'s ${name})`,
  }));
}
