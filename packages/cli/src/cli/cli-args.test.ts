import { UsageError } from '@museum-api/contract/cli';
import { normalizeServerOptions } from '@museum-api/mock-server';
import { describe, expect, it } from 'vitest';
import { cliUsage, parseCliArgs, serverOptionsOf } from './cli-args.ts';

describe('parseCliArgs', () => {
  it('gives only the flags given, and serves on port 4010 of 127.0.0.1 with the built-in seed', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'serve',
      options: {},
      seedFile: undefined,
      configFile: undefined,
      quiet: false,
    });
    // Port 4010 is the CLI's own; the host is the server's default, applied by its schema.
    expect(serverOptionsOf({})).toEqual({ port: 4010 });
    const { port, host } = normalizeServerOptions(serverOptionsOf({}));
    expect({ port, host }).toEqual({ port: 4010, host: '127.0.0.1' });
  });

  it('reads every flag into server options', () => {
    const command = parseCliArgs([
      '--port=0',
      '--host',
      '::1',
      '--auth',
      'u:p:q',
      '--latency',
      '50-300',
      '--clock',
      '2026-12-01T10:00:00Z',
      '--random-seed',
      '42',
      '--seed-file',
      'data.json',
      '--no-cors',
      '--quiet',
    ]);
    expect(command).toEqual({
      kind: 'serve',
      options: {
        port: 0,
        host: '::1',
        auth: { username: 'u', password: 'p:q' },
        latency: ['50', '300'],
        clock: '2026-12-01T10:00:00Z',
        randomSeed: 42,
        cors: false,
      },
      seedFile: 'data.json',
      configFile: undefined,
      quiet: true,
    });
  });

  it('keeps a non-numeric random seed as text', () => {
    const command = parseCliArgs(['--random-seed', 'demo', '--latency', '20', '--no-auth']);
    expect(command).toMatchObject({ options: { randomSeed: 'demo', latency: '20', auth: false } });
  });

  it('passes a built-in scenario name through, beside the flags that win over it', () => {
    const command = parseCliArgs(['--scenario', 'slow', '--latency', '5']);
    expect(command).toMatchObject({ options: { scenario: 'slow', latency: '5' } });
  });

  it('refuses an unknown scenario, listing the known ones', () => {
    const { options } = parseCliArgs(['--scenario', 'Busy']) as { options: object };
    expect(() => serverOptionsOf(options)).toThrow(
      /--scenario must be one of default, empty, busy, closed, flaky, slow; got "Busy"/,
    );
  });

  it("knows the config file's scenarios by name", () => {
    const config = { scenarios: [{ name: 'sold-out' }] };
    expect(serverOptionsOf({ scenario: 'sold-out' }, config)).toMatchObject({ scenario: 'sold-out' });
    expect(() => serverOptionsOf({ scenario: 'sold' }, config)).toThrow(
      /default, .*, slow, sold-out; got "sold"/,
    );
  });

  it('lets the flags given win over the config file, and the file over the defaults', () => {
    const config = {
      port: 8080,
      host: '::1',
      latency: 20,
      scenario: 'busy',
      auth: false,
      quiet: true,
    } as const;
    const { options } = parseCliArgs(['--port', '0', '--latency', '5']) as { options: object };
    expect(serverOptionsOf(options, config)).toEqual({
      port: 0,
      host: '::1',
      latency: '5',
      scenario: 'busy',
      auth: false,
    });
  });

  it('reads --config as the path of the config file', () => {
    expect(parseCliArgs(['--config', 'ci/mock.config.mjs'])).toMatchObject({
      configFile: 'ci/mock.config.mjs',
    });
    expect(() => parseCliArgs(['--config', ''])).toThrow(/--config needs a file name/);
  });

  it.each([
    [['--port', '65536']],
    [['--port']],
    [['extra']],
    [['--auth', 'a:b', '--no-auth']],
    [['--latency', '-5']],
  ])('refuses %j as a usage error', (args) => {
    expect(() => parseCliArgs(args)).toThrow(UsageError);
  });

  it('reads the session and admin flags', () => {
    const command = parseCliArgs([
      '--max-sessions',
      '64',
      '--session-ttl',
      '90s',
      '--admin',
      '--admin-token',
      'ci-7f3a',
    ]);
    expect(command).toMatchObject({
      options: { maxSessions: 64, sessionTtl: '90s', admin: true, adminToken: 'ci-7f3a' },
    });
    expect(parseCliArgs(['--session-ttl', '2h'])).toMatchObject({ options: { sessionTtl: '2h' } });
    expect(parseCliArgs(['--session-ttl', '250'])).toMatchObject({ options: { sessionTtl: '250' } });
  });

  it("reads the server's sessionTtl as a duration, as --session-ttl is, 30 minutes by default", () => {
    expect(normalizeServerOptions({}).sessionTtl).toBe(1_800_000);
    expect(normalizeServerOptions({ sessionTtl: '90s' }).sessionTtl).toBe(90_000);
    expect(() => normalizeServerOptions({ sessionTtl: 0 })).toThrow(
      new TypeError('museum mock: `sessionTtl` must be at least 1ms, got 0'),
    );
  });

  it('reads --seed-file empty as no seed data', () => {
    expect(parseCliArgs(['--seed-file', 'empty'])).toMatchObject({
      seedFile: undefined,
      options: { seed: 'empty' },
    });
  });

  it.each([
    ['200', '200'],
    ['1s', '1s'],
    ['50-300', ['50', '300']],
    ['100ms-2s', ['100ms', '2s']],
  ])('reads --latency %s as the latency option takes it', (text, latency) => {
    expect(parseCliArgs(['--latency', text])).toMatchObject({ options: { latency } });
  });

  it.each([
    ['5-', /^--latency: Invalid duration|^--latency .*""/],
    [
      '1-2-3',
      /^--latency must be a duration \(milliseconds, or '500ms', '2s'\) or a \[min, max\] range of them, got "1-2-3"$/,
    ],
    ['2s-1s', /^--latency must be .* with min <= max, got "2s-1s"$/],
    ['5d', /^--latency: has an unknown unit "d" in "5d"|unknown unit "d"/],
  ])('refuses --latency %s in the words of the latency option', (text, message) => {
    expect(() => parseCliArgs(['--latency', text])).toThrow(UsageError);
    expect(() => parseCliArgs(['--latency', text])).toThrow(message);
  });

  it('takes a number of milliseconds or a unit in every duration flag, naming the flag in a refusal', () => {
    const proxy = ['--proxy', 'https://x.test/v1.1'];
    const command = parseCliArgs([...proxy, '--proxy-timeout', '1500', '--webhook-timeout', '2m']);
    expect(command).toMatchObject({
      options: { proxy: { timeout: '1500' }, webhooks: { timeout: '2m' } },
    });
    expect(() => parseCliArgs(['--session-ttl', '30 mins'])).toThrow(
      /^--session-ttl has an unknown unit "mins"/,
    );
    expect(() => parseCliArgs(['--webhook-timeout', '600h'])).toThrow(
      new UsageError('--webhook-timeout must be at most 2147483647ms, got "600h"'),
    );
  });

  it("reads --max-tickets as the bound of each session's tickets", () => {
    expect(parseCliArgs(['--max-tickets', '5000'])).toMatchObject({ options: { maxTickets: 5000 } });
  });

  it('reads --state as the path of the state file', () => {
    expect(parseCliArgs(['--state', 'data/museum.db'])).toMatchObject({
      options: { state: 'data/museum.db' },
    });
  });

  it.each([
    [['--state', ' '], /--state must be a file name/],
    [['--state'], /--state/],
    [['--max-sessions', '-1'], /--max-sessions/],
    [['--max-sessions', 'many'], /--max-sessions/],
    [['--max-tickets', '0'], /--max-tickets must be a whole number >= 1, got "0"/],
    [['--max-tickets', '1.5'], /--max-tickets must be a whole number >= 1/],
    [['--max-tickets', 'lots'], /--max-tickets must be a whole number >= 1, got "lots"/],
    [['--session-ttl', '0'], /--session-ttl/],
    [['--session-ttl', '10 minutes'], /--session-ttl/],
    [['--admin', '--admin-token', ' '], /--admin-token must be a non-empty string/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('lets a flag win over the environment, and the environment over the config file', () => {
    const file = { port: 8080, admin: true, adminToken: 'from-file' } as const;
    expect(serverOptionsOf({}, file, { port: 3000, adminToken: 'from-env' })).toMatchObject({
      port: 3000,
      adminToken: 'from-env',
    });
    expect(
      serverOptionsOf({ port: 0, adminToken: 'from-flag' }, file, { port: 3000, adminToken: 'from-env' }),
    ).toMatchObject({
      port: 0,
      adminToken: 'from-flag',
    });
    expect(serverOptionsOf({}, {}, { port: 3000 })).toEqual({ port: 3000 });
  });

  it("takes the environment's admin token only when the admin API is on, and refuses an empty one there", () => {
    expect(serverOptionsOf({}, {}, { adminToken: 'from-env' })).toEqual({ port: 4010 });
    expect(serverOptionsOf({ admin: true }, {}, { adminToken: 'from-env' })).toMatchObject({
      adminToken: 'from-env',
    });
    expect(serverOptionsOf({}, {}, { adminToken: '' })).toEqual({ port: 4010 });
    expect(() => serverOptionsOf({ admin: true }, {}, { adminToken: ' ' })).toThrow(
      new UsageError('MUSEUM_MOCK_ADMIN_TOKEN is set but empty; set a token or unset it'),
    );
  });

  it('refuses an admin token without the admin API, from the flags or the file', () => {
    const { options } = parseCliArgs(['--admin-token', 'x']) as { options: object };
    expect(() => serverOptionsOf(options)).toThrow(/needs --admin/);
    expect(serverOptionsOf(options, { admin: true })).toMatchObject({ admin: true, adminToken: 'x' });
  });

  it('reads the proxy flags into the proxy option, --answer-locally as the operations not proxied', () => {
    const command = parseCliArgs([
      '--proxy',
      'https://staging.museum.test/v1.1',
      '--proxy-auth',
      'qa:se:cret',
      '--proxy-strict',
      '--proxy-timeout',
      '2s',
      '--answer-locally',
      'buyMuseumTickets, getTicketCode',
      '--record',
      'seed.json',
    ]);
    if (command.kind !== 'serve') throw new Error('expected serve');
    expect(command.recordFile).toBe('seed.json');
    const { proxy } = command.options;
    expect(proxy).toMatchObject({
      baseUrl: 'https://staging.museum.test/v1.1',
      auth: { username: 'qa', password: 'se:cret' },
      strict: true,
      timeout: '2s',
    });
    expect(proxy?.operations).not.toContain('buyMuseumTickets');
    expect(proxy?.operations).not.toContain('getTicketCode');
    expect(proxy?.operations).toContain('listSpecialEvents');
    const only = parseCliArgs(['--proxy', 'http://127.0.0.1:1/v1.1', '--proxy-only', 'getMuseumHours']);
    expect(only.kind === 'serve' && only.options.proxy?.operations).toEqual(['getMuseumHours']);
  });

  it("shows each option flag's default as the options schema holds it", () => {
    expect(cliUsage).toMatch(/--max-sessions <n>\s+Most sessions kept[\s\S]*?\(default: 1000\)/);
    expect(cliUsage).toMatch(/--session-ttl <time>\s+Drop a session unused this long \(default: 30m\)/);
    expect(cliUsage).toMatch(/--webhook-timeout <time>\s+Bound of one attempt \(default: 5s\)/);
    expect(cliUsage).toMatch(/--proxy-timeout <time>\s+Upstream deadline; past it a 504 \(default: 10s\)/);
    expect(cliUsage).toMatch(/--api-version <v>\s+Published version to speak: 1.1 or 1.2 \(default: 1.1\)/);
  });

  it('refuses proxy flags that cannot work, naming the flag', () => {
    const refusals: [string[], RegExp][] = [
      [['--record', 'x.json'], /--record needs --proxy/],
      [['--proxy', 'not a url'], /--proxy must be an absolute URL/],
      [['--proxy', 'ftp://x.test/v1.1'], /http: or https:/],
      [['--proxy', 'https://u:p@x.test/v1.1'], /--proxy must not carry credentials/],
      [['--proxy', 'https://x.test/v1.1?x=1'], /--proxy must not have a query/],
      [
        ['--proxy', 'https://x.test/v1.1', '--answer-locally', 'a', '--proxy-only', 'b'],
        /exclude each other/,
      ],
      [['--proxy', 'https://x.test/v1.1', '--answer-locally', 'nope'], /unknown operations: nope/],
      [
        ['--proxy', 'https://x.test/v1.1', '--proxy-timeout', '0'],
        /--proxy-timeout must be at least 1ms, got "0"/,
      ],
      [['--proxy', 'https://x.test/v1.1', '--proxy-auth', 'nocolon'], /user:password/],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseCliArgs(argv)).toThrow(UsageError);
      expect(() => parseCliArgs(argv)).toThrow(message);
    }
  });
});
