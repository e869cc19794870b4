// zod/mini, as the options: the chained API would load (69 kB) with every mock's import.
import * as z from 'zod/mini';
import { onFirstUse } from '../options/on-first-use.ts';

/** The longest `delay` a fault may ask for: longer would only hold connections (and test runners) past any sensible timeout. */
const maxDelayMs = 300_000;

const framing = /^(content-length|transfer-encoding)$/i;

/**
 * A fault's checked fields, one schema for every way a fault arrives, exactly one kind per fault;
 * built on first use, so a test that queues no fault never builds it.
 */
export const mockFaultShape = onFirstUse(
  () =>
    ({
      status: described(z.int().check(z.minimum(400), z.maximum(599)), 'Answer with this error status.'),
      problem: described(
        z.partial(
          z.strictObject({
            type: text(1000),
            title: text(1000),
            detail: text(10_000),
            instance: text(1000),
            errors: z
              .array(z.strictObject({ path: text(1000), message: text(1000) }))
              .check(z.maxLength(100)),
          }),
        ),
        'Fields of the problem body to use instead of the `about:blank` defaults; only with `status`.',
      ),
      retryAfter: described(
        z.union([z.int().check(z.minimum(0)), z.string().check(z.minLength(1), z.maxLength(100))]),
        '`Retry-After` header: seconds, or an HTTP date; only with `status`.',
      ),
      headers: described(
        z.record(z.string().check(z.minLength(1), z.maxLength(100)), text(1000)).check(
          // How the body is framed is the mock's to state: a second length would break the answer.
          z.refine((headers) => !Object.keys(headers).some((name) => framing.test(name)), {
            message: 'Content-Length and Transfer-Encoding are stated by the mock, not by a fault',
          }),
        ),
        'Extra response headers (not `Content-Length` or `Transfer-Encoding`); only with `status`.',
      ),
      networkError: described(
        z.literal(true),
        'Drop the connection without an answer (the client sees a network error).',
      ),
      answerLost: described(
        z.literal(true),
        'Run the operation and keep its change (and its idempotency key), then drop the answer as a network error.',
      ),
      delay: described(
        z.number().check(z.minimum(0), z.maximum(maxDelayMs)),
        `Answer normally, this many milliseconds late (at most ${maxDelayMs}).`,
      ),
    }) as const,
);

/** A string of at most `max` characters. */
const text = (max: number) => z.string().check(z.maxLength(max));

/** An optional field with its description, as the admin API's OpenAPI document states it. */
function described<Schema extends z.ZodMiniType>(schema: Schema, description: string) {
  return z.optional(schema).check(z.meta({ description }));
}

const kinds = ['status', 'networkError', 'answerLost', 'delay'] as const;
const statusOnly = ['problem', 'retryAfter', 'headers'] as const;

/** Refines {@link mockFaultShape}'s fields: exactly one kind of failure, status fields only with a status. */
export function refineFault(
  body: Partial<Record<keyof MockFaultShape, unknown>>,
  context: z.core.$RefinementCtx,
): void {
  const given = kinds.filter((kind) => body[kind] !== undefined);
  if (given.length === 0) {
    context.addIssue({
      code: 'custom',
      path: [],
      message: 'Give one of status, networkError, answerLost or delay',
    });
  }
  for (const extra of given.slice(1)) {
    context.addIssue({
      code: 'custom',
      path: [extra],
      message: `Only one of status, networkError, answerLost or delay per fault; ${given[0]} is already given`,
    });
  }
  for (const field of statusOnly) {
    if (body[field] !== undefined && body.status === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: `${field} needs a status` });
    }
  }
}

/**
 * A fault on its own, as `mock.fault()` takes it; built on first use.
 */
export const mockFaultSchema = onFirstUse(() =>
  z.strictObject(mockFaultShape()).check(z.superRefine(refineFault)),
);

/** The fields of {@link mockFaultShape}, each with its schema. */
type MockFaultShape = ReturnType<typeof mockFaultShape>;

/**
 * A failure to simulate for an operation — the same fields in process, in the admin API's
 * `POST /__admin/faults`, through the remote handle and the Playwright fixture:
 *
 * - `{ status }`: an error status, 400 to 599, with an optional problem body, `Retry-After`
 *   (seconds or an HTTP date) and extra headers;
 * - `{ networkError: true }`: no answer; the client's `fetch` rejects, a server drops the socket;
 * - `{ answerLost: true }`: the operation runs and its change is kept (saved with `--state`, and
 *   kept for its `Idempotency-Key`), then the answer is lost as a network error: the case of a
 *   purchase that went through while the visitor's connection dropped;
 * - `{ delay }`: the normal answer, this many milliseconds late (at most five minutes).
 *
 * @example
 * ```ts
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 30 });
 * mock.fault('listSpecialEvents', { networkError: true });
 * mock.fault('buyMuseumTickets', { answerLost: true });
 * mock.fault('*', { delay: 2000 }, { times: 'always' });
 * ```
 */
export type MockFault = MockStatusFault | MockNetworkErrorFault | MockAnswerLostFault | MockDelayFault;

/** The fields of every other kind of fault, absent: the kinds exclude each other at compile time. */
type Without<Field extends keyof MockFaultShape> = { [Name in Field]?: never };

/** An error answer: `{ status }` with what a status fault may add. */
type MockStatusFault = Without<'networkError' | 'answerLost' | 'delay'> & {
  /** An HTTP error status, 400 to 599. */
  status: number;
  /** Fields of the problem body to use instead of the `about:blank` defaults. */
  problem?: z.input<MockFaultShape['problem']>;
  /** `Retry-After` header: seconds, or an HTTP date. */
  retryAfter?: number | string;
  /** Extra response headers. */
  headers?: Record<string, string>;
};

/** No answer: the connection drops. */
type MockNetworkErrorFault = Without<
  'status' | 'problem' | 'retryAfter' | 'headers' | 'answerLost' | 'delay'
> & {
  networkError: true;
};

/** Run the operation, keep its change, then drop the answer as a network error. */
type MockAnswerLostFault = Without<
  'status' | 'problem' | 'retryAfter' | 'headers' | 'networkError' | 'delay'
> & {
  answerLost: true;
};

/** The normal answer, late. */
type MockDelayFault = Without<
  'status' | 'problem' | 'retryAfter' | 'headers' | 'networkError' | 'answerLost'
> & {
  delay: number;
};
