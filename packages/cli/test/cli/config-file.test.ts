// The museum-mock CLI with a config file, as a user runs it: each form (.ts, .mjs, .json) in a
// child process over real HTTP, the flags that win over it, and each kind of file it refuses
// with one line naming the file and the field (exit 2).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basic, today } from '../../../mock/test/fixtures.ts';
import { runCli } from '../../src/cli/run-cli.ts';
import { killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

const typedConfig = fileURLToPath(new URL('./config-files/museum-mock.config.ts', import.meta.url));
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'museum-config-'));
});
afterEach(() => {
  killStartedClis();
  rmSync(dir, { recursive: true, force: true });
});

const curator = { Authorization: basic('curator', 'any') };
const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' };

function buy(url: string, headers: Record<string, string>, session?: string) {
  return fetch(`${url}/tickets`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      ...(session === undefined ? {} : { 'X-Museum-Session': session }),
    },
    body: JSON.stringify(purchase),
  });
}

/** Runs the CLI in-process in `dir` until it exits (only refusals exit on their own). */
async function refusal(args: string[] = []): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runCli([...args, '--port', '0'], {
    stdout: { write: () => true },
    stderr: { write: (text) => (stderr += text) },
    signals: { once: () => undefined },
    cwd: dir,
  });
  return { code, stderr };
}

describe('museum-mock with a config file', () => {
  it('.ts (typed with defineMockConfig, named by --config): scenarios, auth verifier, overrides, admin API', async () => {
    const run = startCli(['--config', typedConfig, '--port', '0']);
    const url = await listeningUrl(run);
    // The verifier: only the curator gets in.
    expect(
      (await fetch(`${url}/museum-hours`, { headers: { Authorization: basic('ada', 'x') } })).status,
    ).toBe(401);
    // The config's own scenario is in force, and its override answers the list.
    expect((await buy(url, curator)).status).toBe(409);
    expect(await (await fetch(`${url}/special-events`, { headers: curator })).json()).toEqual([]);
    // The admin API knows the config's scenarios by name; the overrides come back after the switch.
    const admin = url.replace(/\/v1\.1$/, '/__admin');
    const scenario = (name: string) =>
      fetch(`${admin}/scenario`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Museum-Session': 'w1' },
        body: JSON.stringify({ name }),
      });
    expect((await scenario('default')).status).toBe(204);
    expect((await buy(url, curator, 'w1')).status).toBe(201);
    expect((await scenario('sold-out')).status).toBe(204);
    expect((await buy(url, curator, 'w1')).status).toBe(409);
    expect((await scenario('no-such')).status).toBe(400);
    await fetch(`${admin}/reset`, { method: 'POST', headers: { 'X-Museum-Session': 'w1' } });
    const list = await fetch(`${url}/special-events`, { headers: { ...curator, 'X-Museum-Session': 'w1' } });
    expect(await list.json()).toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain(`options from ${typedConfig}`);
  }, 30_000);

  it('.mjs found in the working directory, with no import, and --scenario naming one of its scenarios', async () => {
    writeFileSync(
      join(dir, 'museum-mock.config.mjs'),
      `export default {
        clock: '${today}T10:00:00Z',
        scenarios: [{ name: 'quiet-day', defaults: { seed: 'empty' } }],
        schedule: { weekly: Array(7).fill({ timeOpen: '10:00', timeClose: '12:00' }) },
      };\n`,
    );
    const run = startCli(['--port', '0', '--quiet', '--scenario', 'quiet-day'], dir);
    const url = await listeningUrl(run);
    const hours = (await (
      await fetch(`${url}/museum-hours?limit=1`, { headers: curator })
    ).json()) as unknown[];
    expect(hours).toEqual([{ date: today, timeOpen: '10:00', timeClose: '12:00' }]);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toMatch(/0 events, 0 tickets; .*scenario quiet-day/);
  }, 30_000);

  it('.json found in the working directory, with the flags given winning over it', async () => {
    writeFileSync(
      join(dir, 'museum-mock.config.json'),
      JSON.stringify({
        port: 1,
        auth: { username: 'curator', password: 'dino' },
        seed: 'empty',
        clock: `${today}T10:00:00Z`,
        overrides: [{ operation: 'getMuseumHours', fault: { status: 503, retryAfter: 1 }, times: 'always' }],
        quiet: true,
      }),
    );
    // --port 0 wins over the file's port 1, --no-auth over its credentials.
    const run = startCli(['--port', '0', '--no-auth'], dir);
    const url = await listeningUrl(run);
    const hours = await fetch(`${url}/museum-hours`);
    expect(hours.status).toBe(503);
    expect(hours.headers.get('retry-after')).toBe('1');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('options from museum-mock.config.json');
    expect(run.output()).toContain('0 events, 0 tickets; no credentials needed');
    // quiet: true in the file
    expect(run.output()).not.toContain('GET /v1.1/museum-hours');
  }, 30_000);

  it('takes the first of .ts, .mjs, .js, .json present', async () => {
    writeFileSync(join(dir, 'museum-mock.config.json'), '{ "port": "not a number" }');
    writeFileSync(join(dir, 'museum-mock.config.js'), 'export default { nonsense: 1 };\n');
    expect((await refusal()).stderr).toContain('museum-mock.config.js: nonsense: unknown field');
  });
});

