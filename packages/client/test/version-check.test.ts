// The opt-in `versionCheck` against the real mock, which states its version (1.1.1 by default)
// in a `Museum-Api-Version` header on every answer. warnOnVersionMismatch's warning through the
// client: unknown-outcome.test.ts.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { museumClient, useMuseumMock } from './fixtures.ts';

useMuseumMock();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('versionCheck', () => {
  it('is asked once per client with its apiVersion, and reads every answer', async () => {
    const asked: string[] = [];
    const stated: (string | null)[] = [];
    const client = museumClient({
      versionCheck: (apiVersion) => {
        asked.push(apiVersion);
        return (response) => void stated.push(response.headers.get('museum-api-version'));
      },
    });
    await client.getMuseumHours({ limit: 1 });
    await client.listSpecialEvents({ limit: 1 });

    expect(asked).toEqual(['1.1']);
    expect(stated).toEqual(['1.1.1', '1.1.1']);
  });

  it('reads nothing and warns nothing when not set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await museumClient({ apiVersion: '1.2' } as never).getMuseumHours({ limit: 1 });
    expect(warn).not.toHaveBeenCalled();
  });
});
