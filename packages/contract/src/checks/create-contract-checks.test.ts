import type { ProblemDetails, SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi/build-open-api-document.ts';
import { createContractChecks } from './create-contract-checks.ts';
import type { Exchange } from './exchange.ts';

const contract = createContractChecks();

/** The old flat shape of an observed response, kept so each case reads on one line. */
interface Seen {
  method: string;
  path: string;
  status: number;
  contentType?: string | null;
  body?: unknown;
  headers?: Record<string, string> | Headers;
}

function exchange({ method, path, status, contentType, body, headers }: Seen): Exchange {
  const all = new Headers(headers);
  if (contentType) all.set('content-type', contentType);
  return { request: { method, url: path }, response: { status, headers: all, body } };
}

function check(seen: Seen, checks = contract) {
  return checks.checkExchange(exchange(seen));
}

const eventId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
const event: SpecialEvent = {
  eventId,
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'Torch-lit tour of the fossil halls.',
  dates: ['2099-12-05', '2099-12-06'],
  price: 25.5,
};
const notFound: ProblemDetails = {
  type: 'https://museum.example.test/problems/not-found',
  title: 'Not found',
  status: 404,
  detail: `No special event ${eventId}`,
  instance: `/v1.1/special-events/${eventId}`,
};
const json = 'application/json';

function list(body: unknown, overrides: Partial<Seen> = {}): Seen {
  return { method: 'GET', path: '/v1.1/special-events', status: 200, contentType: json, body, ...overrides };
}

describe('createContractChecks', () => {
  it('passes a response that matches its operation, status, media type and schema', () => {
    expect(check(list([event]))).toEqual([]);
    expect(
      check({
        method: 'get',
        path: `/v1.1/special-events/${eventId}`,
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: event,
      }),
    ).toEqual([]);
  });

  it('matches a whole URL with a query on any origin by its path after /v1.1', () => {
    const url = 'http://localhost:5173/v1.1/special-events?startDate=2099-12-01&page=2&limit=30';
    expect(check(list([], { path: url }))).toEqual([]);
  });

  it('passes a created event with its Location header and a ticket confirmation', () => {
    const confirmation: TicketConfirmation = {
      message: 'Enjoy the event!',
      eventName: event.name,
      ticketId: 'a54a57ca-36f8-421b-a6b4-2e8f26858a4c',
      ticketType: 'event',
      ticketDate: '2099-12-05',
      confirmationCode: 'ticket-event-9c7b1e',
    };
    expect(
      check({
        method: 'POST',
        path: '/v1.1/special-events',
        status: 201,
        contentType: json,
        headers: new Headers({ location: `/v1.1/special-events/${eventId}` }),
        body: event,
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'POST',
        path: '/v1.1/tickets',
        status: 201,
        contentType: json,
        body: confirmation,
      }),
    ).toEqual([]);
  });

  it('passes a 204 without a body and a PNG ticket image with its caching headers', () => {
    expect(check({ method: 'DELETE', path: `/v1.1/special-events/${eventId}`, status: 204 })).toEqual([]);
    expect(
      check({
        method: 'GET',
        path: `/v1.1/tickets/${eventId}/qr`,
        status: 200,
        contentType: 'image/png',
        headers: { etag: '"1-a"', 'cache-control': 'private, max-age=31536000, immutable' },
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      }),
    ).toEqual([]);
  });

  it('passes problem details for documented errors and for injected faults', () => {
    const problem = 'application/problem+json';
    expect(
      check({
        method: 'GET',
        path: `/v1.1/special-events/${eventId}`,
        status: 404,
        contentType: problem,
        body: notFound,
      }),
    ).toEqual([]);
    const fault = { ...notFound, status: 503, title: 'Service unavailable', detail: 'Injected fault' };
    expect(check(list(fault, { status: 503, contentType: problem }))).toEqual([]);
  });

  it('rejects a status the operation does not document, naming the documented ones', () => {
    const problems = check(list([event], { method: 'POST', status: 200, body: event }));
    expect(problems).toEqual([
      {
        check: 'status',
        message:
          'POST /v1.1/special-events → 200: status 200 is not documented for createSpecialEvent ' +
          '(documented: 201, 400, 401, 405, 409, 413, 415, 422, 503, 4XX, 5XX)',
      },
    ]);
  });

  it('judges an error status the operation does not list by its range response', () => {
    // listSpecialEvents documents no 404, but `4XX` covers every client error status a fault may
    // inject, so the body is what decides: problem details pass, anything else is caught.
    const problems = check(list({ error: 'nope' }, { status: 404 }));
    expect(problems.map((problem) => problem.check)).toEqual(['media-type']);
  });

  it('rejects a content type the response does not document', () => {
    const problems = check(list('<html></html>', { contentType: 'text/html' }));
    expect(problems).toEqual([
      {
        check: 'media-type',
        message:
          'GET /v1.1/special-events → 200: Content-Type "text/html" is not documented (documented: application/json)',
      },
    ]);
    expect(check(list([event], { contentType: null }))[0]?.message).toContain(
      'Content-Type (none) is not documented',
    );
  });

  it('rejects a body that breaks the schema, saying where and why', () => {
    const { price: _price, ...withoutPrice } = event;
    const problems = check(list([withoutPrice, { ...event, dates: ['2099-02-30'], extra: true }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.check).toBe('body');
    expect(problems[0]?.message).toContain("/0 must have required property 'price'");
    expect(problems[0]?.message).toContain('/1 must NOT have additional properties');
    expect(problems[0]?.message).toContain('/1/dates/0 must match format "date"');
  });

  it('rejects a body on a response documented without one', () => {
    const problems = check({
      method: 'DELETE',
      path: `/v1.1/special-events/${eventId}`,
      status: 204,
      contentType: json,
      body: event,
    });
    expect(problems.map((problem) => problem.check)).toEqual(['body']);
  });

  it('checks required headers when the headers are given', () => {
    const unauthorized = { ...notFound, status: 401, title: 'Unauthorized', detail: 'No credentials' };
    const observed = list(unauthorized, { status: 401, contentType: 'application/problem+json' });
    expect(check({ ...observed, headers: {} })).toEqual([
      {
        check: 'header',
        message: 'GET /v1.1/special-events → 401: required header WWW-Authenticate is missing',
      },
    ]);
    expect(check({ ...observed, headers: { 'www-authenticate': 'Basic realm="museum"' } })).toEqual([]);
    expect(check({ ...observed, headers: { 'WWW-Authenticate': 'Bearer' } })[0]?.check).toBe('header');
  });

  it('accepts a 405 with Allow for a method the path lacks, and nothing else for it', () => {
    const problem = { ...notFound, status: 405, title: 'Method not allowed', detail: 'PUT is not allowed' };
    const put = list(problem, {
      method: 'PUT',
      status: 405,
      contentType: 'application/problem+json',
      headers: { allow: 'GET, POST' },
    });
    expect(check(put)).toEqual([]);
    expect(check({ ...put, status: 200, body: [] })).toEqual([
      {
        check: 'method',
        message:
          'PUT /v1.1/special-events → 200: /special-events documents only GET, POST; another method must get 405, not 200',
      },
    ]);
  });

  it('rejects paths outside the base path or the document', () => {
    expect(check(list([], { path: '/special-events' }))[0]?.message).toBe(
      "GET /special-events → 200: the path is outside the document's base path /v1.1",
    );
    expect(check(list([], { path: '/v1.1/gift-shop' }))[0]?.message).toBe(
      'GET /v1.1/gift-shop → 200: no path of the document matches /gift-shop',
    );
  });

  it('follows the base path of the server it is given', () => {
    const behindProxy = createContractChecks({
      document: buildOpenApiDocument({ serverUrl: 'https://museum.test/api/v1.1/' }),
    });
    expect(check(list([event], { path: '/api/v1.1/special-events' }), behindProxy)).toEqual([]);
    expect(check(list([event]), behindProxy)[0]?.check).toBe('path');
  });

  it('checks the facts one exchange proves: problem status, Location, the event asked for, PNG bytes', () => {
    const problem = 'application/problem+json';
    expect(
      check({
        method: 'GET',
        path: `/v1.1/special-events/${eventId}`,
        status: 404,
        contentType: problem,
        body: { ...notFound, status: 400 },
      }),
    ).toEqual([
      {
        check: 'problem',
        message: `GET /v1.1/special-events/${eventId} → 404: the problem's status 400 is not the response's 404`,
      },
    ]);
    const created = {
      method: 'POST',
      path: 'http://x.test/v1.1/special-events',
      status: 201,
      contentType: json,
      body: event,
    };
    expect(
      check({ ...created, headers: { location: `http://x.test/v1.1/special-events/${eventId}` } }),
    ).toEqual([]);
    expect(check({ ...created, headers: { location: `special-events/${eventId.toUpperCase()}` } })).toEqual(
      [],
    );
    expect(check({ ...created, headers: { location: '/v1.1/special-events/other' } })[0]?.check).toBe(
      'location',
    );
    const other = '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
    expect(
      check({
        method: 'GET',
        path: `/v1.1/special-events/${other}`,
        status: 200,
        contentType: json,
        body: event,
      })[0]?.check,
    ).toBe('resource-id');
    const image = {
      method: 'GET',
      path: `/v1.1/tickets/${eventId}/qr`,
      status: 200,
      contentType: 'image/png',
      headers: { etag: '"1-a"', 'cache-control': 'immutable' },
    };
    expect(
      check({ ...image, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) }),
    ).toEqual([]);
    expect(check({ ...image, body: new TextEncoder().encode('<html>') })[0]?.check).toBe('png');
  });

  it('takes the operation id from a caller that routed the request already', () => {
    const routed = contract.checkExchange({
      operation: 'createSpecialEvent',
      request: { method: 'POST', url: '/elsewhere' },
      response: { status: 200, headers: { 'content-type': json }, body: event },
    });
    expect(routed.map((violation) => violation.check)).toEqual(['status']);
    expect(contract.operationOf('head', `http://x.test/v1.1/special-events/${eventId}?a=1`)).toBe(
      'getSpecialEvent',
    );
    expect(contract.operationOf('PUT', '/v1.1/special-events')).toBeUndefined();
  });

  it('reads a Response without consuming it, and calls a JSON body that does not parse a body violation', async () => {
    const response = Response.json([event]);
    expect(await contract.checkResponse({ method: 'GET', url: '/v1.1/special-events' }, response)).toEqual(
      [],
    );
    expect(await response.json()).toEqual([event]);
    const broken = new Response('{"eventId": ', { headers: { 'content-type': json } });
    expect(await contract.checkResponse({ method: 'GET', url: '/v1.1/special-events' }, broken)).toEqual([
      { check: 'body', message: 'GET /v1.1/special-events → 200: the body is not valid JSON' },
    ]);
    const html = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    const violations = await contract.checkResponse({ method: 'GET', url: '/v1.1/special-events' }, html);
    expect(violations.map((violation) => violation.check)).toEqual(['media-type']);
  });
});
