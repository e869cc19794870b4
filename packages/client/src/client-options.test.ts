import { describe, expect, it } from 'vitest';
import { normalizeCallOptions, normalizeClientOptions } from './client-options.ts';

const baseUrl = 'https://museum.example/v1.1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('normalizeClientOptions', () => {
  it('applies the documented defaults', () => {
    const { baseUrl: base, timeout, retry, ky } = normalizeClientOptions({ baseUrl });
    expect(base.href).toBe('https://museum.example/v1.1/');
    expect(timeout).toBe(10_000);
    expect(retry).toEqual({ limit: 2 });
    expect(ky).toMatchObject({ headers: {} });
    expect(ky).not.toHaveProperty('fetch');
  });

  it('keeps one trailing slash on the base URL so paths extend it', () => {
    expect(normalizeClientOptions({ baseUrl: new URL('http://127.0.0.1:4010/v1.1//') }).baseUrl.href).toBe(
      'http://127.0.0.1:4010/v1.1/',
    );
  });

  it('gives ky the caller’s headers and hooks as they are (credentials are set per call)', () => {
    const hooks = { beforeRequest: [() => undefined] };
    const headers = { 'x-request-source': 'kiosk' };
    const { ky } = normalizeClientOptions({
      baseUrl,
      credentials: { username: 'a', password: 'b' },
      headers,
      hooks,
    });
    expect(ky).toEqual({ headers, hooks });
  });

  it('passes an injected fetch through', () => {
    const fetch = async () => new Response();
    expect(normalizeClientOptions({ baseUrl, fetch }).fetch).toBe(fetch);
  });
});

