import {
  isMuseumDomainError,
  type MuseumApiVersion,
  type MuseumStore,
  summarizeIssues,
  UuidSchema,
} from '@museum-api/core';
import { bytesAnswer, emptyAnswer, jsonAnswer, type MuseumAnswer } from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { parseQuery, type QueryParameterKind } from '../http/parse-query.ts';
import { ProblemError } from '../http/problem-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { RequestNotes } from '../journal/journal-entry.ts';
import type { MuseumOperation } from './operation-routes.ts';
import type { StoreChange } from './store-change.ts';
import { matchesIfNoneMatch, ticketImages } from './ticket-image-cache.ts';

/** What an operation works with: the request, its path parameters, and the mock it runs in. */
export interface OperationContext {
  request: MockRequest;
  params: Record<string, string>;
  store: MuseumStore;
  /** The published version the mock speaks: which purchase and confirmation core's rules use. */
  apiVersion: MuseumApiVersion;
  maxBodyBytes: number;
  /** Called after the operation changed the store, saying what changed. */
  changed: (change: StoreChange) => void;
  /** Where the parsed request body and the user name are left for the journal. */
  notes: RequestNotes;
}

/** The API's operations, each an adapter from HTTP to the store; a refusal throws or rejects. */
export const museumOperationHandlers: Record<
  MuseumOperation,
  (context: OperationContext) => Promise<MuseumAnswer>
> = {
  buyMuseumTickets(context) {
    return withBody(context, (body) => {
      const confirmation = context.store.buyTicket(body, context.apiVersion);
      context.changed({ kind: 'ticket-sold', ticketId: confirmation.ticketId });
      return jsonAnswer(201, confirmation);
    });
  },

  async getTicketCode({ request, params, store }) {
    const ticket = store.getTicket(pathId(params, 'ticketId'));
    const { bytes, etag } = (await ticketImages()).get(ticket);
    // The image of a ticket never changes: a client may keep it for good and revalidate by tag.
    const caching = { ETag: etag, 'Cache-Control': 'private, max-age=31536000, immutable' };
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return emptyAnswer(304, caching);
    return bytesAnswer(200, bytes, {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="ticket-${ticket.confirmationCode}.png"`,
      ...caching,
    });
  },

  createSpecialEvent(context) {
    return withBody(context, (body) => {
      const event = context.store.createEvent(body);
      context.changed({ kind: 'event-saved', eventId: event.eventId, effect: 'created' });
      const { origin, pathname } = context.request.url;
      const Location = `${origin}${pathname.replace(/\/+$/, '')}/${event.eventId}`;
      return jsonAnswer(201, event, { Location });
    });
  },

  async listSpecialEvents({ request, store }) {
    const spec = { startDate: 'text', endDate: 'text', page: 'integer', limit: 'integer' } as const;
    return listAnswer(request, spec, (query) => store.listEvents(query));
  },

  async getSpecialEvent({ params, store }) {
    return jsonAnswer(200, store.getEvent(pathId(params, 'eventId')));
  },

  async updateSpecialEvent(context) {
    const eventId = pathId(context.params, 'eventId');
    return withBody(context, (body) => {
      // The event as it was, so the webhook is published only for a PATCH that changed it; an
      // unknown id throws here the 404 that updateEvent would, which checks it first too.
      const before = JSON.stringify(context.store.getEvent(eventId));
      const event = context.store.updateEvent(eventId, body);
      const effect = JSON.stringify(event) === before ? 'unchanged' : 'updated';
      context.changed({ kind: 'event-saved', eventId: event.eventId, effect });
      return jsonAnswer(200, event);
    });
  },

  async deleteSpecialEvent({ params, store, changed }) {
    const eventId = pathId(params, 'eventId');
    store.deleteEvent(eventId);
    changed({ kind: 'event-deleted', eventId: eventId.toLowerCase() });
    return emptyAnswer(204);
  },

  async getMuseumHours({ request, store }) {
    const spec = { startDate: 'text', page: 'integer', limit: 'integer' } as const;
    return listAnswer(request, spec, (query) => store.listMuseumHours(query));
  },
};

/** `use` of the JSON body, noted for the journal first: one promise, not an async frame per step. */
function withBody(
  { request, maxBodyBytes, notes }: OperationContext,
  use: (body: Record<string, unknown>) => MuseumAnswer,
): Promise<MuseumAnswer> {
  return readJsonBody(request, maxBodyBytes).then((body) => {
    notes.requestBody = body;
    return use(body);
  });
}

/** A path id checked as a UUID here, so its problem names `path.<name>` rather than a body field. */
function pathId(params: Record<string, string>, name: string): string {
  const value = params[name] ?? '';
  if (!UuidSchema.safeParse(value).success) {
    throw ProblemError.invalidRequest(`${name} must be a UUID, got "${value}"`, [
      { path: `path.${name}`, message: 'Expected a UUID' },
    ]);
  }
  return value;
}

/** A list read by its query string: the store's refusal of the query names its fields under `query.`. */
function listAnswer<Spec extends Record<string, QueryParameterKind>>(
  request: MockRequest,
  spec: Spec,
  list: (query: ReturnType<typeof parseQuery<Spec>>) => unknown,
): MuseumAnswer {
  const query = parseQuery(request.url.searchParams, spec);
  try {
    return jsonAnswer(200, list(query));
  } catch (error) {
    if (!isMuseumDomainError(error) || error.kind !== 'invalid') throw error;
    const issues = error.issues.map((issue) => ({ path: `query.${issue.path}`, message: issue.message }));
    throw ProblemError.invalidRequest(summarizeIssues(issues), issues);
  }
}
