import { museumContractLevels } from '@museum-api/core';
import type { VerifyCheckResult, VerifyFailure, VerifyResult } from '../verify/verify-result.ts';

/** The report formats of `museum-verify`: a table for people, JUnit XML for CI, JSON for scripts. */
export type VerifyReporter = 'table' | 'junit' | 'json';

const marks = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

/** One failure as one line: the request, its status, what differed. */
function formatFailure(failure: VerifyFailure): string {
  if (failure.request === undefined) return failure.message;
  const status = failure.status === undefined ? '' : ` → ${failure.status}`;
  return `${failure.request}${status}: ${failure.message}`;
}

/** The heading line of a table report. */
export function formatTableHeading(baseUrl: string, mode: VerifyResult['mode'], purchases: boolean): string {
  const what =
    mode === 'read-only' ? 'read-only run' : purchases ? 'full run with purchases' : 'full run, no purchases';
  return `museum-verify ${baseUrl} (${what})\n`;
}

/** One check as table rows: its result, id and rule, then each failure indented below. */
export function formatTableRow(check: VerifyCheckResult): string {
  const reason = check.status === 'skipped' && check.reason !== undefined ? ` (${check.reason})` : '';
  const time = check.status === 'skipped' ? '' : `  ${check.durationMs} ms`;
  const lines = [`${marks[check.status]}  ${check.id.padEnd(36)} ${check.title}${reason}${time}`];
  for (const failure of check.failures) lines.push(`      ${formatFailure(failure)}`);
  return `${lines.join('\n')}\n`;
}

/** The closing lines of a table report: counts, time, stop, cleanup. */
export function formatTableSummary(result: VerifyResult): string {
  const { passed, failed, skipped } = result.summary;
  const seconds = (result.durationMs / 1000).toFixed(1);
  const lines = [
    '',
    `${result.checks.length} checks: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`,
  ];
  // Failures by level, so a reader tells a broken backend (spec, domain) from a different one (house).
  for (const level of museumContractLevels) {
    const failing = result.checks.filter((check) => check.level === level && check.status === 'failed');
    if (failing.length > 0)
      lines.push(`Failed at the ${level} level: ${failing.map((check) => check.id).join(', ')}`);
  }
  if (result.stopped !== undefined)
    lines.push(
      `Stopped: ${result.stopped === 'interrupted' ? 'interrupted' : 'the run reached its time bound'}`,
    );
  if (result.mode === 'full') {
    const { created, deleted, failures } = result.cleanup;
    lines.push(
      `Cleanup: ${created} event${created === 1 ? '' : 's'} created, named "${result.namePrefix} …"; ` +
        `${deleted} deleted at the end${failures.length === 0 ? '' : `, ${failures.length} NOT deleted:`}`,
    );
    for (const failure of failures) lines.push(`      ${formatFailure(failure)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The whole run as a readable table. */
export function formatTable(result: VerifyResult): string {
  return [
    formatTableHeading(result.baseUrl, result.mode, result.purchases),
    ...result.checks.map(formatTableRow),
    formatTableSummary(result),
  ].join('');
}

function xml(text: string): string {
  return (
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      // Control characters are not allowed in XML 1.0, even escaped.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '\uFFFD')
  );
}

/** The run as JUnit XML for CI: a test suite per class of checks, a test case per check. */
export function formatJunit(result: VerifyResult): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const classes = [...new Set(result.checks.map((check) => check.class))];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="museum-verify ${xml(result.baseUrl)}" tests="${result.checks.length}" ` +
      `failures="${result.summary.failed}" skipped="${result.summary.skipped}" time="${seconds(result.durationMs)}">`,
  ];
  for (const name of classes) {
    const checks = result.checks.filter((check) => check.class === name);
    const count = (status: VerifyCheckResult['status']) =>
      checks.filter((check) => check.status === status).length;
    const time = checks.reduce((sum, check) => sum + check.durationMs, 0);
    lines.push(
      `  <testsuite name="${name}" tests="${checks.length}" failures="${count('failed')}" errors="0" ` +
        `skipped="${count('skipped')}" time="${seconds(time)}" timestamp="${result.startedAt}">`,
    );
    for (const check of checks) {
      const open = `    <testcase classname="museum-verify.${name}" name="${xml(`${check.id}: ${check.title}`)}" time="${seconds(check.durationMs)}"`;
      if (check.status === 'passed') {
        lines.push(`${open}/>`);
      } else if (check.status === 'skipped') {
        lines.push(`${open}>`, `      <skipped message="${xml(check.reason ?? '')}"/>`, '    </testcase>');
      } else {
        const first = check.failures[0];
        const message = first === undefined ? 'failed' : formatFailure(first);
        lines.push(
          `${open}>`,
          `      <failure message="${xml(message)}" type="contract">${xml(check.failures.map(formatFailure).join('\n'))}</failure>`,
          '    </testcase>',
        );
      }
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

/** The run as JSON: the {@link VerifyResult} itself. */
export function formatJson(result: VerifyResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
