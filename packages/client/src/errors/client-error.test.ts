import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isMuseumApiError, MuseumApiError } from './api-error.ts';
import { isMuseumClientError, MuseumClientError } from './client-error.ts';
import { isMuseumNetworkError, MuseumNetworkError } from './network-error.ts';
import { isMuseumResponseError, MuseumResponseError } from './response-error.ts';
import { isMuseumTimeoutError, MuseumTimeoutError } from './timeout-error.ts';
import { isMuseumValidationError, MuseumValidationError } from './validation-error.ts';

const request = { method: 'GET', url: 'https://museum.example/v1.1/museum-hours' };
const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such event' };

const samples = {
  api: new MuseumApiError(request, new Response(null, { status: 404 }), problem, undefined),
  network: new MuseumNetworkError(request, { cause: new TypeError('fetch failed') }),
  timeout: new MuseumTimeoutError(request, 50),
  response: new MuseumResponseError(request, new Response('x'), 'response body is not JSON'),
  validation: new MuseumValidationError('buyMuseumTickets', 'request', [
    { path: 'email', message: 'Required' },
  ]),
};
const guards = {
  api: isMuseumApiError,
  network: isMuseumNetworkError,
  timeout: isMuseumTimeoutError,
  response: isMuseumResponseError,
  validation: isMuseumValidationError,
};

describe('the error hierarchy', () => {
  it('gives each class its own name and a common base', () => {
    expect(Object.values(samples).map((error) => error.name)).toEqual([
      'MuseumApiError',
      'MuseumNetworkError',
      'MuseumTimeoutError',
      'MuseumResponseError',
      'MuseumValidationError',
    ]);
    for (const error of Object.values(samples)) {
      expect(error).toBeInstanceOf(MuseumClientError);
      expect(isMuseumClientError(error)).toBe(true);
    }
  });

  it('names the base class too, for an error made from it directly', () => {
    expect(new MuseumClientError('something failed').name).toBe('MuseumClientError');
  });

  it('has guards that tell the classes apart', () => {
    for (const [kind, guard] of Object.entries(guards)) {
      for (const [other, error] of Object.entries(samples)) expect(guard(error)).toBe(kind === other);
    }
    expect(isMuseumClientError(new Error('plain'))).toBe(false);
    expect(isMuseumApiError(null)).toBe(false);
    expect(isMuseumApiError('MuseumApiError')).toBe(false);
  });

  it('forwards the cause and says which request failed', () => {
    expect(samples.network.cause).toBeInstanceOf(TypeError);
    expect(samples.network.message).toBe(
      'GET https://museum.example/v1.1/museum-hours failed: network error',
    );
    expect(samples.api.message).toBe(
      'GET https://museum.example/v1.1/museum-hours failed: 404 Not Found: No such event',
    );
    expect(samples.validation.message).toBe('buyMuseumTickets: invalid request: email: Required');
  });

  it('recognises errors from another copy of the package, where instanceof fails', async () => {
    const specifier = './api-error.ts?second-copy';
    const copy: typeof import('./api-error.ts') = await import(/* @vite-ignore */ specifier);
    const foreign = new copy.MuseumApiError(request, new Response(null, { status: 404 }), problem, undefined);
    expect(foreign).not.toBeInstanceOf(MuseumApiError);
    expect(isMuseumApiError(foreign)).toBe(true);
    expect(isMuseumClientError(foreign)).toBe(true);
  });

  it('recognises errors made in another realm', () => {
    const foreign = runInNewContext(`
      const error = new Error('from an iframe');
      error[Symbol.for('@museum-api/client/MuseumClientError')] = true;
      error[Symbol.for('@museum-api/client/MuseumTimeoutError')] = true;
      error;
    `);
    expect(foreign).not.toBeInstanceOf(Error);
    expect(isMuseumTimeoutError(foreign)).toBe(true);
    expect(isMuseumNetworkError(foreign)).toBe(false);
  });

  it.each([
    ['MuseumApiError', isMuseumApiError],
    ['MuseumNetworkError', isMuseumNetworkError],
    ['MuseumTimeoutError', isMuseumTimeoutError],
    ['MuseumResponseError', isMuseumResponseError],
    ['MuseumValidationError', isMuseumValidationError],
  ])('recognises a foreign %s by the brand every copy of the package shares', (name, guard) => {
    const foreign = {
      [Symbol.for('@museum-api/client/MuseumClientError')]: true,
      [Symbol.for(`@museum-api/client/${name}`)]: true,
    };
    expect(guard(foreign)).toBe(true);
  });
});
