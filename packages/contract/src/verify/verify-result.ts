import type { MuseumApiVersion, MuseumContractLevel } from '@museum-api/core';
/**
 * The classes of checks a verify run makes: `operation` (each operation's success answer),
 * `error` (problem details of refusals), `auth` (requests without good credentials refused),
 * `event-rule` and `ticket-rule` (the domain rules across several requests), `retry-safety`
 * (`Idempotency-Key` replays and refusals, `X-Request-Id` echoed: what the client's retried
 * purchases rely on).
 *
 * @example
 * ```ts
 * const kind: VerifyCheckClass = 'event-rule';
 * ```
 */
export type VerifyCheckClass = 'operation' | 'error' | 'auth' | 'event-rule' | 'ticket-rule' | 'retry-safety';

/**
 * One way a check saw the server differ from the contract: the request (method and path with
 * its query, never a header), the status it got when it got one, and what differed.
 *
 * @example
 * ```ts
 * const failure: VerifyFailure = {
 *   request: 'POST /v1.1/special-events', status: 200,
 *   message: 'expected 201, got 200',
 * };
 * ```
 */
export interface VerifyFailure {
  request?: string | undefined;
  status?: number | undefined;
  message: string;
}

/**
 * How one check ended.
 *
 * @example
 * ```ts
 * const result: VerifyCheckResult = {
 *   id: 'rule.invalid-patch-changes-nothing', class: 'event-rule', level: 'domain', title: 'An invalid PATCH changes nothing',
 *   status: 'passed', durationMs: 6, failures: [],
 * };
 * ```
 */
export interface VerifyCheckResult {
  /** Stable id of the check (`operation.createSpecialEvent`), for scripts and JUnit. */
  id: string;
  class: VerifyCheckClass;
  /** The level of the contract the check belongs to: which kind of statement a failure breaks. */
  level: MuseumContractLevel;
  /** The rule the check holds the server to, as a sentence. */
  title: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why a check was skipped (`needs --allow-purchases`). */
  reason?: string | undefined;
  durationMs: number;
  failures: VerifyFailure[];
}

/**
 * What a verify run found.
 *
 * @example
 * ```ts
 * const result = await verifyMuseumApi('http://127.0.0.1:4010/v1.1');
 * if (!result.ok) for (const check of result.checks) if (check.status === 'failed') console.log(check.id);
 * ```
 */
export interface VerifyResult {
  /** True when no check failed, the run was not stopped and its events were all deleted. */
  ok: boolean;
  baseUrl: string;
  mode: 'read-only' | 'full';
  purchases: boolean;
  /** The level of the contract the run held the server to. */
  level: MuseumContractLevel;
  /** The published version the run read the server's answers as. */
  apiVersion: MuseumApiVersion;
  /** The run's id, in the name of every event it created. */
  runId: string;
  /** What the name of every event the run created starts with: `museum-verify <run id>`. */
  namePrefix: string;
  startedAt: string;
  durationMs: number;
  /** Set when the run did not get through its checks: `'interrupted'` or `'time bound'`. */
  stopped?: 'interrupted' | 'time bound' | undefined;
  checks: VerifyCheckResult[];
  summary: { passed: number; failed: number; skipped: number };
  /** The events the run created and deleted afterwards; tickets cannot be deleted. */
  cleanup: { created: number; deleted: number; failures: VerifyFailure[] };
}
