import { type ProblemDetails, type ProblemIssue, problemTypes } from '@museum-api/core';

const brand = Symbol.for('@museum-api/mock/ProblemError');

// The problem types live in core, so the client's readers and the mock's answers share them.
export { problemTypes };

/** RFC 9110 reason phrases, used as the title of `about:blank` problems (injected faults). */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * What a {@link ProblemError} is made from: the problem fields plus extra response headers.
 */
export interface ProblemInit {
  status: number;
  /** @default 'about:blank' */
  type?: string;
  /** @default the reason phrase of `status` */
  title?: string;
  detail: string;
  errors?: ProblemIssue[];
  /** Headers the response carries besides `Content-Type`, e.g. `WWW-Authenticate` or `Allow`. */
  headers?: Record<string, string>;
}

/** The API's `WWW-Authenticate` challenge, on every 401 of the API (refusals and injected faults). */
export const basicChallenge = 'Basic realm="Museum API", charset="UTF-8"';

/**
 * An RFC 9457 problem as an exception: every refusal of the mock is thrown as one and turned
 * into an `application/problem+json` answer in one place (`problemAnswer` in answer.ts),
 * which every adapter writes as it writes any answer, so no handler formats errors itself.
 *
 * @example
 * ```ts
 * throw ProblemError.notFound('Special event 3b0f… does not exist');
 * // later: return problemAnswer(error, request.url.pathname);
 * ```
 */
export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: ProblemIssue[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly [brand] = true;

  constructor(init: ProblemInit, options?: ErrorOptions) {
    super(init.detail, options);
    this.status = init.status;
    this.type = init.type ?? 'about:blank';
    this.title = init.title ?? reasonPhrases[init.status] ?? `HTTP ${init.status}`;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = { ...init.headers };
  }

  /** The problem-details body; `instance` is the path of the failed request. */
  toProblem(instance?: string): ProblemDetails {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.detail,
      ...(instance === undefined ? {} : { instance }),
      ...(this.errors && this.errors.length > 0 ? { errors: this.errors } : {}),
    };
  }

  /** 400: a malformed body, query or path parameter, or a broken domain rule. */
  static invalidRequest(detail: string, errors?: ProblemIssue[]): ProblemError {
    return typed(400, 'invalidRequest', 'Invalid request', detail, errors ? { errors } : {});
  }

  /**
   * 401 with the `WWW-Authenticate` challenge a client needs to retry with credentials: the
   * API's Basic one unless another is given (the admin API asks for a Bearer token).
   */
  static unauthorized(detail: string, challenge = basicChallenge): ProblemError {
    return typed(401, 'unauthorized', 'Authentication required', detail, {
      headers: { 'WWW-Authenticate': challenge },
    });
  }

  /** 404: an unknown event, ticket or path. */
  static notFound(detail: string): ProblemError {
    return typed(404, 'notFound', 'Not found', detail);
  }

  /** 405 with the `Allow` header listing what the path accepts. */
  static methodNotAllowed(method: string, allow: readonly string[]): ProblemError {
    const allowed = allow.join(', ');
    return typed(
      405,
      'methodNotAllowed',
      'Method not allowed',
      `${method} is not allowed here; allowed: ${allowed}`,
      {
        headers: { Allow: allowed },
      },
    );
  }

  /** 413: a body over the documented size. */
  static payloadTooLarge(maxBytes: number): ProblemError {
    return typed(
      413,
      'payloadTooLarge',
      'Request body too large',
      `The request body must be at most ${maxBytes} bytes`,
    );
  }

  /** 415 naming the accepted type, with the `Accept-Post`/`Accept-Patch` hint of RFC 9110/5789. */
  static unsupportedMediaType(method: string, received: string | null): ProblemError {
    const hint = method === 'PATCH' ? 'Accept-Patch' : 'Accept-Post';
    const detail = `The request body must be application/json${received ? `, not ${received}` : ''}`;
    return typed(415, 'unsupportedMediaType', 'Unsupported media type', detail, {
      headers: { [hint]: 'application/json' },
    });
  }

  /** 409: a request under the same `Idempotency-Key` is still being answered. */
  static idempotencyKeyInUse(): ProblemError {
    const detail = 'A request with this Idempotency-Key is still being answered; retry once it has been';
    return typed(409, 'idempotencyKeyInUse', 'Idempotency key in use', detail);
  }

  /** 422: the `Idempotency-Key` was first used for another request (another operation or body). */
  static idempotencyKeyReused(detail: string): ProblemError {
    return typed(422, 'idempotencyKeyReused', 'Idempotency key reused', detail, {
      errors: [{ path: 'header.Idempotency-Key', message: 'Already used for another request' }],
    });
  }

  /** 500: a bug in the mock or in a test's own override; never the answer to a request's content. */
  static internal(error: unknown): ProblemError {
    const message = error instanceof Error ? error.message : String(error);
    return new ProblemError(
      {
        status: 500,
        type: problemTypes.internalError,
        title: 'Internal error',
        detail: `The mock failed while answering: ${message}`,
      },
      { cause: error },
    );
  }
}

/** A problem of one of core's `problemTypes`, with its fixed title. */
function typed(
  status: number,
  type: keyof typeof problemTypes,
  title: string,
  detail: string,
  more: Pick<ProblemInit, 'errors' | 'headers'> = {},
): ProblemError {
  return new ProblemError({ status, type: problemTypes[type], title, detail, ...more });
}

/**
 * Whether `value` is a {@link ProblemError}, also across package copies and realms.
 *
 * @example
 * ```ts
 * if (isProblemError(error)) return error.toResponse();
 * ```
 */
export function isProblemError(value: unknown): value is ProblemError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}
