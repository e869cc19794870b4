// Every `[spec]` and `[domain]` rule of docs/http-contract.md has a row in its table of rules and
// checks, and every row names verify checks that exist and run at the rule's level: a rule added
// to the page without a check fails here, and so does a check that serves no rule.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { levelIncludes, type MuseumContractLevel } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { verifyChecks } from './verify-api.ts';

/** Rules no verify run can observe, each with the reason its row gives instead of checks. */
const unobservable = new Set(['S10']);

interface Check {
  id: string;
  level: MuseumContractLevel;
}

/** What is wrong with the rules of `markdown` against `checks`, one sentence each; empty when all hold. */
function ruleTableProblems(markdown: string, checks: readonly Check[]): string[] {
  const problems: string[] = [];
  // The page's opening sections define the levels and hold the table; the rules come after.
  const rulesStart = markdown.indexOf('\n## ', markdown.indexOf('## Rules and their checks'));
  const rules = markdown.slice(rulesStart);
  const markers = [...rules.matchAll(/`\[(spec|domain)(?: ([SD]\d+))?\]`/g)].map((match) => ({
    level: match[1] as 'spec' | 'domain',
    id: match[2],
    at: match.index,
  }));
  const rows = new Map(
    [...markdown.matchAll(/^\| ([SD]\d+) .+? \| (spec|domain) \| (.+) \|$/gm)].map((match) => [
      match[1] as string,
      {
        level: match[2] as 'spec' | 'domain',
        checks: [...(match[3] as string).matchAll(/`([a-z]+\.[\w-]+)`/g)].map((check) => check[1] as string),
        text: match[3] as string,
      },
    ]),
  );
  for (const marker of markers) {
    const context = JSON.stringify(rules.slice(marker.at, marker.at + 60));
    if (marker.id === undefined) {
      problems.push(`a [${marker.level}] rule has no id: ${context}`);
      continue;
    }
    const row = rows.get(marker.id);
    if (row === undefined) problems.push(`rule ${marker.id} has no row in the table`);
    else if (row.level !== marker.level || marker.id[0] !== marker.level[0]?.toUpperCase()) {
      problems.push(`rule ${marker.id} is [${marker.level}] in the text and ${row.level} in the table`);
    }
  }
  const known = new Map(checks.map((check) => [check.id, check]));
  for (const [id, row] of rows) {
    if (!markers.some((marker) => marker.id === id)) problems.push(`row ${id} names no rule of the text`);
    if (unobservable.has(id)) {
      if (!row.text.startsWith('not observable: '))
        problems.push(`row ${id} should say why it is not observable`);
      continue;
    }
    if (row.checks.length === 0) problems.push(`rule ${id} has no check`);
    for (const checkId of row.checks) {
      const check = known.get(checkId);
      if (check === undefined) problems.push(`rule ${id} names ${checkId}, which is no check of verify`);
      else if (!levelIncludes(row.level, check.level)) {
        problems.push(
          `rule ${id} (${row.level}) names ${checkId}, a ${check.level} check a ${row.level} run leaves out`,
        );
      }
    }
  }
  const named = new Set([...rows.values()].flatMap((row) => row.checks));
  for (const check of checks) {
    if (check.level !== 'house' && !named.has(check.id)) {
      problems.push(`${check.level} check ${check.id} serves no rule of the table`);
    }
  }
  return problems;
}

const page = readFileSync(resolve(import.meta.dirname, '../../../../docs/http-contract.md'), 'utf8');

describe("docs/http-contract.md's rules and their checks", () => {
  it('give every [spec] and [domain] rule a check of verify at its level, and every such check a rule', () => {
    expect(ruleTableProblems(page, verifyChecks)).toEqual([]);
  });

  it('fail for a rule without an id, a row without a check, an unknown check, one above the level, and an idle check', () => {
    const synthetic = [
      '## Rules and their checks',
      '| rule | level | checks |',
      '| --- | --- | --- |',
      '| S1 Shapes | spec | `operation.getMuseumHours` |',
      '| D1 Reads back | domain | none yet |',
      '| D2 Unique | domain | `rule.no-such-check` |',
      '| S2 Refusals | spec | `rule.stable-paging` |',
      '',
      '## Rules',
      '`[spec S1]` shapes. `[domain D1]` reads back. `[domain D2]` unique. `[spec S2]` refusals. `[domain]` a new rule.',
    ].join('\n');
    const checks: Check[] = [
      { id: 'operation.getMuseumHours', level: 'spec' },
      { id: 'rule.stable-paging', level: 'domain' },
      { id: 'auth.missing-credentials', level: 'spec' },
    ];
    expect(ruleTableProblems(synthetic, checks)).toEqual([
      'a [domain] rule has no id: "`[domain]` a new rule."',
      'rule D1 has no check',
      'rule D2 names rule.no-such-check, which is no check of verify',
      'rule S2 (spec) names rule.stable-paging, a domain check a spec run leaves out',
      'spec check auth.missing-credentials serves no rule of the table',
    ]);
  });
});
