// The standalone server's own failure (an override of its config that throws) is never passed
// off as the API's answer: the answer says so, the session's journal marks the entry, and a test
// on the remote handle fails with the cause, as the Playwright fixture does after each test.
import {
  connectMuseumMock,
  isMuseumMockFailureError,
  mockFailureHeader,
  problemTypes,
  throwIfMockFailed,
} from '@museum-api/mock';
import { afterEach, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { basic } from '../fixtures.ts';

let server: MuseumServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a failure of the server’s mock itself', () => {
  it('is marked in the answer and the session’s journal, and fails a test on the remote handle', async () => {
    server = await startMuseumServer({
      port: 0,
      admin: true,
      overrides: [
        {
          operation: 'getMuseumHours',
          resolver: () => {
            throw new RangeError('the config’s override broke');
          },
        },
      ],
    });
    const session = 'failing-session';
    const response = await fetch(`${server.url}/museum-hours`, {
      headers: { Authorization: basic(), 'X-Museum-Session': session },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get(mockFailureHeader)).toBe('RangeError: the config s override broke');
    expect(await response.json()).toMatchObject({ type: problemTypes.mockFailure });

    const remote = connectMuseumMock(new URL(server.url).origin, { session });
    const entries = await remote.journal.entries();
    expect(entries).toMatchObject([
      {
        operation: 'getMuseumHours',
        status: 500,
        mockFailure: { name: 'RangeError', message: 'the config’s override broke' },
      },
    ]);
    expect(entries[0]?.mockFailure?.stack).toContain('mock-failure-over-http.test.ts');
    let thrown: unknown;
    try {
      throwIfMockFailed(entries);
    } catch (error) {
      thrown = error;
    }
    expect(isMuseumMockFailureError(thrown)).toBe(true);
    expect((thrown as Error).message).toContain(
      `GET ${server.url}/museum-hours: RangeError: the config’s override broke`,
    );
    // The cause, rebuilt from the journal, carries the server's stack.
    expect((thrown as Error).cause).toMatchObject({
      name: 'RangeError',
      message: 'the config’s override broke',
    });
    expect(((thrown as Error).cause as Error).stack).toContain('mock-failure-over-http.test.ts');
  });
});
