import type { ProblemIssue } from '@museum-api/core';
import { problemTypes } from '@museum-api/core/http';
import type { JournalEntry } from '@museum-api/mock';
import { nearestRoute } from './nearest-route.ts';

/**
 * Why the mock answered a request as it did, in the words of the journal entry and its problem
 * details: what decided the answer (`cause`), a sentence an agent can act on (`summary`), and
 * the facts behind it.
 *
 * @example
 * ```ts
 * const explanation: Explanation = explainJournalEntry(entry);
 * if (explanation.cause === 'refused') console.log(explanation.fields);
 * ```
 */
export interface Explanation {
  sequence: number;
  requestId: string;
  method: string;
  path: string;
  operation: string;
  status: number;
  /**
   * What decided the answer: the operation's own answer (`answered`), a rule of the API it
   * broke (`refused`), missing credentials (`unauthenticated`), a resource that does not exist
   * (`not-found`), a path or method the API does not have, an injected fault or an override in
   * the test process, an idempotency key, or the upstream of a forwarding server.
   */
  cause:
    | 'answered'
    | 'refused'
    | 'unauthenticated'
    | 'not-found'
    | 'unknown-path'
    | 'method-not-allowed'
    | 'fault'
    | 'override'
    | 'idempotency-replay'
    | 'idempotency-conflict'
    | 'forwarded';
  summary: string;
  /** The id of the fault or override that answered (`fault-2`). */
  intervention?: string;
  /** The problem's own sentence, when the answer was one. */
  detail?: string;
  /** The fields a refusal names, each with the rule it broke. */
  fields?: ProblemIssue[];
  /** For a path the API does not have: the nearest one it has, and its methods. */
  nearest?: { path: string; methods: string[] };
  /** For a known path and a wrong method: the methods it takes. */
  allowed?: string[];
  /** For a forwarded request: the upstream URL and how its answer broke the contract. */
  upstream?: string;
  violations?: { check: string; message: string }[];
}

/** The methods a 405 answer's `Allow` header names. */
export function allowedMethods(entry: JournalEntry): string[] {
  return (entry.responseHeaders?.allow ?? '').split(/,\s*/).filter(Boolean);
}

/**
 * Explains one journal entry from what it carries: the intervention that answered in the mock's
 * place, the problem details of a refusal (its rule and fields), the routing of an unknown
 * path (with the nearest real one) or method, an idempotent replay, a forwarded exchange.
 *
 * @example
 * ```ts
 * explainJournalEntry(refusedPurchase).summary;
 * // 'buyMuseumTickets was refused with 400: ticketDate: The museum is closed on that day'
 * ```
 */
export function explainJournalEntry(entry: JournalEntry): Explanation {
  const path = new URL(entry.url).pathname;
  const { problem } = entry;
  const base = {
    sequence: entry.sequence,
    requestId: entry.requestId,
    method: entry.method,
    path,
    operation: entry.operation,
    status: entry.status,
    ...(problem === undefined ? {} : { detail: problem.detail }),
    ...(problem?.errors === undefined ? {} : { fields: problem.errors }),
  };
  const request = `${entry.method} ${path}`;
  if (entry.intervention === 'fault') {
    const how =
      entry.status === 0
        ? 'dropped the connection (a network error)'
        : `answered ${entry.status}${problem === undefined ? '' : ` (${problem.title})`}`;
    const fault = entry.interventionId ?? 'An injected fault';
    return {
      ...base,
      cause: 'fault',
      ...(entry.interventionId === undefined ? {} : { intervention: entry.interventionId }),
      summary: `${fault} (injected for ${entry.operation}) ${how} in place of the mock; the mock's own rules did not run (or ran and the answer was lost). Remove it with removeFault or clearFaults.`,
    };
  }
  if (entry.intervention === 'override') {
    return {
      ...base,
      cause: 'override',
      ...(entry.interventionId === undefined ? {} : { intervention: entry.interventionId }),
      summary: `${entry.interventionId ?? 'An override'}, set in the test process, answered ${request} with ${entry.status}.`,
    };
  }
  if (entry.upstream !== undefined) {
    const broke = entry.violations?.length ?? 0;
    return {
      ...base,
      cause: 'forwarded',
      upstream: entry.upstream,
      ...(entry.violations === undefined ? {} : { violations: entry.violations }),
      summary: `Forwarded to ${entry.upstream}, which answered ${entry.status}${broke === 0 ? '' : `, breaking the contract ${broke} time(s)`}.`,
    };
  }
  if (entry.replayed === true) {
    return {
      ...base,
      cause: 'idempotency-replay',
      summary: `The first answer to this request's Idempotency-Key was replayed (${entry.status}); nothing changed this time.`,
    };
  }
  // A known path with a wrong method names no operation either; its problem tells them apart.
  if (entry.operation === 'unknown' && problem?.type !== problemTypes.methodNotAllowed) {
    const nearest = nearestRoute(path);
    return {
      ...base,
      cause: 'unknown-path',
      nearest: { path: nearest.path, methods: nearest.methods },
      summary: `No operation has the path ${path}; the nearest one is ${nearest.methods.join('/')} ${nearest.path} (under the base URL).`,
    };
  }
  if (problem === undefined) {
    return {
      ...base,
      cause: 'answered',
      summary: `${entry.operation} answered ${entry.status} as the mock's rules say.`,
    };
  }
  switch (problem.type) {
    case problemTypes.methodNotAllowed: {
      const allowed = allowedMethods(entry);
      return {
        ...base,
        cause: 'method-not-allowed',
        allowed,
        summary: `${path} exists but not for ${entry.method}; it takes ${allowed.join(', ')}.`,
      };
    }
    case problemTypes.unauthorized:
      return { ...base, cause: 'unauthenticated', summary: `Refused with 401: ${problem.detail}` };
    case problemTypes.notFound:
      return { ...base, cause: 'not-found', summary: `${entry.operation} answered 404: ${problem.detail}` };
    case problemTypes.idempotencyKeyInUse:
    case problemTypes.idempotencyKeyReused:
      return {
        ...base,
        cause: 'idempotency-conflict',
        summary: `Refused with ${entry.status} for its Idempotency-Key: ${problem.detail}`,
      };
    default: {
      const fields = (problem.errors ?? []).map((issue) => `${issue.path}: ${issue.message}`);
      return {
        ...base,
        cause: 'refused',
        summary: `${entry.operation} was refused with ${entry.status}: ${fields.length > 0 ? fields.join('; ') : problem.detail}`,
      };
    }
  }
}
