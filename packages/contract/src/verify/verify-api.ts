import type { SpecialEvent } from '@museum-api/core';
import { levelIncludes } from '@museum-api/core';
import { createContractChecks } from '../checks/create-contract-checks.ts';
import { buildOpenApiDocument } from '../openapi/build-open-api-document.ts';
import { authChecks, errorChecks, operationChecks } from './operation-checks.ts';
import { retryChecks } from './retry-checks.ts';
import { eventRuleChecks, ticketRuleChecks } from './rule-checks.ts';
import {
  CheckContext,
  CheckSkipped,
  CheckStopped,
  type VerifyCheck,
  VerifyRunState,
} from './verify-check.ts';
import { operationRequest, VerifyHttp, VerifyTransportError } from './verify-http.ts';
import { normalizeVerifyOptions, type VerifyMuseumApiOptions } from './verify-options.ts';
import type { VerifyCheckResult, VerifyFailure, VerifyResult } from './verify-result.ts';

/** Every check in run order: reads and refusals, the run's own events, then tickets; each stands alone. */
export const verifyChecks: readonly VerifyCheck[] = [
  operationChecks.getMuseumHours,
  retryChecks.requestId,
  authChecks.missingCredentials,
  authChecks.malformedCredentials,
  errorChecks.declaredRefusals,
  operationChecks.listSpecialEvents,
  operationChecks.head,
  errorChecks.notFoundEvent,
  errorChecks.notFoundTicket,
  errorChecks.invalidPathId,
  errorChecks.invalidQuery,
  errorChecks.methodNotAllowed,
  operationChecks.createSpecialEvent,
  eventRuleChecks.createdEventReadsBack,
  operationChecks.getSpecialEvent,
  eventRuleChecks.createdEventListed,
  eventRuleChecks.dateFilterInclusive,
  eventRuleChecks.stablePaging,
  operationChecks.updateSpecialEvent,
  eventRuleChecks.patchOnlySentFields,
  eventRuleChecks.invalidPatchChangesNothing,
  errorChecks.unsupportedMediaType,
  errorChecks.invalidEventBody,
  authChecks.writeWithoutCredentials,
  operationChecks.deleteSpecialEvent,
  eventRuleChecks.deleteThen404,
  eventRuleChecks.deletedEventLeavesLists,
  retryChecks.createReplayed,
  retryChecks.keyMisuseRefused,
  operationChecks.buyMuseumTickets,
  errorChecks.unknownEventTicket,
  operationChecks.getTicketCode,
  ticketRuleChecks.ticketQrDecodes,
  ticketRuleChecks.uniqueTicketIdsAndCodes,
  ticketRuleChecks.eventTicketOnEventDates,
  ticketRuleChecks.eventTicketNeedsItsEvent,
  ticketRuleChecks.generalTicketOnOpenDays,
  ticketRuleChecks.noPastTickets,
  retryChecks.purchaseReplayed,
];

function randomRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function skipReason(check: VerifyCheck, readOnly: boolean, allowPurchases: boolean): string | undefined {
  if (check.needs === 'read') return undefined;
  if (readOnly) return 'read-only run';
  if (check.needs === 'purchase' && !allowPurchases) return 'buys tickets: needs --allow-purchases';
  return undefined;
}

