// Shared fixtures of the mock's tests: one fixed clock, one base URL, and small helpers that
// speak HTTP through the real global fetch (which msw intercepts, or which reaches a real server).

import { createContractChecks } from '@museum-api/contract';
import type { NewSpecialEvent, ProblemDetails } from '@museum-api/core';
import { createMuseumMock } from '../src/index.ts';

/** A Tuesday; the default schedule closes on Mondays (2026-12-07 is one). */
export const now = '2026-12-01T10:00:00Z';
export const today = '2026-12-01';
export const monday = '2026-12-07';

/** Where tests send msw-intercepted requests; nothing listens there. */
export const apiBase = 'https://api.museum.test/v1.1';

export const validUuid = '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

/** An `Authorization` header value for HTTP Basic. */
export function basic(username = 'tester', password = 'secret'): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** A valid body for `POST /special-events`, with overrides. */
export function newEvent(overrides: Partial<NewSpecialEvent> = {}): NewSpecialEvent {
  return {
    name: 'Whale Skeleton Night',
    location: 'Main Hall',
    eventDescription: 'The blue whale, lit from below, with the curator.',
    dates: ['2026-12-03', '2026-12-10'],
    price: 19.5,
    ...overrides,
  };
}

/** What {@link call} returns: status, headers and the parsed body (JSON, text or bytes). */
export interface CallResult<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface CallOptions {
  query?: Record<string, string | string[]>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** `false` sends no Authorization header. */
  auth?: string | false;
  /**
   * `false` skips the check against the OpenAPI document, for the few tests that make the mock
   * answer off-contract on purpose (an override returning a custom body).
   * @default true
   */
  contract?: boolean;
}

// Every response an integration test sees is checked against the published OpenAPI document,
// by a JSON Schema validator rather than by hand, so the document and the mock cannot drift.
const contract = createContractChecks();

/** One request to the API at `base`, with Basic credentials unless told otherwise. */
export async function call<Body = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, item);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth !== false) headers.Authorization = options.auth ?? basic();
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const type = response.headers.get('content-type') ?? '';
  const parsed =
    method === 'HEAD' || response.status === 204
      ? undefined
      : type.includes('json')
        ? await response.json()
        : type.startsWith('image/')
          ? new Uint8Array(await response.arrayBuffer())
          : await response.text();
  if (
    options.contract !== false &&
    url.pathname.includes('/v1.1/') &&
    !url.pathname.endsWith('/openapi.json')
  ) {
    const problems = contract
      .checkExchange({
        request: { method, url: url.href },
        response: { status: response.status, headers: response.headers, body: parsed },
      })
      // A path the API does not have cannot be in its document; the 404 it gets is tested directly.
      .filter((problem) => problem.check !== 'path');
    if (problems.length > 0) {
      throw new Error(
        `Response breaks the OpenAPI contract:\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
      );
    }
  }
  return { status: response.status, headers: response.headers, body: parsed as Body };
}

/** Asserts nothing itself; narrows a result to a problem body for readable expectations. */
export function problemOf(result: CallResult): ProblemDetails {
  return result.body as ProblemDetails;
}

/**
 * A mock after a visitor's requests: create an event, list twice, read it, buy a ticket for it,
 * print its code, read a missing event, and a 503 fault; for the journal's exports' tests.
 */
export async function mockAfterAVisit(randomSeed: string) {
  const mock = createMuseumMock({ clock: now, randomSeed });
  const headers = { Authorization: basic(), 'Content-Type': 'application/json' };
  const created = await mock.fetch(`${apiBase}/special-events`, {
    method: 'POST',
    headers,
    body: JSON.stringify(newEvent({ dates: ['2026-12-03'] })),
  });
  const { eventId } = (await created.json()) as { eventId: string };
  await mock.fetch(`${apiBase}/special-events?startDate=2026-12-01&endDate=2026-12-05`, { headers });
  await mock.fetch(`${apiBase}/special-events?startDate=2026-12-02&endDate=2026-12-06`, { headers });
  await mock.fetch(`${apiBase}/special-events/${eventId}`, { headers });
  const bought = await mock.fetch(`${apiBase}/tickets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ticketType: 'event',
      eventId,
      ticketDate: '2026-12-03',
      email: 'ada@example.test',
    }),
  });
  const { ticketId } = (await bought.json()) as { ticketId: string };
  await mock.fetch(`${apiBase}/tickets/${ticketId}/qr`, { headers });
  await mock.fetch(`${apiBase}/special-events/0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d`, { headers });
  mock.fault('getMuseumHours', { status: 503 });
  await mock.fetch(`${apiBase}/museum-hours`, { headers });
  return { mock, eventId, ticketId };
}
