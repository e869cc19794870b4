// A stand-in for the standalone server's admin mount (issue 10's server integration replaces it):
// a node:http server on 127.0.0.1:0 that sends /__admin/* to the admin router and everything
// else to the mock, so the remote handle is tested over real HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { answerAdminRequest } from '../../src/admin/answer-admin-request.ts';
import type { ControlledMuseumMock } from './controlled-museum-mock.ts';

export interface AdminTestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

export async function startAdminTestServer(mock: ControlledMuseumMock): Promise<AdminTestServer> {
  const server: Server = createServer(async (req, res) => {
    const request = createRequest(req, res);
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/__admin/')) {
      await sendResponse(res, await answerAdminRequest(mock, request, pathname.slice('/__admin'.length)));
      return;
    }
    try {
      await sendResponse(res, await mock.fetch(request));
    } catch {
      // An injected network error (or a path outside the API): drop the connection unanswered.
      req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
