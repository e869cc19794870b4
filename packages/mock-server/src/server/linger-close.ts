import type { IncomingMessage } from 'node:http';

/**
 * How long, and how many body bytes, the server keeps reading (and discarding) the rest of a
 * request it answered without reading: long enough for any honest client on a loopback or LAN
 * link to finish an upload of a few MiB and read its answer, short enough that a client that
 * never stops sending costs a few milliseconds of parsing and a socket for a few seconds. Like
 * nginx's `lingering_time`/`lingering_timeout` (30 s / 5 s); Go's server waits 500 ms without
 * reading. A mock serves tests on fast links, so 5 s is generous; 8 MiB is 128 times the default
 * body limit, and an endless upload over loopback reaches it about 40 ms after its answer.
 */
export const lingerBounds: LingerBounds = { maxBytes: 8 * 1024 * 1024, maxMs: 5_000 };

/** The bounds of a lingering close (see {@link lingerBounds}). */
export interface LingerBounds {
  /** Most body bytes discarded after the answer before the connection is cut. */
  maxBytes: number;
  /** Most milliseconds spent discarding after the answer before the connection is cut. */
  maxMs: number;
}

/**
 * A lingering close for a request answered before its body was read to the end (413, 405, 401,
 * 415, a refused session id, an override that ignores the body): call it just before writing the
 * answer, add the headers it returns. The rest of the body is then read and thrown away, never
 * buffered, so the client can finish sending and read its answer; closing with unread bytes
 * would make the kernel reset the connection, and a client still sending gets EPIPE/ECONNRESET
 * instead of the answer. Past the bounds the connection is cut.
 *
 * A body whose declared length fits the bounds is drained and the connection stays open for the
 * next request. Any other (chunked, or declared larger) gets `Connection: close`, and the socket
 * closes once the answer is flushed and the body drained (or the bounds reached). A complete
 * request costs one property read and changes nothing.
 *
 * Node alone does not do this: it drains an unread body only if nothing ever listened to it (the
 * fetch `Request` body did), bounded only by `server.requestTimeout` (300 s), and it destroys a
 * `Connection: close` socket as soon as the answer is flushed, unread bytes or not.
 */
export function lingerClose(
  req: IncomingMessage,
  { maxBytes, maxMs }: LingerBounds = lingerBounds,
): { Connection?: 'close' } {
  const { socket } = req;
  if (req.complete || socket.destroyed) return {};
  const cut = setTimeout(() => socket.destroy(), maxMs);
  cut.unref();
  const stopTimer = () => clearTimeout(cut);
  socket.once('close', stopTimer);
  let discarded = 0;
  // As Node's own `req._dump()`: no other listener may keep (buffer) what is thrown away — the
  // fetch `Request` body stream would queue every chunk nobody reads.
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) socket.destroy();
  });
  req.resume();

  // Node ends a socket it will not reuse (`Connection: close` either way) with
  // `socket.destroySoon()` once the answer is written: end, then destroy as soon as that is
  // flushed. While the body drains it only ends (a FIN after the answer); the destroy waits.
  let answered = false;
  socket.destroySoon = () => {
    answered = true;
    socket.end();
  };
  req.once('end', () => {
    stopTimer();
    socket.removeListener('close', stopTimer);
    // Back to Node's own; on a kept connection that is all, the parser reads the next request.
    delete (socket as { destroySoon?: () => void }).destroySoon;
    if (answered) socket.destroySoon();
  });
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  return declared <= maxBytes ? {} : { Connection: 'close' };
}
