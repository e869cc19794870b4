import { type ServerResponse, STATUS_CODES } from 'node:http';
import { type AnswerHeaders, answerContentTypes, answerText, type MuseumAnswer } from '@museum-api/mock/host';
import { sendFetchResponse } from './fetch-bridge.ts';

/**
 * Writes an answer to `res` with its reason phrase and `extra` headers; a network error drops the
 * connection, a `Response` body is streamed with back-pressure (the promise returned: every other
 * answer is written at once, with no promise to wait for), HEAD gets no body.
 */
export function writeAnswer(
  res: ServerResponse,
  answer: MuseumAnswer,
  extra: AnswerHeaders,
): Promise<void> | undefined {
  const head = res.req.method === 'HEAD';
  switch (answer.kind) {
    case 'network-error':
      res.destroy();
      return;
    case 'response': {
      const { response } = answer;
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(extra)) {
        if (name === 'Vary') headers.append(name, value);
        else headers.set(name, value);
      }
      const status = response.status;
      const statusText = response.statusText === '' ? (STATUS_CODES[status] ?? '') : response.statusText;
      return sendFetchResponse(
        res,
        new Response(head ? null : response.body, { status, statusText, headers }),
      );
    }
    case 'json':
    case 'problem': {
      const text = answerText(answer) as string;
      res.writeHead(answer.status, STATUS_CODES[answer.status] ?? '', {
        ...answer.headers,
        ...extra,
        'Content-Type': answerContentTypes[answer.kind],
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(head ? undefined : text);
      return;
    }
    case 'bytes':
    case 'empty':
      res.writeHead(answer.status, STATUS_CODES[answer.status] ?? '', { ...answer.headers, ...extra });
      res.end(head || answer.kind === 'empty' ? undefined : answer.bytes);
      return;
  }
}
