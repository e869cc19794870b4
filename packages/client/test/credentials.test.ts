// Credentials against a mock that accepts exactly one user name and password (see fixtures.ts),
// so a request only succeeds when the right Basic credentials really arrived.

import { describe, expect, it } from 'vitest';
import { isMuseumApiError, type MuseumCredentials } from '../src/index.ts';
import { credentials, museumClient, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

describe('credentials', () => {
  it('sends fixed credentials, UTF-8 encoded, with a colon in the password', async () => {
    await expect(museumClient({ credentials }).getMuseumHours({ limit: 1 })).resolves.toHaveLength(1);
    expect(mock.journal.last()).toMatchObject({ status: 200, username: 'front-desk' });
  });

  it('asks an async credentials function before every call, and its answer arrives', async () => {
    let asked = 0;
    const api = museumClient({
      credentials: async () => {
        asked += 1;
        // Settles later than a resolved promise would, as a token store or vault lookup does.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { ...credentials };
      },
    });
    await api.getMuseumHours({ limit: 1 });
    await api.listSpecialEvents();

    expect(asked).toBe(2);
    expect(mock.journal.entries.map(({ status, username }) => [status, username])).toEqual([
      [200, 'front-desk'],
      [200, 'front-desk'],
    ]);
  });

  it('accepts a plain function as well', async () => {
    await museumClient({ credentials: () => credentials }).listSpecialEvents();
    expect(mock.journal.last()).toMatchObject({ status: 200, username: 'front-desk' });
  });

  it('asks the function once per call: its retries reuse the answer', async () => {
    let asked = 0;
    mock.fault('getMuseumHours', { status: 503 }, { times: 1 });
    const api = museumClient({
      credentials: async () => {
        asked += 1;
        return credentials;
      },
    });
    await api.getMuseumHours({ limit: 1 });

    expect(asked).toBe(1);
    expect(mock.journal.entries.map(({ status }) => status)).toEqual([503, 200]);
  });

  it('surfaces the 401 when the function answers with credentials the mock refuses', async () => {
    const api = museumClient({
      credentials: async () => ({ username: 'front-desk', password: 'pass:word' }),
    });
    const error = await rejection(api.listSpecialEvents());

    expect(isMuseumApiError(error) && error.status).toBe(401);
    expect(mock.journal.last()).toMatchObject({ status: 401, username: 'front-desk' });
  });

  it('rejects with what the function throws and sends nothing', async () => {
    const failure = new Error('vault unreachable');
    const api = museumClient({
      credentials: async (): Promise<MuseumCredentials> => {
        throw failure;
      },
    });

    await expect(api.listSpecialEvents()).rejects.toBe(failure);
    expect(mock.journal.count()).toBe(0);
  });
});
