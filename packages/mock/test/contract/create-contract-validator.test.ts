import type { ProblemDetails, SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/core/openapi/build-open-api-document.ts';
import { createContractValidator, type ObservedResponse } from './create-contract-validator.ts';

const contract = createContractValidator(buildOpenApiDocument());

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

function list(body: unknown, overrides: Partial<ObservedResponse> = {}): ObservedResponse {
  return { method: 'GET', path: '/v1.1/special-events', status: 200, contentType: json, body, ...overrides };
}

describe('createContractValidator', () => {
  it('passes a response that matches its operation, status, media type and schema', () => {
    expect(contract.validateResponse(list([event]))).toEqual([]);
    expect(
      contract.validateResponse({
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
    expect(contract.validateResponse(list([], { path: url }))).toEqual([]);
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
      contract.validateResponse({
        method: 'POST',
        path: '/v1.1/special-events',
        status: 201,
        contentType: json,
        headers: new Headers({ location: `/v1.1/special-events/${eventId}` }),
        body: event,
      }),
    ).toEqual([]);
    expect(
      contract.validateResponse({
        method: 'POST',
        path: '/v1.1/tickets',
        status: 201,
        contentType: json,
        body: confirmation,
      }),
    ).toEqual([]);
  });

  it('passes a 204 without a body and a PNG ticket image without reading its bytes', () => {
    expect(
      contract.validateResponse({ method: 'DELETE', path: `/v1.1/special-events/${eventId}`, status: 204 }),
    ).toEqual([]);
    expect(
      contract.validateResponse({
        method: 'GET',
        path: `/v1.1/tickets/${eventId}/qr`,
        status: 200,
        contentType: 'image/png',
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      }),
    ).toEqual([]);
  });

  it('passes problem details for documented errors and for injected faults', () => {
    const problem = 'application/problem+json';
    expect(
      contract.validateResponse({
        method: 'GET',
        path: `/v1.1/special-events/${eventId}`,
        status: 404,
        contentType: problem,
        body: notFound,
      }),
    ).toEqual([]);
    const fault = { ...notFound, status: 503, title: 'Service unavailable', detail: 'Injected fault' };
    expect(contract.validateResponse(list(fault, { status: 503, contentType: problem }))).toEqual([]);
  });

  it('rejects a status the operation does not document, naming the documented ones', () => {
    const problems = contract.validateResponse(list([event], { method: 'POST', status: 200, body: event }));
    expect(problems).toEqual([
      {
        kind: 'undocumented-status',
        message:
          'POST /v1.1/special-events → 200: status 200 is not documented for createSpecialEvent ' +
          '(documented: 201, 400, 401, 405, 409, 413, 415, 422, DEFAULT)',
      },
    ]);
  });

  it('judges an error status the operation does not list by its default response', () => {
    // listSpecialEvents documents no 404, but `default` does cover every error status, so the
    // body is what decides: problem details pass, anything else is caught.
    const problems = contract.validateResponse(list({ error: 'nope' }, { status: 404 }));
    expect(problems.map((problem) => problem.kind)).toEqual(['wrong-content-type']);
  });

  it('rejects a content type the response does not document', () => {
    const problems = contract.validateResponse(list('<html></html>', { contentType: 'text/html' }));
    expect(problems).toEqual([
      {
        kind: 'wrong-content-type',
        message:
          'GET /v1.1/special-events → 200: Content-Type "text/html" is not documented (documented: application/json)',
      },
    ]);
    expect(contract.validateResponse(list([event], { contentType: null }))[0]?.message).toContain(
      'Content-Type (none) is not documented',
    );
  });

  it('rejects a body that breaks the schema, saying where and why', () => {
    const { price: _price, ...withoutPrice } = event;
    const problems = contract.validateResponse(
      list([withoutPrice, { ...event, dates: ['2099-02-30'], extra: true }]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe('body-mismatch');
    expect(problems[0]?.message).toContain("/0 must have required property 'price'");
    expect(problems[0]?.message).toContain('/1 must NOT have additional properties');
    expect(problems[0]?.message).toContain('/1/dates/0 must match format "date"');
  });

  it('rejects a body on a response documented without one', () => {
    const problems = contract.validateResponse({
      method: 'DELETE',
      path: `/v1.1/special-events/${eventId}`,
      status: 204,
      contentType: json,
      body: event,
    });
    expect(problems.map((problem) => problem.kind)).toEqual(['body-mismatch']);
  });

  it('checks required headers when the headers are given', () => {
    const unauthorized = { ...notFound, status: 401, title: 'Unauthorized', detail: 'No credentials' };
    const observed = list(unauthorized, { status: 401, contentType: 'application/problem+json' });
    expect(contract.validateResponse({ ...observed, headers: {} })).toEqual([
      {
        kind: 'header-mismatch',
        message: 'GET /v1.1/special-events → 401: required header WWW-Authenticate is missing',
      },
    ]);
    expect(
      contract.validateResponse({ ...observed, headers: { 'www-authenticate': 'Basic realm="museum"' } }),
    ).toEqual([]);
    expect(
      contract.validateResponse({ ...observed, headers: { 'WWW-Authenticate': 'Bearer' } })[0]?.kind,
    ).toBe('header-mismatch');
  });

  it('accepts a 405 with Allow for a method the path lacks, and nothing else for it', () => {
    const problem = { ...notFound, status: 405, title: 'Method not allowed', detail: 'PUT is not allowed' };
    const put = list(problem, {
      method: 'PUT',
      status: 405,
      contentType: 'application/problem+json',
      headers: { allow: 'GET, POST' },
    });
    expect(contract.validateResponse(put)).toEqual([]);
    expect(contract.validateResponse({ ...put, status: 200, body: [] })).toEqual([
      {
        kind: 'undocumented-method',
        message:
          'PUT /v1.1/special-events → 200: /special-events documents only GET, POST; another method must get 405, not 200',
      },
    ]);
  });

  it('rejects paths outside the base path or the document', () => {
    expect(contract.validateResponse(list([], { path: '/special-events' }))[0]?.message).toBe(
      "GET /special-events → 200: the path is outside the document's base path /v1.1",
    );
    expect(contract.validateResponse(list([], { path: '/v1.1/gift-shop' }))[0]?.message).toBe(
      'GET /v1.1/gift-shop → 200: no path of the document matches /gift-shop',
    );
  });

  it('follows the base path of the server it is given', () => {
    const behindProxy = createContractValidator(
      buildOpenApiDocument({ serverUrl: 'https://museum.test/api/v1.1/' }),
    );
    expect(behindProxy.validateResponse(list([event], { path: '/api/v1.1/special-events' }))).toEqual([]);
    expect(behindProxy.validateResponse(list([event]))[0]?.kind).toBe('unknown-path');
  });

  it('throws every problem at once from assertResponse', () => {
    expect(() => contract.assertResponse(list([event]))).not.toThrow();
    expect(() => contract.assertResponse(list([{ ...event, price: -1 }]))).toThrow(
      /Response breaks the OpenAPI contract:\n- GET \/v1\.1\/special-events → 200: body does not match the schema: \/0\/price must be >= 0/,
    );
  });
});
