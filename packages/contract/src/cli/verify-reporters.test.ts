import { describe, expect, it } from 'vitest';
import type { VerifyResult } from '../verify/verify-result.ts';
import { formatJson, formatJunit, formatTable } from './verify-reporters.ts';

const result: VerifyResult = {
  ok: false,
  baseUrl: 'http://127.0.0.1:4010/v1.1',
  mode: 'full',
  purchases: false,
  level: 'domain',
  apiVersion: '1.1',
  runId: '0a1b2c3d',
  namePrefix: 'museum-verify 0a1b2c3d',
  startedAt: '2026-12-01T10:00:00.000Z',
  durationMs: 1234,
  checks: [
    {
      id: 'operation.getMuseumHours',
      class: 'operation',
      level: 'spec',
      title: 'Hours',
      status: 'passed',
      durationMs: 12,
      failures: [],
    },
    {
      id: 'operation.createSpecialEvent',
      class: 'operation',
      level: 'spec',
      title: 'Create <201> & "Location"',
      status: 'failed',
      durationMs: 8,
      failures: [
        { request: 'POST /v1.1/special-events', status: 200, message: 'expected 201, got 200' },
        { message: 'odd \u0001 byte <b>' },
      ],
    },
    {
      id: 'rule.no-past-tickets',
      class: 'ticket-rule',
      level: 'domain',
      title: 'No past tickets',
      status: 'skipped',
      reason: 'buys tickets: needs --allow-purchases',
      durationMs: 0,
      failures: [],
    },
  ],
  summary: { passed: 1, failed: 1, skipped: 1 },
  cleanup: { created: 2, deleted: 2, failures: [] },
};

describe('verify reporters', () => {
  it('prints a table: result, check, rule, and each failure with its request and status below it', () => {
    expect(formatTable(result)).toBe(
      [
        'museum-verify http://127.0.0.1:4010/v1.1 (full run, no purchases)',
        `PASS  ${'operation.getMuseumHours'.padEnd(36)} Hours  12 ms`,
        `FAIL  ${'operation.createSpecialEvent'.padEnd(36)} Create <201> & "Location"  8 ms`,
        '      POST /v1.1/special-events → 200: expected 201, got 200',
        '      odd \u0001 byte <b>',
        `SKIP  ${'rule.no-past-tickets'.padEnd(36)} No past tickets (buys tickets: needs --allow-purchases)`,
        '',
        '3 checks: 1 passed, 1 failed, 1 skipped in 1.2 s',
        'Failed at the spec level: operation.createSpecialEvent',
        'Cleanup: 2 events created, named "museum-verify 0a1b2c3d …"; 2 deleted at the end',
        '',
      ].join('\n'),
    );
  });

  it('writes JUnit XML with one suite per class, escaped, with failures and skips', () => {
    const xml = formatJunit(result);
    expect(xml).toContain(
      '<testsuites name="museum-verify http://127.0.0.1:4010/v1.1" tests="3" failures="1" skipped="1" time="1.234">',
    );
    expect(xml).toContain(
      '<testsuite name="operation" tests="2" failures="1" errors="0" skipped="0" time="0.020"',
    );
    expect(xml).toContain(
      'name="operation.createSpecialEvent: Create &lt;201&gt; &amp; &quot;Location&quot;"',
    );
    expect(xml).toContain(
      '<failure message="POST /v1.1/special-events → 200: expected 201, got 200" type="contract">' +
        'POST /v1.1/special-events → 200: expected 201, got 200\nodd \uFFFD byte &lt;b&gt;</failure>',
    );
    expect(xml).toContain('<skipped message="buys tickets: needs --allow-purchases"/>');
    expect(xml).not.toContain('\u0001');
  });

  it('prints JSON that reads back as the result', () => {
    expect(JSON.parse(formatJson(result))).toEqual(result);
  });
});
