import { bytesAnswer, emptyAnswer, type MuseumAnswer, responseAnswer } from '../http/answer.ts';
import { connectionTokens, isEndToEnd } from '../http/header-rules.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { ProblemError, problemTypes } from '../http/problem-error.ts';
import type { RequestNotes } from '../journal/journal-entry.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import { utf8Decoder } from '../platform/text-codecs.ts';
import { sessionCookie, sessionHeader } from '../protocol.ts';
import type { ProxyConfig, ProxyViolation } from './proxy-options.ts';

/** What proxying one request needs besides the request itself. */
export interface ProxyContext {
  operation: MuseumOperation;
  /** The path under the mock's base URL (`/special-events/…`), put under the upstream's path. */
  path: string;
  maxBodyBytes: number;
  notes: RequestNotes;
}

/**
 * Proxies an operation to the configured upstream (the target comes from it alone; redirects are
 * passed on, not followed), reads the answer within `timeoutMs` and checks it with `proxy.check`.
 * @throws {ProblemError} 502 for a failed connection or a strict violation, 504 for a timeout.
 */
export async function proxyRequest(
  proxy: ProxyConfig,
  request: MockRequest,
  { operation, path, maxBodyBytes, notes }: ProxyContext,
): Promise<MuseumAnswer> {
  // Setting the path of a copy of the upstream URL can never change its origin, whatever the
  // path holds; a string concatenation (`//evil.test/…`) could.
  const target = new URL(proxy.upstream.href);
  target.pathname = `${proxy.upstreamPath}${path}`;
  target.search = request.url.search;
  if (target.origin !== proxy.upstream.origin) {
    throw new ProblemError({ status: 502, type: badGateway, detail: 'The upstream URL could not be built' });
  }
  notes.upstream = target.href;
  const method = request.method.toUpperCase();
  const headers = upstreamRequestHeaders(request, proxy.authorization);
  const body = request.hasBody ? await request.readBody(maxBodyBytes) : undefined;
  if (body !== undefined && body.byteLength > 0 && isJson(mediaType(request.headers))) {
    try {
      notes.requestBody = JSON.parse(utf8Decoder().decode(body));
    } catch {
      // The upstream judges a body that is not JSON; the journal then omits it.
    }
  }
  const signal = AbortSignal.timeout(proxy.timeoutMs);
  let response: Response;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    response = await proxy.fetch(target, {
      method,
      headers,
      ...(body === undefined || body.byteLength === 0 ? {} : { body: body as Uint8Array<ArrayBuffer> }),
      signal,
      redirect: 'manual',
    });
    // Read whole within the same deadline: a slow body is as bad as a slow head.
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw upstreamFailure(error, signal, proxy, target);
  }
  const exchangeHeaders = clientResponseHeaders(response.headers, proxy, target, request.url, path);
  if (proxy.check !== undefined) {
    const violations = checkExchange(proxy, operation, method, target, response, bytes);
    if (violations.length > 0) {
      notes.violations = violations;
      if (proxy.strict) {
        throw new ProblemError({
          status: 502,
          type: contractViolation,
          title: 'Upstream broke the contract',
          detail: `The upstream's answer to ${method} ${target.pathname} breaks the API contract: ${violations
            .map((violation) => violation.check)
            .join(', ')}`,
          errors: violations.map(({ check, message }) => ({ path: check, message })),
        });
      }
    }
  }
  if (response.status < 200 || response.status > 599) {
    throw new ProblemError({
      status: 502,
      type: badGateway,
      detail: `The upstream answered with status ${response.status}`,
    });
  }
  const empty =
    bytes.byteLength === 0 || method === 'HEAD' || response.status === 204 || response.status === 304;
  // Written as bytes with the upstream's own headers: the client gets exactly what the upstream
  // sent, and the server writes it without a Fetch `Response` in between (a stream per answer
  // cost more than the rest of the proxy step). The journal reads a JSON body from the notes.
  if (isJson(mediaType(response.headers)) && !empty) {
    notes.upstreamText = utf8Decoder().decode(bytes);
  }
  const setCookies = response.headers.getSetCookie?.() ?? [];
  if (setCookies.length > 1) {
    // Several cookies cannot share one header value: only a Fetch `Response` carries them.
    return responseAnswer(
      new Response(empty ? null : bytes, { status: response.status, headers: exchangeHeaders }),
    );
  }
  const answerHeaders = Object.fromEntries(exchangeHeaders);
  return empty
    ? emptyAnswer(response.status, answerHeaders)
    : bytesAnswer(response.status, bytes, answerHeaders);
}