/**
 * Checks a server of the Museum API against the behaviour contract the mock keeps
 * (docs/http-contract.md): every operation's answers (status, media type, body schema, the
 * promised headers, problem details naming the failing fields) and the rules across requests
 * (a created event reads back and is listed, the date filter is inclusive, paging is stable,
 * PATCH is partial and atomic, DELETE then 404 and gone from lists, ticket dates, unique ids and codes, a QR code
 * that scans, credentials required, a POST repeated under its `Idempotency-Key` replayed and
 * `X-Request-Id` echoed).
 *
 * Safe by default in what costs money: tickets are bought only with `allowPurchases`. Unless
 * `readOnly`, the run creates events named `museum-verify <run id> …` and deletes them before it
 * resolves, also when a check fails, the time bound is reached or `signal` stops it. Never
 * rejects for the server's sake: no answer, a closed connection or HTML are failed checks.
 *
 * @param baseUrl the API's base URL, ending in `/v1.1` (`https://staging.museum.example/v1.1`)
 * @throws TypeError for an option out of range or a base URL that is not http(s) or holds credentials
 *
 * @example
 * ```ts
 * import { verifyMuseumApi } from '@museum-api/contract';
 *
 * const result = await verifyMuseumApi('https://staging.museum.example/v1.1', {
 *   auth: process.env.MUSEUM_AUTH, allowPurchases: true,
 * });
 * for (const check of result.checks.filter((check) => check.status === 'failed')) console.error(check.id, check.failures);
 * process.exitCode = result.ok ? 0 : 1;
 * ```
 */
