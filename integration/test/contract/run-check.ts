// Runs one verifier check against the in-process mock, with a hook that rewrites chosen answers:
// the crafted exchange a check must fail on. Untouched, every check passes against the mock.
import { createMuseumMock } from '@museum-api/mock';
import { createContractChecks } from '../../../packages/contract/src/checks/create-contract-checks.ts';
import {
  CheckContext,
  CheckSkipped,
  CheckStopped,
  type VerifyCheck,
  VerifyRunState,
} from '../../../packages/contract/src/verify/verify-check.ts';
import { VerifyHttp } from '../../../packages/contract/src/verify/verify-http.ts';
import { normalizeVerifyOptions } from '../../../packages/contract/src/verify/verify-options.ts';

/** Rewrites one answer; `undefined` keeps the mock's. */
export type Tamper = (
  request: Request,
  response: Response,
) => Response | undefined | Promise<Response | undefined>;

const contract = createContractChecks();
const baseUrl = 'http://museum.test/v1.1';

/** What one check reported: its failure messages, or why it skipped. */
export interface CheckOutcome {
  failures: string[];
  skipped: string | undefined;
}

/**
 * Runs `check` as a verify run would (the server's today found first, then the checks it needs
 * run before it), against a fresh mock on a set clock, each answer passed through `tamper`.
 */
export async function runCheck(
  check: VerifyCheck,
  tamper: Tamper = () => undefined,
  prerequisites: readonly VerifyCheck[] = [],
): Promise<CheckOutcome> {
  const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', randomSeed: 'verify-unit' });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await mock.fetch(request.clone());
    return (await tamper(request, response)) ?? response;
  };
  const options = normalizeVerifyOptions({ fetch, allowPurchases: true, level: 'house' });
  const http = new VerifyHttp(baseUrl, options, contract, new AbortController().signal);
  const run = new VerifyRunState(http, 'c0ffee01', new Date('2026-12-01T10:00:00Z'));
  await run.findToday();
  // What earlier checks of a whole run leave behind (a bought ticket), their own results aside.
  for (const prerequisite of prerequisites) await prerequisite.run(new CheckContext(run));
  const context = new CheckContext(run);
  let skipped: string | undefined;
  try {
    await check.run(context);
  } catch (error) {
    if (error instanceof CheckSkipped) skipped = error.message;
    else if (!(error instanceof CheckStopped)) throw error;
  }
  return { failures: context.failures.map((failure) => failure.message), skipped };
}

/** A tamper that rewrites the answers to `method` on paths matching `path` only. */
export function on(
  method: string,
  path: RegExp,
  rewrite: (request: Request, response: Response) => Response | Promise<Response>,
): Tamper {
  return (request, response) =>
    request.method === method && path.test(new URL(request.url).pathname)
      ? rewrite(request, response)
      : undefined;
}

/** The same answer with its JSON body changed by `change`. */
export async function withJson<T = Record<string, unknown>>(
  response: Response,
  change: (body: T) => unknown,
): Promise<Response> {
  const body = change((await response.json()) as T);
  return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
}

/** The same answer with other headers. */
export async function withHeaders(response: Response, change: (headers: Headers) => void): Promise<Response> {
  const headers = new Headers(response.headers);
  change(headers);
  return new Response(await response.arrayBuffer(), { status: response.status, headers });
}

/** The same body and headers under another status. */
export async function withStatus(response: Response, status: number): Promise<Response> {
  return new Response(status === 204 ? null : await response.arrayBuffer(), {
    status,
    headers: response.headers,
  });
}
