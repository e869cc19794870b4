import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

// vitest.loopback-servers.ts, the setup of every project, holds the invariant "servers in tests
// bind 127.0.0.1": these tests run under it, so they fail if it is dropped from vitest.shared.ts.
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function server(): Server {
  const made = createServer((_request, response) => response.end('ok'));
  servers.push(made);
  return made;
}

describe('a server in a test', () => {
  it.each([
    ['no host', () => server().listen(0)],
    ['every IPv4 interface', () => server().listen(0, '0.0.0.0')],
    ['every interface, as options', () => server().listen({ port: 0, host: '::' })],
    ['options without a host', () => server().listen({ port: 0 })],
  ])('is refused before it binds, with %s', (_name, start) => {
    expect(start).toThrow("A server in a test must bind loopback: listen(0, '127.0.0.1')");
  });

  it.each(['127.0.0.1', 'localhost', '::1'])('binds %s and answers', async (host) => {
    const bound = server().listen({ port: 0, host });
    await once(bound, 'listening');
    const { address, port } = bound.address() as AddressInfo;
    const response = await fetch(`http://${address.includes(':') ? `[${address}]` : address}:${port}/`);
    expect(await response.text()).toBe('ok');
  });
});