describe('museum-mock refuses a config file with one line naming it, exit 2', () => {
  it.each([
    [
      'missing, when named by --config',
      () => ['--config', 'nowhere.mjs'],
      /^museum-mock: nowhere\.mjs: no such file\n$/,
    ],
    [
      'unreadable (a directory by that name)',
      () => {
        mkdirSync(join(dir, 'museum-mock.config.json'));
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: cannot read the file \(EISDIR\)\n$/,
    ],
    [
      'a JSON syntax error',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "port": 4010, }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: not valid JSON \(.+\)\n$/,
    ],
    [
      'a JavaScript syntax error',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.mjs'), 'export default { port: 4010 ;\n');
        return [];
      },
      // Node says SyntaxError; vitest's module runner, which loads it here, its own words.
      /^museum-mock: museum-mock\.config\.mjs: cannot load: \w*Error: .+\n$/,
    ],
    [
      'no default export',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.mjs'), 'export const port = 4010;\n');
        return [];
      },
      /^museum-mock: museum-mock\.config\.mjs: no default export/,
    ],
    [
      'a field of the wrong type',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "port": "4010" }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: port: must be a whole number from 0 to 65535\n$/,
    ],
    [
      'a nested field of the wrong type',
      () => {
        writeFileSync(
          join(dir, 'museum-mock.config.json'),
          '{ "overrides": [{ "operation": "buyMuseumTickets", "fault": { "status": 200 } }] }',
        );
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: overrides\.0\.fault\.status: .*400.*\n$/,
    ],
    [
      'an unknown field',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "prot": 4010 }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: prot: unknown field \(known: port, host, .*\)\n$/,
    ],
    [
      'a value the server refuses',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "latency": [300, 100] }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: latency: must be a duration \(milliseconds, or '500ms', '2s'\) or a \[min, max\] range of them, with min <= max\n$/,
    ],
    [
      'a duration with a unit it does not know',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "sessionTtl": "30min" }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: sessionTtl: has an unknown unit "min" in "30min": use ms, s, m or h \(or none, for milliseconds\)\n$/,
    ],
    [
      'a duration that is no duration',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "webhooks": { "timeout": "soon" } }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: webhooks\.timeout: must be a duration such as 500ms, 5s, 2m or 1h \(a bare number is milliseconds\), got "soon"\n$/,
    ],
    [
      'a field under its name before durations took units',
      () => {
        writeFileSync(
          join(dir, 'museum-mock.config.json'),
          '{ "proxy": { "baseUrl": "http://127.0.0.1:9/v1.1", "timeoutMs": 500 } }',
        );
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: proxy\.timeoutMs: renamed proxy\.timeout, a duration such as '10s' or milliseconds\n$/,
    ],
    [
      'the proxy option under its name before the rename',
      () => {
        writeFileSync(
          join(dir, 'museum-mock.config.json'),
          '{ "forward": { "baseUrl": "http://127.0.0.1:9/v1.1" } }',
        );
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: forward: renamed proxy \(the same fields\)\n$/,
    ],
    [
      'a clock that is no date',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "clock": "tomorrow" }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: clock: must be an instant \(ISO string, epoch milliseconds or Date\) or a function returning one\n$/,
    ],
    [
      'a scenario nobody defined',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "scenario": "sold-out" }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: scenario: unknown scenario "sold-out"; known scenarios: default, .*\n$/,
    ],
    [
      'an invalid seed',
      () => {
        writeFileSync(join(dir, 'museum-mock.config.json'), '{ "seed": [{ "name": "Gala" }] }');
        return [];
      },
      /^museum-mock: museum-mock\.config\.json: seed\.events\.0\.location: Required\n$/,
    ],
  ])('%s', async (_kind, arrange, message) => {
    const { code, stderr } = await refusal(arrange());
    expect(stderr).toMatch(message);
    expect(code).toBe(2);
  });
});
