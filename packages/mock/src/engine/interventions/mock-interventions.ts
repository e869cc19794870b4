import type { MuseumStore, RandomSource } from '@museum-api/core';
import {
  jsonAnswer,
  type MuseumAnswer,
  networkErrorAnswer,
  problemAnswer,
  responseAnswer,
  toResponse,
} from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { basicChallenge, ProblemError } from '../http/problem-error.ts';
import type { JournalIntervention } from '../journal/journal-types.ts';
import {
  type MuseumOperation,
  type MuseumOperationTypes,
  museumOperations,
  museumRoutes,
} from '../operations/operation-routes.ts';
import { type MockFault, mockFaultSchema } from './mock-fault.ts';

/**
 * How many requests a fault or override applies to. Without `times` it stays until removed or
 * `reset()`, as a stub does in msw and WireMock: a test that breaks an operation sees it broken on
 * every request, retries included. A count is opt-in.
 *
 * @example
 * ```ts
 * mock.fault('getSpecialEvent', { status: 500 }, { times: 2 });
 * ```
 */
export interface InterventionOptions {
  /**
   * Number of matching requests, or `'always'` until removed or `reset()`.
   * @default 'always'
   */
  times?: number | 'always';
  /**
   * Share of matching requests it applies to, from 0 (exclusive) to 1: each request draws, from
   * the mock's `random` seed when given, so a seeded mock fails the same requests run after run.
   * Only requests it applies to count towards `times`.
   * @default 1
   * @example 0.2
   */
  probability?: number;
}

/**
 * What an override sees: the request, its operation and that operation's path parameters, the
 * store, and `next()` for the answer the mock would have given. Typed per operation: in
 * `mock.override('getSpecialEvent', …)` `params` is `{ eventId: string }`; under `'*'` the
 * context is a union told apart by `operation`.
 *
 * @example
 * ```ts
 * mock.override('getSpecialEvent', async ({ next, params }) => {
 *   const response = await next();
 *   return new Response(response.body, { status: response.status, headers: { 'X-Event': params.eventId } });
 * });
 * ```
 */
export type OverrideContext<Operation extends MuseumOperation = MuseumOperation> = Operation extends unknown
  ? {
      request: Request;
      operation: Operation;
      params: MuseumOperationTypes[Operation]['params'];
      store: MuseumStore;
      /** Answers the request as the mock would have without this override. */
      next: () => Promise<Response>;
    }
  : never;

/**
 * What an override of `Operation` may answer: a `Response` (any status, headers and body), the
 * operation's success body (served as JSON with its success status, 201 for a POST and 200
 * otherwise; only for an operation that answers JSON), or `undefined` to let the mock answer.
 *
 * @example
 * ```ts
 * const answer: OverrideAnswer<'listSpecialEvents'> = []; // an empty list, as JSON with 200
 * ```
 */
export type OverrideAnswer<Operation extends MuseumOperation = MuseumOperation> =
  | Response
  | undefined
  | (Operation extends unknown ? Exclude<MuseumOperationTypes[Operation]['response'], undefined> : never);

/**
 * Answers a request of `Operation` instead of the mock (see {@link OverrideAnswer}); returning
 * `undefined` lets the mock answer.
 *
 * @example
 * ```ts
 * const empty: OverrideResolver<'listSpecialEvents'> = () => [];
 * const teapot: OverrideResolver = () => new Response(null, { status: 418 });
 * ```
 */
export type OverrideResolver<Operation extends MuseumOperation = MuseumOperation> = (
  context: OverrideContext<Operation>,
) => OverrideAnswer<Operation> | Promise<OverrideAnswer<Operation>>;

/**
 * A registered fault or override.
 *
 * @example
 * ```ts
 * const outage = mock.fault('*', { status: 503 }, { times: 'always' });
 * outage.remove();
 * ```
 */
export interface InterventionHandle {
  /**
   * Its id within the mock, `fault-<n>` or `override-<n>`, never reused: what the admin API's
   * `DELETE /__admin/faults/{id}` and the remote handle name it by.
   */
  readonly id: string;
  /** Requests it still applies to (`Infinity` for `'always'`). */
  readonly remaining: number;
  /** Stops it before its count runs out. */
  remove(): void;
}

/** What an intervention sees: an override's context, `next()` giving the mock's answer as a value. */
export interface InterventionContext {
  /** The request as the mock reads it; an override is handed the Fetch `Request` made from it. */
  request: MockRequest;
  operation: MuseumOperation;
  params: Record<string, string>;
  store: MuseumStore;
  next: () => Promise<MuseumAnswer>;
}

/** Answers a request in place of the mock, or through `next()`. */
export type InterventionAnswerer = (context: InterventionContext) => Promise<MuseumAnswer>;