export async function verifyMuseumApi(
  baseUrl: string,
  options: VerifyMuseumApiOptions = {},
): Promise<VerifyResult> {
  const resolved = normalizeVerifyOptions(options);
  const url = parseBaseUrl(baseUrl);
  const startedAt = new Date();
  const started = performance.now();
  const runId = randomRunId();

  // One signal for the run: the caller's stop, or the bound on the whole run.
  const run = new AbortController();
  const stop = () => run.abort('interrupted');
  resolved.signal?.addEventListener('abort', stop, { once: true });
  if (resolved.signal?.aborted) stop();
  const bound = setTimeout(() => run.abort('time bound'), resolved.maxDurationMs);

  // The house contract is the version's own document with the base URL as given, so its base path
  // is the server's, whatever it is; below the house level, answers are read as published.
  const document = buildOpenApiDocument({ apiVersion: resolved.apiVersion, serverUrl: url });
  const http = new VerifyHttp(url, resolved, createContractChecks({ document }), run.signal);
  const state = new VerifyRunState(http, runId, startedAt);
  const checks: VerifyCheckResult[] = [];
  let neverAnswered: VerifyFailure | undefined;
  try {
    try {
      await state.findToday();
    } catch {
      // No answer: the first check reports it; the run goes on with this machine's date.
    }
    for (const check of verifyChecks.filter(({ level }) => levelIncludes(resolved.level, level))) {
      const result = await runCheck(check, state, neverAnswered, run.signal);
      checks.push(result);
      // A server that did not answer the first request is not asked again: each later check
      // fails at once with the reason, instead of waiting out its own timeout.
      if (neverAnswered === undefined && !http.answered && result.status === 'failed') {
        neverAnswered = result.failures.find((failure) => failure.message.startsWith('no answer'));
      }
      resolved.onCheck?.(result);
    }
  } finally {
    clearTimeout(bound);
    resolved.signal?.removeEventListener('abort', stop);
  }
  const cleanup = await cleanUp(state);
  const stopped = run.signal.aborted ? (run.signal.reason as 'interrupted' | 'time bound') : undefined;
  const count = (status: VerifyCheckResult['status']) =>
    checks.filter((check) => check.status === status).length;
  const summary = { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
  return {
    ok: summary.failed === 0 && stopped === undefined && cleanup.failures.length === 0,
    baseUrl: url,
    mode: resolved.readOnly ? 'read-only' : 'full',
    purchases: resolved.allowPurchases && !resolved.readOnly,
    level: resolved.level,
    apiVersion: resolved.apiVersion,
    runId,
    namePrefix: state.namePrefix,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ...(stopped === undefined ? {} : { stopped }),
    checks,
    summary,
    cleanup,
  };
}

function parseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`the base URL must be an absolute http(s) URL, got "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`the base URL must be http or https, got "${url.protocol}"`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new TypeError('put credentials in the auth option (--auth or MUSEUM_AUTH), not in the base URL');
  }
  if (url.search !== '' || url.hash !== '')
    throw new TypeError('the base URL must have no query or fragment');
  return url.href.replace(/\/+$/, '');
}

async function runCheck(
  check: VerifyCheck,
  state: VerifyRunState,
  neverAnswered: VerifyFailure | undefined,
  signal: AbortSignal,
): Promise<VerifyCheckResult> {
  const { readOnly, allowPurchases } = state.http.options;
  const base = { id: check.id, class: check.class, level: check.level, title: check.title };
  const reason = skipReason(check, readOnly, allowPurchases);
  if (reason !== undefined) return { ...base, status: 'skipped', reason, durationMs: 0, failures: [] };
  if (signal.aborted) {
    const why = signal.reason === 'time bound' ? 'the run reached its time bound' : 'the run was interrupted';
    return { ...base, status: 'skipped', reason: `not run: ${why}`, durationMs: 0, failures: [] };
  }
  if (neverAnswered !== undefined) {
    const failure = {
      ...neverAnswered,
      message: `not run: the server gave no answer (${neverAnswered.message})`,
    };
    return { ...base, status: 'failed', durationMs: 0, failures: [failure] };
  }
  const t = new CheckContext(state);
  const started = performance.now();
  let skipped: string | undefined;
  try {
    await check.run(t);
  } catch (error) {
    if (error instanceof CheckSkipped) skipped = error.message;
    else if (error instanceof VerifyTransportError)
      t.failures.push({ request: error.request, message: error.message });
    else if (!(error instanceof CheckStopped)) {
      // A check that trips over an answer it did not expect (a field of the wrong type) fails
      // with what it tripped over; it never ends the run.
      t.failures.push({ message: `the check could not go on: ${(error as Error).message}` });
    }
  }
  const durationMs = Math.round(performance.now() - started);
  if (skipped !== undefined && t.failures.length === 0) {
    return { ...base, status: 'skipped', reason: skipped, durationMs, failures: [] };
  }
  return { ...base, status: t.failures.length === 0 ? 'passed' : 'failed', durationMs, failures: t.failures };
}

/** Deletes the run's events: those it knows, and any named after the run (a lost answer still made one). */
async function cleanUp(state: VerifyRunState): Promise<VerifyResult['cleanup']> {
  const failures: VerifyFailure[] = [];
  const ids = new Set(state.created.keys());
  let deleted = 0;
  if (state.http.options.readOnly || (!state.http.answered && ids.size === 0)) {
    return { created: 0, deleted: 0, failures };
  }
  const sweepDays = { startDate: state.day(0), endDate: state.day(60) };
  try {
    for (let page = 1; page <= 10; page++) {
      const answer = await state.http.send(
        {
          ...operationRequest('listSpecialEvents'),
          query: { ...sweepDays, page: String(page), limit: '30' },
        },
        { bounded: false },
      );
      if (answer.status !== 200 || !Array.isArray(answer.body) || answer.body.length === 0) break;
      for (const event of answer.body as SpecialEvent[]) {
        if (
          typeof event?.name === 'string' &&
          event.name.startsWith(`${state.namePrefix} `) &&
          !ids.has(event.eventId)
        ) {
          ids.add(event.eventId);
          state.createdCount++;
        }
      }
    }
  } catch {
    // The sweep is a second net; the ids the run knows are deleted below either way.
  }
  for (const eventId of ids) {
    const request = operationRequest('deleteSpecialEvent', { eventId });
    try {
      const answer = await state.http.send(request, { bounded: false });
      if (answer.status === 204 || answer.status === 404) deleted++;
      else
        failures.push({
          request: answer.request,
          status: answer.status,
          message: `could not delete event ${eventId}`,
        });
    } catch (error) {
      failures.push({ request: state.http.describe(request), message: (error as Error).message });
    }
  }
  return { created: state.createdCount, deleted, failures };
}
