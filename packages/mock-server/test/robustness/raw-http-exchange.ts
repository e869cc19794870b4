import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** A response read off a raw socket: status, lower-cased headers, body, and what the client sent. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had written when the answer arrived (or it gave up). */
  bytesSent: number;
  /** Time from the end of the request head to the answer's head, in milliseconds. */
  answeredAfterMs: number;
}

/**
 * Sends a request over a plain TCP socket to a loopback server, writing the head and then
 * `body` chunk by chunk until the server answers, `maxBodyBytes` have gone out, or
 * `timeoutMs` passes (after waiting `waitBeforeBodyMs` for an answer to the head alone). A raw socket is used because only it can send a `Content-Length` that
 * is never honoured, a chunked body that keeps growing, or bytes no HTTP client would emit.
 *
 * @example
 * ```ts
 * const answer = await rawHttpExchange(port, 'POST /v1.1/tickets HTTP/1.1\r\n…\r\n\r\n', endless());
 * ```
 */
export async function rawHttpExchange(
  port: number,
  head: string,
  body: Iterable<Uint8Array> = [],
  { maxBodyBytes = 64 * 1024 * 1024, timeoutMs = 5000, waitBeforeBodyMs = 0 } = {},
): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  // The server may close or reset mid-upload once it has answered; that is not a failure here.
  socket.on('error', () => {});
  await once(socket, 'connect');
  const reader = new ResponseReader(socket);
  socket.write(head);
  const headSentAt = performance.now();
  // A server that judges the head alone can answer before any body byte is sent.
  if (waitBeforeBodyMs > 0) await Promise.race([reader.headArrived, delay(waitBeforeBodyMs)]);
  let bytesSent = 0;
  for (const chunk of body) {
    if (reader.headReceived || socket.destroyed || bytesSent >= maxBodyBytes) break;
    if (performance.now() - headSentAt > timeoutMs) break;
    bytesSent += chunk.length;
    if (!socket.write(chunk)) {
      await Promise.race([once(socket, 'drain'), reader.headArrived, once(socket, 'close'), delay(100)]);
    }
  }
  try {
    const answer = await Promise.race([
      reader.complete,
      delay(timeoutMs).then(() => {
        throw new Error(
          `no complete answer within ${timeoutMs} ms (received: ${JSON.stringify(reader.text)})`,
        );
      }),
    ]);
    return { ...answer, bytesSent, answeredAfterMs: (reader.headAt ?? performance.now()) - headSentAt };
  } finally {
    socket.destroy();
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Reads one HTTP/1.1 response (Content-Length or chunked body) off a socket. */
export class ResponseReader {
  text = '';
  headAt: number | undefined;
  readonly headArrived: Promise<void>;
  readonly complete: Promise<Omit<RawAnswer, 'bytesSent' | 'answeredAfterMs'>>;

  constructor(socket: Socket) {
    let onHead = () => {};
    this.headArrived = new Promise<void>((resolve) => {
      onHead = resolve;
    });
    this.complete = new Promise((resolve, reject) => {
      const check = () => {
        const answer = this.#parse();
        if (this.headAt === undefined && this.text.includes('\r\n\r\n')) {
          this.headAt = performance.now();
          onHead();
        }
        if (answer) resolve(answer);
      };
      socket.setEncoding('latin1');
      socket.on('data', (data: string) => {
        this.text += data;
        check();
      });
      socket.on('close', () => {
        check();
        const answer = this.#parse(true);
        if (answer) resolve(answer);
        else reject(new Error(`connection closed before a complete answer: ${JSON.stringify(this.text)}`));
      });
    });
  }

  get headReceived(): boolean {
    return this.headAt !== undefined;
  }

  #parse(closed = false): Omit<RawAnswer, 'bytesSent' | 'answeredAfterMs'> | undefined {
    const end = this.text.indexOf('\r\n\r\n');
    if (end === -1) return undefined;
    const [statusLine = '', ...lines] = this.text.slice(0, end).split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = this.text.slice(end + 4);
    const decode = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      let body = '';
      let at = 0;
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', at);
        if (lineEnd === -1) return undefined;
        const size = Number.parseInt(rest.slice(at, lineEnd), 16);
        if (size === 0) return { status, headers, body: decode(body) };
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
        at = lineEnd + 2 + size + 2;
      }
    }
    const length = headers['content-length'];
    if (length !== undefined) {
      return rest.length >= Number(length)
        ? { status, headers, body: decode(rest.slice(0, Number(length))) }
        : undefined;
    }
    return closed || status === 204 || status === 304 ? { status, headers, body: decode(rest) } : undefined;
  }
}