interface Intervention {
  id: string;
  target: MuseumOperation | '*';
  kind: JournalIntervention;
  answer: InterventionAnswerer;
  remaining: number;
  probability: number;
  /** Draws whether a request is hit; absent when every request is. */
  hits?: () => boolean;
  /** A fault's definition, kept so a host can save it; an override is a function and keeps none. */
  fault?: MockFault;
}

/**
 * The active faults as data: what a host saves (`runtime.interventions.faults()`) to put them back
 * after a restart (`runtime.resumeFaults`), with their ids and the uses they have left.
 *
 * @example
 * ```ts
 * const kept: KeptFaults = {
 *   numbered: 3,
 *   active: [{ id: 'fault-3', target: '*', fault: { status: 503 }, times: 2, probability: 1 }],
 * };
 * ```
 */
export interface KeptFaults {
  /** How many faults were numbered, so no id is handed out twice. */
  numbered: number;
  /** Oldest first. */
  active: KeptFault[];
}

/** One active fault in {@link KeptFaults}. */
export interface KeptFault {
  id: string;
  target: MuseumOperation | '*';
  fault: MockFault;
  times: number | 'always';
  probability: number;
}

/** The faults and overrides of one mock, newest first, each used up after its count (if it has one). */
export class MockInterventions {
  #list: Intervention[] = [];
  readonly #randomFor: (index: number) => RandomSource;
  // Numbers the interventions that draw, so each gets its own sequence, and the same sequences
  // again after `clear()`: a scenario that adds its faults anew on every reset repeats itself.
  #drawing = 0;
  // Ids count on across clear(): an id the admin API handed out never names a later fault.
  #counts: Record<JournalIntervention, number> = { fault: 0, override: 0 };

  /** `randomFor(n)` gives the random sequence of the n-th intervention with a `probability`. */
  constructor(randomFor: (index: number) => RandomSource) {
    this.#randomFor = randomFor;
  }

  /** Queues a fault or override on `target` (an operation, or `'*'` for all), newest first. */
  add(
    target: MuseumOperation | '*',
    kind: JournalIntervention,
    answer: InterventionAnswerer,
    options: InterventionOptions = {},
    fault?: MockFault,
    id?: string,
  ): InterventionHandle {
    // A typo in an operation name would otherwise add a fault that never fires, silently.
    if (target !== '*' && !Object.hasOwn(museumOperations, target)) {
      throw new TypeError(
        `museum mock: unknown operation ${JSON.stringify(target)}; use a name of museumOperations or '*'`,
      );
    }
    const { times = 'always', probability = 1 } = options;
    if (times !== 'always' && (!Number.isSafeInteger(times) || times < 1)) {
      throw new TypeError("museum mock: `times` must be a whole number >= 1 or 'always'");
    }
    if (typeof probability !== 'number' || !(probability > 0 && probability <= 1)) {
      throw new TypeError('museum mock: `probability` must be a number above 0 and at most 1');
    }
    const intervention: Intervention = {
      id: id ?? `${kind}-${++this.#counts[kind]}`,
      target,
      kind,
      answer,
      remaining: times === 'always' ? Number.POSITIVE_INFINITY : times,
      probability,
      ...(fault === undefined ? {} : { fault }),
    };
    if (probability < 1) {
      const random = this.#randomFor(this.#drawing++);
      intervention.hits = () => random.next() / 0x1_0000_0000 < probability;
    }
    this.#list.unshift(intervention);
    return {
      id: intervention.id,
      get remaining() {
        return intervention.remaining;
      },
      remove: () => this.#remove(intervention),
    };
  }

  /** Removes the intervention `id` names; `false` when none is active under it (used up, removed, never made). */
  remove(id: string): boolean {
    const found = this.#list.find((item) => item.id === id);
    if (found === undefined) return false;
    this.#remove(found);
    return true;
  }

