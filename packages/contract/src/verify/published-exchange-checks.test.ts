import { describe, expect, it } from 'vitest';
import type { Exchange } from '../checks/exchange.ts';
import { checkPublishedExchange } from './published-exchange-checks.ts';

const eventUrl = 'http://museum.test/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';

/** An exchange of `method` on the event's URL answered `status` with `contentType` and `body`. */
const refusal = (method: string, status: number, contentType: string, body: unknown): Exchange => ({
  request: { method, url: eventUrl },
  response: { status, headers: { 'content-type': contentType }, body },
});

const problem = { type: 'about:blank', title: 'Not found', status: 404 };

describe('checkPublishedExchange on refusals', () => {
  it('passes a declared status as application/problem+json with an Error body, extra fields and all', () => {
    expect(
      checkPublishedExchange(
        '1.1',
        'getSpecialEvent',
        refusal('GET', 404, 'application/problem+json', problem),
      ),
    ).toEqual([]);
    expect(
      checkPublishedExchange(
        '1.2',
        'deleteSpecialEvent',
        refusal('DELETE', 401, 'application/problem+json', {}),
      ),
    ).toEqual([]);
  });

  it('names a declared refusal sent as another media type', () => {
    expect(
      checkPublishedExchange('1.1', 'getSpecialEvent', refusal('GET', 404, 'text/plain', 'Not found')),
    ).toEqual([
      {
        check: 'media-type',
        message: `GET /v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10 → 404: Museum API 1.1.1 declares getSpecialEvent's 404 as application/problem+json, got text/plain`,
      },
    ]);
  });

  it('names an Error body whose title is not a string', () => {
    const [violation] = checkPublishedExchange(
      '1.2',
      'updateSpecialEvent',
      refusal('PATCH', 400, 'application/problem+json; charset=utf-8', { title: 400 }),
    );
    expect(violation).toMatchObject({
      check: 'body',
      message: expect.stringMatching(/title: .*\(Museum API 1\.2\.1's Error\)$/),
    });
  });

  it('names a refusal status the operation does not declare, and lets 401 through anywhere', () => {
    expect(
      checkPublishedExchange(
        '1.1',
        'getSpecialEvent',
        refusal('GET', 422, 'application/problem+json', problem),
      ),
    ).toEqual([
      {
        check: 'status',
        message: `GET /v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10 → 422: Museum API 1.1.1 declares 400, 404 (and 401 for credentials) as getSpecialEvent's refusals, not 422`,
      },
    ]);
    // The security requirement answers 401 where the operation lists none; its media type is not declared.
    expect(
      checkPublishedExchange('1.1', 'getSpecialEvent', refusal('GET', 401, 'text/plain', 'Unauthorized')),
    ).toEqual([]);
  });

  it('leaves 5xx answers and exchanges of no operation alone', () => {
    expect(
      checkPublishedExchange('1.1', 'getSpecialEvent', refusal('GET', 503, 'text/html', '<h1>down</h1>')),
    ).toEqual([]);
    expect(checkPublishedExchange('1.1', undefined, refusal('GET', 404, 'text/plain', 'no'))).toEqual([]);
  });
});
