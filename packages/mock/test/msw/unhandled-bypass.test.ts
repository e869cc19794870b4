// With `onUnhandledRequest: 'bypass'`, traffic that is not for the API reaches the network: a
// real loopback server counts what it receives, so a request that msw swallowed would show.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMuseumMock } from '../../src/node.ts';
import { basic } from '../fixtures.ts';

const received: string[] = [];
const upstream: Server = createServer((request, response) => {
  received.push(`${request.method} ${request.url}`);
  response.writeHead(200, { 'Content-Type': 'text/plain' }).end('from the network');
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const base = 'https://bypassed.museum.test/v1.1';
setupMuseumMock({ baseUrl: base, onUnhandledRequest: 'bypass' }, { beforeAll, afterEach, afterAll });

describe('unhandled requests with the bypass strategy', () => {
  it('lets a request that is not for the API reach the network', async () => {
    const response = await fetch(`${origin}/elsewhere?x=1`);
    expect(await response.text()).toBe('from the network');
    expect(received).toEqual(['GET /elsewhere?x=1']);
  });

  it('answers the API itself, without touching the network', async () => {
    const response = await fetch(`${base}/museum-hours`, { headers: { Authorization: basic() } });
    expect(response.status).toBe(200);
    expect(received).toEqual(['GET /elsewhere?x=1']);
  });
});
