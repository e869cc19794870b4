import type { IncomingMessage } from 'node:http';

/**
 * How long and how many bytes of an unread body are drained after the answer: enough for an honest
 * client on loopback or LAN to finish, little for one that never stops (nginx lingers 30 s / 5 s).
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
 * A lingering close for a request answered before its body was read (413, 405, 401, …): call it
 * before writing the answer and add the headers it returns. The rest of the body is drained, never
 * buffered, within the bounds, so the client reads the answer instead of a reset; a chunked or too
 * long body also gets `Connection: close`. Node alone would reset a `Connection: close` socket.
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
