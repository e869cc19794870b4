import { ProblemDetailsSchema } from '@museum-api/core';
import type { FuzzRequest } from './fuzz-request.ts';

/** A response reduced to what the checks read, the same for `fetch` and for an HTTP client. */
export interface Answer {
  status: number;
  header(name: string): string | undefined;
  bytes: Uint8Array;
}

/**
 * Reads a fetch `Response` whole into an {@link Answer}.
 *
 * @example
 * ```ts
 * const answer = await answerOf(await mock.fetch(request));
 * ```
 */
export async function answerOf(response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, header: (name) => response.headers.get(name) ?? undefined, bytes };
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * What is wrong with an answer to a fuzzed request, by the HTTP contract of docs/http-contract.md: a 5xx,
 * a status the request does not allow, an error that is not a valid `application/problem+json`
 * body with the same status, a 401 without a Basic challenge, a 405 without `Allow`, or a
 * success of the wrong media type. An empty list means the answer is right.
 *
 * @example
 * ```ts
 * expect(contractViolations(request, answer)).toEqual([]);
 * ```
 */
export function contractViolations(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const { status } = answer;
  const type = answer.header('content-type') ?? '';
  const withBody = request.method !== 'HEAD';
  if (status >= 500) problems.push(`server error ${status}`);
  if (!request.expectation.statuses.has(status)) {
    problems.push(
      `status ${status}, expected one of ${[...request.expectation.statuses].join('/')} (${request.expectation.reason})`,
    );
  }
  if (status >= 400) {
    if (!/^application\/problem\+json\b/i.test(type)) problems.push(`error with content-type "${type}"`);
    if (withBody) {
      const parsed = parseJson(answer.bytes);
      const problem = ProblemDetailsSchema.safeParse(parsed);
      if (!problem.success) problems.push(`not a problem-details body: ${preview(answer.bytes)}`);
      else if (problem.data.status !== status)
        problems.push(`problem status ${problem.data.status} on a ${status}`);
    }
    if (status === 401 && !/^Basic realm="[^"]*"/i.test(answer.header('www-authenticate') ?? '')) {
      problems.push(`401 without a Basic challenge: ${answer.header('www-authenticate')}`);
    }
    if (status === 405 && !/^[A-Z]+(, ?[A-Z]+)*$/.test(answer.header('allow') ?? '')) {
      problems.push(`405 without a proper Allow header: ${answer.header('allow')}`);
    }
  } else if (status === 204) {
    if (answer.bytes.length > 0) problems.push('204 with a body');
  } else if (request.operation === 'getTicketCode') {
    if (type !== 'image/png') problems.push(`ticket image as "${type}"`);
    if (withBody && !pngSignature.every((byte, i) => answer.bytes[i] === byte))
      problems.push('ticket image is no PNG');
  } else if (status < 300) {
    if (!/^application\/json\b/i.test(type)) problems.push(`success with content-type "${type}"`);
    if (withBody && parseJson(answer.bytes) === undefined)
      problems.push(`success body is no JSON: ${preview(answer.bytes)}`);
    if (request.operation === 'createSpecialEvent' && !answer.header('location'))
      problems.push('201 without Location');
  }
  if (problems.length > 0) problems.unshift(`answered ${status} (${type || 'no content-type'})`);
  return problems;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

function preview(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes.subarray(0, 200));
  return JSON.stringify(text);
}
