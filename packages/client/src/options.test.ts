import type { BeforeRequestHook } from 'ky';
import { describe, expect, it } from 'vitest';
import { normalizeClientOptions } from './options.ts';

describe('normalizeClientOptions', () => {
  it('applies the documented defaults', () => {
    const { baseUrl, timeout, ky } = normalizeClientOptions({ baseUrl: 'https://museum.example/v1.1' });
    expect(baseUrl.href).toBe('https://museum.example/v1.1/');
    expect(timeout).toBe(10_000);
    expect(ky).toMatchObject({
      timeout: 10_000,
      retry: { limit: 2, methods: ['get', 'delete'] },
      headers: {},
    });
    expect(ky).not.toHaveProperty('fetch');
  });

  it('keeps one trailing slash on the base URL so paths extend it', () => {
    expect(normalizeClientOptions({ baseUrl: new URL('http://127.0.0.1:4010/v1.1//') }).baseUrl.href).toBe(
      'http://127.0.0.1:4010/v1.1/',
    );
  });

  it('never lets retry options make POST or PATCH retryable', () => {
    const { ky } = normalizeClientOptions({
      baseUrl: 'https://museum.example/v1.1',
      retry: { limit: 5, ...({ methods: ['post', 'patch'] } as object) },
    });
    expect(ky.retry).toEqual({ limit: 5, methods: ['get', 'delete'] });
    expect(normalizeClientOptions({ baseUrl: 'https://museum.example/v1.1', retry: 0 }).ky.retry).toEqual({
      limit: 0,
      methods: ['get', 'delete'],
    });
  });

  it('runs the caller’s beforeRequest hooks after the one that sets Authorization', async () => {
    const own: BeforeRequestHook = () => undefined;
    const { ky } = normalizeClientOptions({
      baseUrl: 'https://museum.example/v1.1',
      credentials: { username: 'a', password: 'b' },
      hooks: { beforeRequest: [own] },
    });
    const [auth, second] = ky.hooks?.beforeRequest ?? [];
    expect(second).toBe(own);

    const request = new Request('https://museum.example/v1.1/tickets');
    await auth?.({ request, options: {} as never, retryCount: 0 });
    expect(request.headers.get('authorization')).toBe('Basic YTpi');
  });

  it('passes an injected fetch through', () => {
    const fetch = async () => new Response();
    expect(normalizeClientOptions({ baseUrl: 'https://museum.example/v1.1', fetch }).ky.fetch).toBe(fetch);
  });
});
