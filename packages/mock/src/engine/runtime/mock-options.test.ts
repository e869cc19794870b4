import { describe, expect, it } from 'vitest';
import { normalizeMockOptions } from './mock-options.ts';

describe('normalizeMockOptions', () => {
  it('refuses the proxy option under its old name, forward, naming the new one', () => {
    const options = { forward: { baseUrl: 'https://staging.museum.test/v1.1' } } as never;
    expect(() => normalizeMockOptions(options)).toThrow(/^museum mock: `forward`: renamed proxy/);
    const proxied = normalizeMockOptions({ proxy: { baseUrl: 'https://staging.museum.test/v1.1' } });
    expect(proxied.proxy?.upstream.href).toBe('https://staging.museum.test/v1.1');
  });
});
