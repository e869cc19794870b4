import { connect } from 'node:net';
import { delay, type RawAnswer, ResponseReader } from './raw-http-exchange.ts';

/** What a client that kept uploading after the server answered saw. */
export interface UploadOutcome {
  /** The answer read off the socket, `undefined` if none arrived whole. */
  answer: Omit<RawAnswer, 'bytesSent' | 'answeredAfterMs'> | undefined;
  /** The socket error the client got (`EPIPE`, `ECONNRESET`), if any. */
  error: string | undefined;
  /** Body bytes the client wrote before it finished or the connection went away. */
  bytesSent: number;
  /** Whether the server closed its side with a FIN (an orderly close), not only a reset. */
  finReceived: boolean;
  /** Milliseconds from the answer's head to the connection's close. */
  closedAfterAnswerMs: number | undefined;
}

/**
 * Sends a request over a plain TCP socket and keeps sending its body after the server has
 * answered, as a client on a slow link does when the answer overtakes its upload: after
 * `waitForAnswerAfterBytes` it waits (at most `timeoutMs`) for the answer's head, then writes
 * the rest, ends its side (unless `endUpload` is false: a client that stalls) and waits for the
 * server to close. Node's and undici's clients hide a
 * reset that comes after a complete answer; a raw socket reports it.
 *
 * @example
 * ```ts
 * const outcome = await uploadPastAnswer(port, head, [twoMegabytes], { waitForAnswerAfterBytes: 0 });
 * expect(outcome.error).toBeUndefined();
 * ```
 */
export async function uploadPastAnswer(
  port: number,
  head: string,
  body: Iterable<Uint8Array>,
  { waitForAnswerAfterBytes = Number.POSITIVE_INFINITY, timeoutMs = 10_000, endUpload = true } = {},
): Promise<UploadOutcome> {
  // Half-open: a FIN from the server does not stop the upload, as with a client that has not
  // looked yet (Node's sockets otherwise end their side on the peer's FIN).
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let error: string | undefined;
  socket.on('error', (failure: NodeJS.ErrnoException) => {
    error ??= failure.code ?? failure.message;
  });
  let finReceived = false;
  socket.on('end', () => {
    finReceived = true;
  });
  let closedAt: number | undefined;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = performance.now();
      resolve();
    }),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  const reader = new ResponseReader(socket);
  const answer = reader.complete.catch(() => undefined);
  const startedAt = performance.now();
  socket.write(head);
  let bytesSent = 0;
  let waited = false;
  for (const chunk of body) {
    if (socket.destroyed || error !== undefined || performance.now() - startedAt > timeoutMs) break;
    if (!waited && bytesSent >= waitForAnswerAfterBytes) {
      waited = true;
      await Promise.race([reader.headArrived, closed, delay(timeoutMs)]);
    }
    bytesSent += chunk.length;
    if (!socket.write(chunk)) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
  }
  if (endUpload && !socket.destroyed) socket.end();
  // A stalled client closes once the server has ended its side.
  else if (finReceived) socket.destroy();
  else socket.once('end', () => socket.destroy());
  await Promise.race([closed, delay(timeoutMs)]);
  socket.destroy();
  return {
    answer: await answer,
    error,
    bytesSent,
    finReceived,
    closedAfterAnswerMs:
      closedAt === undefined || reader.headAt === undefined ? undefined : closedAt - reader.headAt,
  };
}
