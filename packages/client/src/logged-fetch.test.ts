import { describe, expect, it } from 'vitest';
import { loggedFetch, type MuseumLogEntry } from './logged-fetch.ts';

describe('loggedFetch', () => {
  it("passes the request and init to the given fetch, logging the request's method and URL", async () => {
    const entries: MuseumLogEntry[] = [];
    const seen: [unknown, RequestInit | undefined][] = [];
    const fetch = loggedFetch(
      (entry) => entries.push(entry),
      async (input, init) => {
        seen.push([input, init]);
        return new Response(null, { status: 204 });
      },
    );
    const request = new Request('https://museum.example/v1.1/x', { method: 'DELETE' });
    const init = { keepalive: true };
    const response = await fetch(request, init);

    expect(response.status).toBe(204);
    expect(seen).toEqual([[request, init]]);
    expect(entries[0]).toEqual({ type: 'request', method: 'DELETE', url: 'https://museum.example/v1.1/x' });
    // No X-Request-Id in the answer: the entry says so rather than inventing one.
    expect(entries[1]).toMatchObject({ type: 'response', status: 204, requestId: undefined });
  });
});
