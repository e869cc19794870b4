import { type MuseumOperation, museumOperations, operationPath, readStreamCapped } from '@museum-api/core';
import type { ContractViolation } from '../checks/contract-violation.ts';
import type { ContractChecks } from '../checks/create-contract-checks.ts';
import { type Exchange, mediaEssence, notJson, readBody } from '../checks/exchange.ts';
import { checkPublishedExchange } from './published-exchange-checks.ts';
import type { ResolvedVerifyOptions } from './verify-options.ts';

/** One request a check sends, relative to the base URL. */
export interface VerifyRequest {
  /** The operation of core's table the request is for, when it is one: what its answer should be. */
  operation?: MuseumOperation | undefined;
  method: string;
  /** Path under the base URL (`/special-events`), without the query. */
  path: string;
  query?: Readonly<Record<string, string>> | undefined;
  /** Sent as `application/json` unless `contentType` says otherwise. */
  json?: unknown;
  /** A raw body, sent with `contentType`. */
  text?: string | undefined;
  contentType?: string | undefined;
  /** `false` sends no `Authorization`; a string sends that value instead of the run's. */
  auth?: false | string | undefined;
  /** Headers of this request alone (an `Idempotency-Key`), over the run's `headers`. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** What sets this request apart from others to the same URL, printed after it in reports. */
  note?: string | undefined;
}

/** The method and path of `operation` (core's table), `params` filled in: any string, malformed ones too. */
export function operationRequest(
  operation: MuseumOperation,
  params?: Record<string, string>,
): Pick<VerifyRequest, 'operation' | 'method' | 'path'> {
  const { method } = museumOperations[operation];
  return { operation, method, path: `/${operationPath(operation, params)}` };
}

/** One answer, read whole and checked against the per-exchange contract. */
export interface VerifyExchange {
  /** `METHOD /base/path?query`, as reports print it. */
  request: string;
  /** The request's operation, as {@link VerifyRequest.operation}. */
  operation?: MuseumOperation | undefined;
  status: number;
  headers: Headers;
  /** Parsed JSON for JSON media types (the text when it does not parse), bytes for images, text else. */
  body: unknown;
  violations: ContractViolation[];
}

/** The server gave no answer: timeout, refused or dropped connection, or the run was stopped. */
export class VerifyTransportError extends Error {
  override name = 'VerifyTransportError';
  /** The request that got no answer, as reports print it. */
  readonly request: string;

  constructor(request: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
  }
}

// Far above any answer of the API (a page of 30 events, a ticket image); a server that streams
// without end is cut here rather than filling memory.
const maxAnswerBytes = 8 * 1024 * 1024;

/**
 * Sends the run's requests (credentials, headers, a timeout that covers the body, the rate, the
 * run's stop) and checks every answer against the per-exchange contract before a check sees it.
 */
export class VerifyHttp {
  readonly #base: string;
  readonly #basePath: string;
  #nextStart = 0;
  /** Set once any request got an answer; a server that never answered is not asked again. */
  answered = false;

  readonly options: ResolvedVerifyOptions;
  readonly contract: ContractChecks;
  readonly runSignal: AbortSignal;

  constructor(
    baseUrl: string,
    options: ResolvedVerifyOptions,
    contract: ContractChecks,
    runSignal: AbortSignal,
  ) {
    this.options = options;
    this.contract = contract;
    this.runSignal = runSignal;
    this.#base = baseUrl.replace(/\/+$/, '');
    this.#basePath = new URL(this.#base).pathname.replace(/\/+$/, '');
  }

  /** `METHOD /v1.1/path?query` for a request, as reports print it. */
  describe(request: VerifyRequest): string {
    const search = new URLSearchParams(request.query).toString();
    const note = request.note === undefined ? '' : ` (${request.note})`;
    return `${request.method} ${this.#basePath}${request.path}${search === '' ? '' : `?${search}`}${note}`;
  }

  /** Sends `request`; `bounded: false` (the cleanup) keeps the timeout and rate, not the run's signal. */
  async send(request: VerifyRequest, { bounded = true } = {}): Promise<VerifyExchange> {
    const label = this.describe(request);
    const search = new URLSearchParams(request.query).toString();
    const url = `${this.#base}${request.path}${search === '' ? '' : `?${search}`}`;
    const headers = new Headers(this.options.headers);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    if (request.auth === false) headers.delete('authorization');
    else headers.set('authorization', request.auth ?? this.options.authorization);
    let body: string | undefined;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers.set('content-type', request.contentType ?? 'application/json');
    } else if (request.text !== undefined) {
      body = request.text;
      if (request.contentType !== undefined) headers.set('content-type', request.contentType);
    }

    if (bounded && this.runSignal.aborted) throw this.#stoppedError(label);
    await this.#waitForRate(bounded);
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = bounded ? AbortSignal.any([timeout, this.runSignal]) : timeout;
    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await this.options.fetch(url, {
        method: request.method,
        headers,
        redirect: 'manual',
        signal,
        ...(body === undefined ? {} : { body }),
      });
      // The capped reader the mock reads requests with.
      bytes = await readStreamCapped(
        response.body,
        maxAnswerBytes,
        (max) => new Error(`the answer is larger than ${max} bytes`),
      );
    } catch (error) {
      if (bounded && this.runSignal.aborted) throw this.#stoppedError(label);
      if (timeout.aborted) {
        throw new VerifyTransportError(label, `no answer within ${this.options.timeoutMs} ms`, {
          cause: error,
        });
      }
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new VerifyTransportError(label, `no answer: ${reason}`, { cause: error });
    }
    this.answered = true;

    const essence = mediaEssence(response.headers.get('content-type') ?? '');
    const asText = !essence.startsWith('image/') && essence !== 'application/octet-stream';
    const read = readBody(essence, request.method === 'HEAD' ? new Uint8Array() : bytes, asText);
    const parsed = read.body;
    const violations = read.unparsable
      ? [notJson(label, response.status)]
      : this.#check({
          request: { method: request.method, url },
          response: { status: response.status, headers: response.headers, body: parsed },
        });
    const { operation } = request;
    return {
      request: label,
      operation,
      status: response.status,
      headers: response.headers,
      body: parsed,
      violations,
    };
  }

  /** The per-exchange contract at the run's level: the house document, or the published version. */
  #check(exchange: Exchange): ContractViolation[] {
    if (this.options.level === 'house') return this.contract.checkExchange(exchange);
    const operation = this.contract.operationOf(exchange.request.method, exchange.request.url);
    return checkPublishedExchange(
      this.options.apiVersion,
      operation as MuseumOperation | undefined,
      exchange,
    );
  }

  #stoppedError(label: string): VerifyTransportError {
    const reason = this.runSignal.reason === 'time bound' ? 'the run reached its time bound' : 'interrupted';
    return new VerifyTransportError(label, reason);
  }

  async #waitForRate(bounded: boolean): Promise<void> {
    const { rate } = this.options;
    if (rate === undefined) return;
    const now = performance.now();
    const start = Math.max(now, this.#nextStart);
    this.#nextStart = start + 1000 / rate;
    const wait = start - now;
    if (wait <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, wait);
      const signal = bounded ? this.runSignal : undefined;
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