  #remove(intervention: Intervention): void {
    intervention.remaining = 0;
    this.#list = this.#list.filter((item) => item !== intervention);
  }

  /** The newest intervention for `operation` with uses left, counting this use. */
  take(operation: MuseumOperation): Pick<Intervention, 'id' | 'kind' | 'answer'> | undefined {
    // An intervention that draws is asked only when it is next in line, so one request makes one
    // draw per candidate and the sequence does not depend on what else is registered after it.
    const found = this.#list.find(
      (item) =>
        item.remaining > 0 &&
        (item.target === '*' || item.target === operation) &&
        (item.hits === undefined || item.hits()),
    );
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining === 0) this.#list = this.#list.filter((item) => item !== found);
    return found;
  }

  /** The active faults as data; overrides are functions and are left out. */
  faults(): KeptFaults {
    const active = [...this.#list].reverse().flatMap(({ id, target, fault, remaining, probability }) =>
      fault === undefined
        ? []
        : [
            {
              id,
              target,
              fault,
              times: remaining === Number.POSITIVE_INFINITY ? ('always' as const) : remaining,
              probability,
            },
          ],
    );
    return { numbered: this.#counts.fault, active };
  }

  /** Puts saved faults back under their ids; one with a `probability` draws a new sequence. */
  resume(kept: KeptFaults, answerer: (fault: MockFault) => InterventionAnswerer): void {
    for (const { id, target, fault, times, probability } of kept.active)
      this.add(target, 'fault', answerer(fault), { times, probability }, fault, id);
    this.#counts.fault = Math.max(this.#counts.fault, kept.numbered);
  }

  /** Uses up every intervention, so a handle's later `remove()` finds it gone. */
  clear(): void {
    for (const item of this.#list) item.remaining = 0;
    this.#list = [];
    this.#drawing = 0;
  }
}

/** A user's override as an intervention; the mock's own answer (`next()`) is worked out at most once. */
export function overrideAnswerer<Operation extends MuseumOperation>(
  resolver: OverrideResolver<Operation>,
): InterventionAnswerer {
  return async ({ next, request, ...context }) => {
    let own: Promise<MuseumAnswer> | undefined;
    const nextOnce = () => {
      own ??= next();
      return own;
    };
    const answer = await resolver({
      ...context,
      request: request.toRequest(),
      next: async () => toResponse(await nextOnce()),
    } as OverrideContext<Operation>);
    if (answer === undefined) return nextOnce();
    if (isResponse(answer)) return responseAnswer(answer);
    if (context.operation !== 'createSpecialEvent') {
      return jsonAnswer(museumOperations[context.operation].method === 'POST' ? 201 : 200, answer);
    }
    // A created event is answered with where it lives, as the mock's own answer and the API's
    // description require.
    const { origin, pathname } = request.url;
    const { eventId } = answer as { eventId: string };
    return jsonAnswer(201, answer, { Location: `${origin}${pathname.replace(/\/+$/, '')}/${eventId}` });
  };
}

/** Not `instanceof`: a test's `Response` may come from another realm or fetch implementation. */
function isResponse(answer: object): answer is Response {
  return 'headers' in answer && 'status' in answer && typeof (answer as Response).arrayBuffer === 'function';
}

/**
 * The intervention that plays a {@link MockFault}: a problem, a network error or a delay, checked by
 * the admin API's schema. @throws {TypeError} for a fault of no known shape or out of range.
 */
export function faultAnswerer(fault: MockFault, sleep: (ms: number) => Promise<void>): InterventionAnswerer {
  const checked = mockFaultSchema().safeParse(fault);
  if (!checked.success) {
    const issues = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || 'fault'}: ${issue.message}`,
    );
    throw new TypeError(
      `museum mock: a fault is { status: 400..599 }, { networkError: true }, { answerLost: true } or { delay: ms } (${issues.join('; ')})`,
    );
  }
  const { status, problem = {}, retryAfter, headers = {}, networkError, answerLost, delay } = checked.data;
  if (networkError === true) return async () => networkErrorAnswer;
  if (answerLost === true) {
    return async ({ next }) => {
      // The mock's own answer, change and commit included; then the connection fails.
      await next();
      return networkErrorAnswer;
    };
  }
  if (delay !== undefined) {
    return async ({ next }) => {
      await sleep(delay);
      return next();
    };
  }
  const init = {
    status: status as number,
    ...(problem.type === undefined ? {} : { type: problem.type }),
    ...(problem.title === undefined ? {} : { title: problem.title }),
    detail: problem.detail ?? 'Injected by the museum mock',
    ...(problem.errors === undefined ? {} : { errors: problem.errors }),
  };
  const given = { ...headers, ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }) };
  return async ({ request, operation }) => {
    const error = new ProblemError({
      ...init,
      headers: { ...requiredHeaders(init.status, operation, given), ...given },
    });
    return problemAnswer(error, problem.instance ?? request.url.pathname);
  };
}

/** The headers the description requires with `status` (Basic challenge, `Allow`); the fault's win. */
function requiredHeaders(
  status: number,
  operation: MuseumOperation,
  given: Record<string, string>,
): Record<string, string> {
  const has = (name: string) => Object.keys(given).some((key) => key.toLowerCase() === name);
  if (status === 401 && !has('www-authenticate')) {
    return { 'WWW-Authenticate': basicChallenge };
  }
  if (status === 405 && !has('allow')) {
    const { path } = museumOperations[operation];
    const route = museumRoutes.find((candidate) => candidate.path === path);
    return route === undefined ? {} : { Allow: route.allow.join(', ') };
  }
  return {};
}
