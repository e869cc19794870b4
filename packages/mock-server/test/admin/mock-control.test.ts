import { connectMuseumMock, createMuseumMock, inProcessControls } from '@museum-api/mock';
import { startMuseumServer } from '../../src/index.ts';
import { now } from '../fixtures.ts';
import { apiAuthorization, describeMockControl } from './mock-control-contract.ts';

const mockOptions = { clock: now, randomSeed: 'admin-contract' } as const;

function requestInit(init: { method?: string; json?: unknown } = {}): RequestInit {
  return {
    method: init.method ?? 'GET',
    headers: {
      Authorization: apiAuthorization,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  };
}

describeMockControl('in-process mock', async () => {
  const mock = createMuseumMock(mockOptions);
  return {
    control: inProcessControls(mock),
    api: (path, init) => mock.fetch(`https://api.museum.test/v1.1${path}`, requestInit(init)),
    close: async () => {},
  };
});

describeMockControl('remote handle on the standalone server', async () => {
  const server = await startMuseumServer({ ...mockOptions, port: 0, admin: true });
  return {
    control: connectMuseumMock(server.url),
    api: (path, init) => fetch(`${server.url}${path}`, requestInit(init)),
    close: () => server.close(),
  };
});

describeMockControl('remote handle on a session of a token-protected server', async () => {
  const server = await startMuseumServer({ ...mockOptions, port: 0, admin: true, adminToken: 's3cret' });
  const session = 'contract-session';
  return {
    control: connectMuseumMock(server.url, { token: 's3cret', session }),
    api: (path, init) => {
      const request = requestInit(init);
      return fetch(`${server.url}${path}`, {
        ...request,
        headers: { ...(request.headers as Record<string, string>), 'X-Museum-Session': session },
      });
    },
    close: () => server.close(),
  };
});
