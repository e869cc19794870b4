import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { requestIdHeader } from '@museum-api/core';
import { answerContentTypes, answerText, ProblemError, problemAnswer } from '@museum-api/mock/host';

/** Answers what Node's parser refused with problem details and a server request id, not a bare 400. */
export function answerUnparsable(error: Error & { code?: string }, socket: Socket, requestId: string): void {
  // As Node's own default: a dead socket, or one whose response has begun, can only be closed.
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || response?.headersSent === true) {
    socket.destroy();
    return;
  }
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ProblemError({
          status: 431,
          title: 'Request header fields too large',
          detail: 'The request headers are larger than the server accepts',
        })
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new ProblemError({ status: 408, detail: 'The request did not arrive in time' })
        : ProblemError.invalidRequest(`The request is not valid HTTP/1.1 (${error.code ?? error.message})`);
  const body = answerText(problemAnswer(problem)) as string;
  socket.end(
    [
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
      `Content-Type: ${answerContentTypes.problem}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      `${requestIdHeader}: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
