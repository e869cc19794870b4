import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The Fetch `Request` of a Node message for user code (override, `auth`): headers in order, the body
 * streamed on demand. Written here so the package needs no Node-only dependency.
 */
export function fetchRequestOf(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] as string, req.rawHeaders[index + 1] as string);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Writes a Fetch `Response` (an override's) to Node's `res`: status and reason, every header
 * (each `Set-Cookie` on its own line), and the body streamed with back-pressure.
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const lines: string[] = [];
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    lines.push(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) lines.push('set-cookie', cookie);
  res.writeHead(response.status, response.statusText, lines);
  if (response.body === null) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
}
