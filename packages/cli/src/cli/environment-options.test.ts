import { UsageError } from '@museum-api/contract/cli';
import { describe, expect, it } from 'vitest';
import { environmentOptions } from './environment-options.ts';

describe('environmentOptions', () => {
  it('reads PORT as the port and MUSEUM_MOCK_ADMIN_TOKEN as the admin token', () => {
    expect(environmentOptions({ PORT: '8080', MUSEUM_MOCK_ADMIN_TOKEN: 'ci-7f3a', HOME: '/root' })).toEqual({
      port: 8080,
      adminToken: 'ci-7f3a',
    });
  });

  it('reads nothing from an environment without them, and takes an empty PORT as unset', () => {
    expect(environmentOptions({})).toEqual({});
    expect(environmentOptions({ PORT: '' })).toEqual({});
  });

  it('refuses a PORT that is not a port, saying it came from the environment', () => {
    expect(() => environmentOptions({ PORT: 'http' })).toThrow(
      new UsageError('PORT (from the environment) must be a whole number from 0 to 65535, got "http"'),
    );
    expect(() => environmentOptions({ PORT: '70000' })).toThrow(/PORT \(from the environment\)/);
  });
});
