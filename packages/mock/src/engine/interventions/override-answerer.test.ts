// overrideAnswerer, beside mock-interventions.test.ts: what a resolver's next() hands over, and how what it returns is served.
import { MuseumStore, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import {
  answerHeader,
  answerStatus,
  answerText,
  jsonAnswer,
  type MuseumAnswer,
  toResponse,
} from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import { type OverrideResolver, overrideAnswerer } from './mock-interventions.ts';

/** Runs a resolver as the mock would for one request, its own answer a 418 that must not be used. */
function answerWith(resolver: OverrideResolver, operation: MuseumOperation, url: string, method = 'GET') {
  let ownAnswers = 0;
  const answer = overrideAnswerer(resolver)({
    request: fetchMockRequest(new Request(url, { method })),
    operation,
    params: {},
    store: new MuseumStore(),
    next: async () => {
      ownAnswers++;
      return jsonAnswer(418, { own: true });
    },
  });
  return answer.then((value: MuseumAnswer) => ({ answer: value, ownAnswers }));
}

describe('overrideAnswerer', () => {
  it("hands the resolver the mock's own answer from next() as a Response, status, headers and body", async () => {
    let seen: { status: number; type: string | null; body: unknown } | undefined;
    const answerer = overrideAnswerer(async ({ next }) => {
      const response = await next();
      seen = {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      };
      return new Response('replaced', { status: 202 });
    });
    const answer = await answerer({
      request: fetchMockRequest(new Request('http://museum.test/v1.1/museum-hours')),
      operation: 'getMuseumHours',
      params: {},
      store: new MuseumStore(),
      next: async () => jsonAnswer(200, [{ date: '2026-12-01' }]),
    });
    expect(seen).toEqual({ status: 200, type: 'application/json', body: [{ date: '2026-12-01' }] });
    expect(answer.kind === 'response' && answer.response.status).toBe(202);
  });

  it('serves a returned body as JSON with 200 for a read, and never asks for the mock’s own answer', async () => {
    const { answer, ownAnswers } = await answerWith(
      () => [{ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' }],
      'getMuseumHours',
      'http://museum.test/v1.1/museum-hours',
    );
    expect(answerStatus(answer)).toBe(200);
    expect(toResponse(answer).headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(answerText(answer) ?? '')).toEqual([
      { date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' },
    ]);
    expect(answerHeader(answer, 'location')).toBeUndefined();
    expect(ownAnswers).toBe(0);
  });

  it('serves a returned body with 201 for a purchase (a POST), without a Location', async () => {
    const ticket: TicketConfirmation = {
      message: 'Museum general entry ticket purchased',
      ticketId: 'a54a57ca-36f8-421b-a6b4-2e8f26858a4c',
      ticketType: 'general',
      ticketDate: '2026-12-01',
      confirmationCode: 'ticket-general-e5e5c6-dce78',
    };
    const { answer } = await answerWith(
      () => ticket,
      'buyMuseumTickets',
      'http://museum.test/v1.1/tickets',
      'POST',
    );
    expect(answerStatus(answer)).toBe(201);
    expect(JSON.parse(answerText(answer) ?? '')).toEqual(ticket);
    expect(answerHeader(answer, 'location')).toBeUndefined();
  });

  it('answers a created event with 201 and the Location of the event, whatever slashes end the path', async () => {
    const event: SpecialEvent = {
      eventId: 'dad4bce8-f5cb-4078-a211-995864315e39',
      name: 'Night at the museum',
      location: 'Main hall',
      eventDescription: 'Torches and dinosaurs.',
      dates: ['2026-12-05'],
      price: 25,
    };
    for (const path of ['/v1.1/special-events', '/v1.1/special-events/', '/v1.1/special-events//']) {
      const { answer } = await answerWith(
        () => event,
        'createSpecialEvent',
        `http://museum.test${path}`,
        'POST',
      );
      expect(answerStatus(answer)).toBe(201);
      expect(JSON.parse(answerText(answer) ?? '')).toEqual(event);
      expect(answerHeader(answer, 'location')).toBe(
        'http://museum.test/v1.1/special-events/dad4bce8-f5cb-4078-a211-995864315e39',
      );
    }
  });

  it('takes an object shaped as a Response (from another realm) as the answer, not as a body', async () => {
    const foreign = new Response('from elsewhere', { status: 207, headers: { 'X-Realm': 'other' } });
    const shaped = {
      status: foreign.status,
      headers: foreign.headers,
      arrayBuffer: () => foreign.arrayBuffer(),
    };
    const { answer } = await answerWith(
      () => shaped as unknown as Response,
      'getMuseumHours',
      'http://museum.test/v1.1/museum-hours',
    );
    expect(answer.kind).toBe('response');
    expect(answerStatus(answer)).toBe(207);
    expect(answerHeader(answer, 'x-realm')).toBe('other');
  });

  it('lets the mock answer when the resolver returns undefined, working its answer out once', async () => {
    const { answer, ownAnswers } = await answerWith(
      () => undefined,
      'getMuseumHours',
      'http://museum.test/v1.1/museum-hours',
    );
    expect(answerStatus(answer)).toBe(418);
    expect(ownAnswers).toBe(1);
  });
});