const { badGateway, gatewayTimeout, upstreamContractViolation: contractViolation } = problemTypes;

/**
 * The `type` URIs of the problems a proxying mock adds to the mock's own `problemTypes`.
 *
 * @example
 * ```ts
 * if (problem.type === proxyProblemTypes.gatewayTimeout) retryLater();
 * ```
 */
export const proxyProblemTypes = { badGateway, gatewayTimeout, contractViolation } as const;

/** The essence of a message's `Content-Type` (`application/json`), lower case; `''` without one. */
function mediaType(headers: Pick<Headers, 'get'>): string {
  return (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJson(essence: string): boolean {
  return essence === 'application/json' || essence.endsWith('+json');
}

function upstreamRequestHeaders(request: MockRequest, authorization: string | undefined): Headers {
  const connection = connectionTokens(request.headers.get('connection'));
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (!isEndToEnd(lower, connection)) return;
    // The mock's own session selector is for the mock, not the upstream.
    if (lower === sessionHeader.toLowerCase()) return;
    if (lower === 'authorization' && authorization !== undefined) return;
    if (lower === 'cookie') {
      const kept = value
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith(`${sessionCookie}=`));
      if (kept.length > 0) headers.set('cookie', kept.join('; '));
      return;
    }
    headers.set(lower, value);
  });
  if (authorization !== undefined) headers.set('authorization', authorization);
  return headers;
}

/**
 * The upstream's headers as the client gets them: end-to-end ones only, and a `Location` on the
 * upstream's origin and base path pointed at the mock instead, so the client stays behind it.
 */
function clientResponseHeaders(
  upstreamHeaders: Headers,
  proxy: ProxyConfig,
  target: URL,
  requestUrl: URL,
  path: string,
): Headers {
  const connection = connectionTokens(upstreamHeaders.get('connection'));
  const headers = new Headers();
  upstreamHeaders.forEach((value, name) => {
    if (isEndToEnd(name, connection)) headers.append(name, value);
  });
  for (const cookie of upstreamHeaders.getSetCookie?.() ?? []) headers.append('set-cookie', cookie);
  const location = headers.get('location');
  if (location !== null) {
    try {
      const named = new URL(location, target);
      const upstreamBase = `${proxy.upstreamPath}/`;
      if (named.origin === proxy.upstream.origin && named.pathname.startsWith(upstreamBase)) {
        const mockBase = requestUrl.pathname.slice(0, requestUrl.pathname.length - path.length);
        headers.set(
          'location',
          `${requestUrl.origin}${mockBase}/${named.pathname.slice(upstreamBase.length)}${named.search}`,
        );
      }
    } catch {
      // A Location no URL can hold is passed on as it is; the contract checks name it.
    }
  }
  return headers;
}

function checkExchange(
  proxy: ProxyConfig,
  operation: MuseumOperation,
  method: string,
  target: URL,
  response: Response,
  bytes: Uint8Array,
): readonly ProxyViolation[] {
  const type = mediaType(response.headers);
  let body: unknown;
  if (bytes.byteLength > 0) {
    const text = () => utf8Decoder().decode(bytes);
    if (isJson(type)) {
      try {
        body = JSON.parse(text());
      } catch {
        return [
          {
            check: 'body',
            message: `${method} ${target.pathname} → ${response.status}: the body is not valid JSON`,
          },
        ];
      }
    } else if (type.startsWith('text/')) body = text();
    else body = bytes;
  }
  try {
    return (
      proxy.check?.({
        operation,
        request: { method, url: target.href },
        response: { status: response.status, headers: response.headers, body },
      }) ?? []
    );
  } catch {
    // A failing check is the checker's bug, not the upstream's: the exchange goes through.
    return [];
  }
}

function upstreamFailure(error: unknown, signal: AbortSignal, proxy: ProxyConfig, target: URL): ProblemError {
  const where = `${target.origin}${target.pathname}`;
  if (signal.aborted) {
    return new ProblemError(
      {
        status: 504,
        type: gatewayTimeout,
        detail: `The upstream ${where} did not answer within ${proxy.timeoutMs} ms`,
      },
      { cause: error },
    );
  }
  const failed = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const cause = failed?.cause?.code ?? failed?.code;
  const reason = typeof cause === 'string' ? cause : error instanceof Error ? error.message : String(error);
  return new ProblemError(
    { status: 502, type: badGateway, detail: `The upstream ${where} could not be reached (${reason})` },
    { cause: error },
  );
}
