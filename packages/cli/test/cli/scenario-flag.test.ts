// Each built-in scenario through the CLI's --scenario, over real HTTP, as a team without msw
// would start it; and an unknown name, which is a usage error.
import type { MuseumDay, SpecialEvent } from '@museum-api/core';
import { addDays } from '@museum-api/core';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, today } from '../../../mock/test/fixtures.ts';
import { type CliRun, killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

afterEach(killStartedClis);

const headers = { Authorization: basic() };
const clock = `${today}T10:00:00Z`;

/** Starts the CLI in `scenario`, runs `check` against its URL, and stops it with SIGTERM. */
async function serving(
  scenario: string,
  check: (url: string, run: CliRun) => Promise<void>,
  extra: string[] = [],
  logRequests = false,
) {
  const quiet = logRequests ? [] : ['--quiet'];
  const run = startCli(['--port', '0', ...quiet, '--clock', clock, '--scenario', scenario, ...extra]);
  const url = await listeningUrl(run);
  try {
    await check(url, run);
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exit).toBe(0);
}

async function json<Body>(url: string): Promise<Body> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

describe('museum-mock --scenario', () => {
  it('default: the built-in data set', async () => {
    await serving('default', async (url) => {
      expect((await json<SpecialEvent[]>(`${url}/special-events`)).length).toBeGreaterThan(0);
    });
  }, 30_000);

  it('empty: no events, and says so on start', async () => {
    await serving('empty', async (url, run) => {
      expect(await json(`${url}/special-events?endDate=${addDays(today, 365)}`)).toEqual([]);
      expect(run.output()).toMatch(/0 events, 0 tickets; .*scenario empty/);
    });
  }, 30_000);

  it('busy: 2,000 events, paged', async () => {
    await serving('busy', async (url, run) => {
      expect(run.output()).toContain('2000 events');
      const page = await json<SpecialEvent[]>(`${url}/special-events?limit=30&page=2`);
      expect(page).toHaveLength(30);
    });
  }, 30_000);

  it('closed: no open day in the next 8 weeks', async () => {
    await serving('closed', async (url) => {
      const [first] = await json<MuseumDay[]>(`${url}/museum-hours?limit=1`);
      expect((first?.date ?? '') > addDays(today, 55)).toBe(true);
      expect(first?.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    });
  }, 30_000);

  it('flaky: the same requests fail with 503 and Retry-After on every run with the same --random', async () => {
    const statuses = async () => {
      const seen: number[] = [];
      await serving(
        'flaky',
        async (url) => {
          for (let i = 0; i < 40; i++) {
            const response = await fetch(`${url}/museum-hours`, { headers });
            await response.arrayBuffer();
            if (response.status === 503) expect(response.headers.get('retry-after')).toBe('1');
            seen.push(response.status);
          }
        },
        ['--random-seed', '9'],
      );
      return seen;
    };
    const first = await statuses();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await statuses()).toEqual(first);
  }, 60_000);

  it('slow: answers take 300 ms or more, unless --latency says otherwise', async () => {
    // The request log states the time the mock took, free of the test machine's own delays.
    const loggedMs = async (run: CliRun) => {
      for (let tries = 0; tries < 100; tries++) {
        const match = /GET \/v1\.1\/museum-hours 200 (\d+)ms/.exec(run.output());
        if (match) return Number(match[1]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No request logged:\n${run.output()}`);
    };
    await serving(
      'slow',
      async (url, run) => {
        await json(`${url}/museum-hours`);
        expect(await loggedMs(run)).toBeGreaterThanOrEqual(300);
      },
      ['--random-seed', '1'],
      true,
    );
    await serving(
      'slow',
      async (url, run) => {
        await json(`${url}/museum-hours`);
        expect(await loggedMs(run)).toBeLessThan(300);
      },
      ['--latency', '0'],
      true,
    );
  }, 30_000);

  it('exits 2 for an unknown scenario, listing the known ones', async () => {
    const run = startCli(['--port', '0', '--scenario', 'closd']);
    expect(await run.exit).toBe(2);
    expect(run.errors()).toContain('--scenario must be one of default, empty, busy, closed, flaky, slow');
    expect(run.errors()).toContain('--help');
  }, 30_000);

  it('lists the scenarios in --help', async () => {
    const run = startCli(['--help']);
    expect(await run.exit).toBe(0);
    for (const name of ['default', 'empty', 'busy', 'closed', 'flaky', 'slow']) {
      expect(run.output()).toMatch(new RegExp(`^ +${name} +\\S`, 'm'));
    }
  }, 30_000);
});
