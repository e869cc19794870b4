import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * The proxy's `fetch`: `node:http(s)` on keep-alive agents, the answer read whole, uncompressed;
 * a third of the CPU of Node's `fetch` per request (BENCHMARKS.md).
 */
export function createUpstreamFetch(): (input: URL, init: RequestInit) => Promise<Response> {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      headers['accept-encoding'] = 'identity';
      const https = input.protocol === 'https:';
      const send = https ? httpsRequest : httpRequest;
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => {
        req.destroy();
        fail(signal?.reason);
      };
      const req = send(
        input,
        { method: init.method ?? 'GET', headers, agent: https ? agents['https:'] : agents['http:'] },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            try {
              resolve(responseOf(res, Buffer.concat(chunks)));
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', fail);
      const body = init.body as Uint8Array | null | undefined;
      req.end(body ?? undefined);
    });
}

const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

function responseOf(res: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let index = 0; index < raw.length; index += 2)
    headers.append(raw[index] as string, raw[index + 1] as string);
  const status = res.statusCode ?? 502;
  return new Response(nullBodyStatuses.has(status) || body.byteLength === 0 ? null : new Uint8Array(body), {
    status,
    statusText: res.statusMessage ?? '',
    headers,
  });
}