describe('normalizeCallOptions', () => {
  const client = normalizeClientOptions({ baseUrl, timeout: 5_000, retry: { limit: 3, backoffLimit: 50 } });
  /** The same client, told that its server honours idempotency keys. */
  const trusting = normalizeClientOptions({
    baseUrl,
    timeout: 5_000,
    retry: { limit: 3, backoffLimit: 50 },
    idempotency: 'honoured',
  });

  it('starts from the client’s timeout and retry when the call sets none', () => {
    const { timeout, ky } = normalizeCallOptions(client, 'GET', {}, 'application/json');
    expect(timeout).toBe(5_000);
    expect(ky).toMatchObject({
      method: 'GET',
      timeout: 5_000,
      retry: { limit: 3, backoffLimit: 50, methods: ['get', 'delete'] },
      signal: null,
    });
  });

  it('lets a call override the timeout, the retry limit alone, or retry options field by field', () => {
    expect(normalizeCallOptions(client, 'GET', { timeout: false }, 'application/json').timeout).toBe(false);
    expect(normalizeCallOptions(client, 'GET', { retry: 0 }, 'application/json').ky.retry).toEqual({
      limit: 0,
      backoffLimit: 50,
      methods: ['get', 'delete'],
    });
    expect(
      normalizeCallOptions(client, 'GET', { retry: { backoffLimit: 5, retryOnTimeout: true } }, 'image/png')
        .ky.retry,
    ).toEqual({ limit: 3, backoffLimit: 5, retryOnTimeout: true, methods: ['get', 'delete'] });
  });

  it('sends the call’s headers with the accepted type, and passes its signal on', () => {
    const signal = AbortSignal.timeout(1_000);
    const { ky } = normalizeCallOptions(
      client,
      'GET',
      { headers: [['x-trace-id', 't1']], signal },
      'image/png',
    );
    const headers = new Headers(ky.headers as Headers);
    expect(Object.fromEntries(headers)).toEqual({ accept: 'image/png', 'x-trace-id': 't1' });
    expect(ky.signal).toBe(signal);
  });

  it('gives a POST a fresh UUID as its Idempotency-Key and makes it retryable', () => {
    const first = normalizeCallOptions(trusting, 'POST', {}, 'application/json').ky;
    const second = normalizeCallOptions(trusting, 'POST', {}, 'application/json').ky;
    const keyOf = (options: typeof first) => new Headers(options.headers as Headers).get('idempotency-key');

    expect(keyOf(first)).toMatch(uuid);
    expect(keyOf(second)).toMatch(uuid);
    expect(keyOf(first)).not.toBe(keyOf(second));
    expect(first.retry).toMatchObject({ limit: 3, methods: ['post'] });
  });

  it('retries a keyed POST after a 409 too, unless the call names its own status codes', () => {
    expect(normalizeCallOptions(trusting, 'POST', {}, 'application/json').ky.retry).toMatchObject({
      statusCodes: [408, 409, 413, 429, 500, 502, 503, 504],
    });
    const own = normalizeCallOptions(trusting, 'POST', { retry: { statusCodes: [503] } }, 'application/json');
    expect(own.ky.retry).toMatchObject({ statusCodes: [503], methods: ['post'] });
    expect(normalizeCallOptions(client, 'GET', {}, 'application/json').ky.retry).not.toHaveProperty(
      'statusCodes',
    );
  });

  it('uses the caller’s key as it is', () => {
    const { ky } = normalizeCallOptions(
      trusting,
      'POST',
      { idempotencyKey: 'checkout-42' },
      'application/json',
    );
    expect(new Headers(ky.headers as Headers).get('idempotency-key')).toBe('checkout-42');
  });

  it('sends no key and never retries a POST where the server is not known to honour keys', () => {
    const { ky, keyed } = normalizeCallOptions(
      client,
      'POST',
      { idempotencyKey: 'k', retry: 5 },
      'application/json',
    );
    expect(keyed).toBe(false);
    expect(new Headers(ky.headers as Headers).has('idempotency-key')).toBe(false);
    expect(ky.retry).toMatchObject({ limit: 5, methods: ['get', 'delete'] });
  });

  it('keys a POST once the server has shown it honours keys, or when the call says so', () => {
    const shown = normalizeCallOptions(client, 'POST', {}, 'application/json', true);
    const told = normalizeCallOptions(client, 'POST', { idempotency: true }, 'application/json');
    for (const { ky, keyed } of [shown, told]) {
      expect(keyed).toBe(true);
      expect(new Headers(ky.headers as Headers).get('idempotency-key')).toMatch(uuid);
      expect(ky.retry).toMatchObject({ methods: ['post'] });
    }
  });

  it('rejects an unknown apiVersion or idempotency option, naming the allowed values', () => {
    expect(() => normalizeClientOptions({ baseUrl, apiVersion: '2.0' as '1.1' })).toThrow(
      `apiVersion must be '1.1' or '1.2', got "2.0"`,
    );
    expect(() => normalizeClientOptions({ baseUrl, idempotency: 'yes' as 'detect' })).toThrow(
      `idempotency must be 'honoured' or 'detect', got "yes"`,
    );
  });

  it('sends no key and never retries a POST with idempotency: false', () => {
    const { ky } = normalizeCallOptions(
      trusting,
      'POST',
      { idempotency: false, retry: 5 },
      'application/json',
    );
    expect(new Headers(ky.headers as Headers).has('idempotency-key')).toBe(false);
    expect(ky.retry).toMatchObject({ limit: 5, methods: ['get', 'delete'] });
  });

  it('never keys or retries a PATCH, whatever the retry options say', () => {
    const retry = { limit: 5, ...({ methods: ['post', 'patch'] } as object) };
    const { ky } = normalizeCallOptions(client, 'PATCH', { retry }, 'application/json');
    expect(new Headers(ky.headers as Headers).has('idempotency-key')).toBe(false);
    expect(ky.retry).toMatchObject({ limit: 5, methods: ['get', 'delete'] });
  });

  it('never lets client retry options add a method either', () => {
    const sneaky = normalizeClientOptions({
      baseUrl,
      retry: { limit: 5, ...({ methods: ['patch'] } as object) },
    });
    expect(normalizeCallOptions(sneaky, 'PATCH', {}, 'application/json').ky.retry).toMatchObject({
      methods: ['get', 'delete'],
    });
  });
});
