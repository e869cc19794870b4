import { isHTTPError, isTimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createMuseumClient } from './create-museum-client.ts';
import { isMuseumApiError } from './errors/api-error.ts';
import { isMuseumTimeoutError } from './errors/timeout-error.ts';
import { toMuseumError, toProblemDetails } from './to-museum-error.ts';

describe('toProblemDetails', () => {
  it('keeps a problem-details body as sent', () => {
    const body = {
      type: 'https://museum.example/problems/invalid',
      title: 'Bad Request',
      status: 400,
      detail: 'price: Must be 0 or more',
      errors: [{ path: 'price', message: 'Must be 0 or more' }],
    };
    expect(toProblemDetails(400, 'Bad Request', body)).toEqual(body);
  });

  it('fills the fields a sparse problem body left out', () => {
    expect(toProblemDetails(409, '', { title: 'Conflict', status: 409 })).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Conflict',
    });
  });

  it('builds problem details from the status when the body is text, JSON of another shape, or nothing', () => {
    expect(toProblemDetails(502, 'Bad Gateway', '  <h1>Bad gateway</h1>\n')).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: '<h1>Bad gateway</h1>',
    });
    expect(toProblemDetails(500, '', { message: 'boom' })).toMatchObject({ title: 'HTTP 500', status: 500 });
    expect(toProblemDetails(503, 'Service Unavailable', undefined).detail).toBe(
      'The response carried no problem details',
    );
  });

  it('takes a body for problem details only with a string title and a numeric status', () => {
    expect(toProblemDetails(500, 'Internal Server Error', { title: 'Oops', status: '500' })).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'The response carried no problem details',
    });
  });

  it('cuts a long text body down to a readable detail', () => {
    expect(toProblemDetails(500, 'Internal Server Error', 'x'.repeat(10_000)).detail).toHaveLength(200);
  });
});

describe('toMuseumError', () => {
  const client = (fetch: typeof globalThis.fetch) =>
    createMuseumClient({ baseUrl: 'https://museum.example/v1.1', fetch, retry: 0, timeout: 50 });

  it('keeps ky’s error as the cause of an API error', async () => {
    const answer = () => Response.json({ title: 'Not Found', status: 404 }, { status: 404 });
    const error = await client(async () => answer())
      .getSpecialEvent('e1')
      .catch((caught: unknown) => caught);
    if (!isMuseumApiError(error)) throw error;
    expect(isHTTPError(error.cause)).toBe(true);
  });

  it('keeps ky’s error as the cause of a timeout', async () => {
    const never = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const error = await client(never)
      .getMuseumHours()
      .catch((caught: unknown) => caught);
    if (!isMuseumTimeoutError(error)) throw error;
    expect(isTimeoutError(error.cause)).toBe(true);
  });

  it('passes errors that are not ky’s through untouched, such as an abort reason', () => {
    const reason = new DOMException('The operation was aborted.', 'AbortError');
    expect(toMuseumError(reason, 1_000)).toBe(reason);
  });
});
