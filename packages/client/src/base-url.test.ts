import { afterEach, describe, expect, it } from 'vitest';
import { resolveBaseUrl } from './base-url.ts';

const page = globalThis as { location?: { href: string } };

describe('resolveBaseUrl', () => {
  afterEach(() => {
    delete page.location;
  });

  it('keeps a full URL, ending it in one slash so paths extend it', () => {
    expect(resolveBaseUrl('https://museum.example/v1.1').href).toBe('https://museum.example/v1.1/');
    expect(resolveBaseUrl(new URL('http://127.0.0.1:4010/v1.1//')).href).toBe('http://127.0.0.1:4010/v1.1/');
  });

  it('refuses a relative base where there is no page, naming the option and the fix', () => {
    expect(() => resolveBaseUrl('/api/v1.1')).toThrow(
      new TypeError(
        `baseUrl "/api/v1.1" is not a full URL such as 'https://museum.example/v1.1' (no page to resolve it against)`,
      ),
    );
    // The URL parser's own error stays reachable, as the cause.
    expect(() => resolveBaseUrl('/api/v1.1')).toThrow(
      expect.objectContaining({ cause: expect.any(TypeError) }),
    );
    // A host without its scheme is a relative path too.
    expect(() => resolveBaseUrl('museum.example/v1.1')).toThrow(
      /^baseUrl "museum\.example\/v1\.1" is not a full URL/,
    );
  });

  it('resolves a relative base against the page, as fetch does in a browser', () => {
    page.location = { href: 'http://localhost:5173/app/visit?x=1' };
    expect(resolveBaseUrl('/api/v1.1').href).toBe('http://localhost:5173/api/v1.1/');
    expect(resolveBaseUrl('https://museum.example/v1.1').href).toBe('https://museum.example/v1.1/');
  });

  it('refuses, on a page, a base that is no URL at all', () => {
    page.location = { href: 'http://localhost:5173/' };
    expect(() => resolveBaseUrl('https://exa mple.test/v1.1')).toThrow(
      new TypeError('baseUrl "https://exa mple.test/v1.1" is not a URL'),
    );
  });
});
