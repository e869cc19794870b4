// overrideAnswerer, beside mock-interventions.test.ts: what a resolver's next() hands over.
import { MuseumStore } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { fetchMockRequest } from '../http/mock-request.ts';
import { jsonAnswer } from '../http/museum-answer.ts';
import { overrideAnswerer } from './mock-interventions.ts';

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
});
