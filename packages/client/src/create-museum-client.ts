import ky from 'ky';
import { MuseumResponseError } from './errors/museum-response-error.ts';
import type { MuseumClient, MuseumClientWithResponse, WithResponse } from './museum-client.ts';
import {
  type MuseumClientOptions,
  type MuseumIdempotentCallOptions,
  normalizeCallOptions,
  normalizeClientOptions,
} from './options.ts';
import { toTicketImage } from './ticket-image.ts';
import { toMuseumClient } from './to-museum-client.ts';
import { toMuseumError } from './to-museum-error.ts';

type Query = Record<string, string | number | undefined>;

/**
 * Creates a typed client of the Museum API. Works in browsers and Node 22+.
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 *
 * const client = createMuseumClient({
 *   baseUrl: 'https://museum.example/v1.1',
 *   credentials: { username: 'front-desk', password: 'secret' },
 * });
 * const events = await client.listSpecialEvents({ startDate: '2026-12-01' });
 * ```
 */
export function createMuseumClient(options: MuseumClientOptions): MuseumClient {
  const client = normalizeClientOptions(options);
  const api = ky.create(client.ky);

  async function send(
    method: string,
    path: string,
    call: MuseumIdempotentCallOptions = {},
    json?: unknown,
    query?: Query,
    accept = 'application/json',
  ) {
    const url = new URL(path, client.baseUrl);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const request = { method, url: url.href };
    const { timeout, ky: kyCall } = normalizeCallOptions(client, method, call, accept);
    try {
      const response = await api(url, { ...kyCall, json });
      return { request, response };
    } catch (error) {
      throw toMuseumError(error, timeout);
    }
  }

  async function sendJson<Result>(...args: Parameters<typeof send>): Promise<WithResponse<Result>> {
    const { request, response } = await send(...args);
    try {
      return { data: await response.json(), response };
    } catch (cause) {
      throw new MuseumResponseError(request, response, 'response body is not JSON', { cause });
    }
  }

  const eventPath = (eventId: string) => `special-events/${encodeURIComponent(eventId)}`;

  const withResponse: MuseumClientWithResponse = {
    buyTicket: (purchase, call) => sendJson('POST', 'tickets', call, purchase),
    async getTicketQrImage(ticketId, call) {
      const { request, response } = await send(
        'GET',
        `tickets/${encodeURIComponent(ticketId)}/qr`,
        call,
        undefined,
        undefined,
        'image/png',
      );
      const type = response.headers.get('content-type');
      // Stryker disable next-line StringLiteral: any stand-in for a missing type fails the test alike.
      if (!/^image\/png\s*(;|$)/i.test(type ?? '')) {
        await response.body?.cancel();
        throw new MuseumResponseError(request, response, `expected image/png, got ${type}`);
      }
      // Re-typed because `Blob.type` would keep any parameters the server added (`image/png; q=1`).
      const data = toTicketImage(new Blob([await response.arrayBuffer()], { type: 'image/png' }));
      return { data, response };
    },
    createSpecialEvent: (event, call) => sendJson('POST', 'special-events', call, event),
    listSpecialEvents: (query, call) => sendJson('GET', 'special-events', call, undefined, query),
    getSpecialEvent: (eventId, call) => sendJson('GET', eventPath(eventId), call),
    updateSpecialEvent: (eventId, patch, call) => sendJson('PATCH', eventPath(eventId), call, patch),
    async deleteSpecialEvent(eventId, call) {
      const { response } = await send('DELETE', eventPath(eventId), call);
      await response.body?.cancel();
      return { data: undefined, response };
    },
    getMuseumHours: (query, call) => sendJson('GET', 'museum-hours', call, undefined, query),
  };
  return toMuseumClient(withResponse);
}
