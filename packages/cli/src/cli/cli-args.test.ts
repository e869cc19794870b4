import { normalizeServerOptions } from '@museum-api/mock-server';
import { describe, expect, it } from 'vitest';
import { cliUsage, parseCliArgs, serverOptionsOf } from './cli-args.ts';
import { CliUsageError } from './cli-usage-error.ts';

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
        latency: [50, 300],
        clock: new Date('2026-12-01T10:00:00Z'),
        random: 42,
        cors: false,
      },
      seedFile: 'data.json',
      configFile: undefined,
      quiet: true,
    });
  });

  it('keeps a non-numeric random seed as text and a single latency as a number', () => {
    const command = parseCliArgs(['--random', 'demo', '--latency', '20', '--no-auth']);
    expect(command).toMatchObject({ options: { random: 'demo', latency: 20, auth: false } });
  });

  it('passes a built-in scenario name through, beside the flags that win over it', () => {
    const command = parseCliArgs(['--scenario', 'slow', '--latency', '5']);
    expect(command).toMatchObject({ options: { scenario: 'slow', latency: 5 } });
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
      latency: 5,
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
    expect(() => parseCliArgs(args)).toThrow(CliUsageError);
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
      options: { maxSessions: 64, sessionTtl: 90_000, admin: true, adminToken: 'ci-7f3a' },
    });
    expect(parseCliArgs(['--session-ttl', '2h'])).toMatchObject({ options: { sessionTtl: 7_200_000 } });
    expect(parseCliArgs(['--session-ttl', '250'])).toMatchObject({ options: { sessionTtl: 250 } });
  });

  it("reads the server's sessionTtl as a duration, as --session-ttl is, 30 minutes by default", () => {
    expect(normalizeServerOptions({}).sessionTtl).toBe(1_800_000);
    expect(normalizeServerOptions({ sessionTtl: '90s' }).sessionTtl).toBe(90_000);
    expect(() => normalizeServerOptions({ sessionTtl: 0 })).toThrow(
      new TypeError('museum mock: `sessionTtl` must be at least 1ms, got 0'),
    );
  });

  it('keeps --seed and --random working as the old names of --seed-file and --random-seed', () => {
    expect(parseCliArgs(['--seed', 'data.json', '--random', 'demo'])).toMatchObject({
      seedFile: 'data.json',
      options: { random: 'demo' },
    });
    expect(parseCliArgs(['--seed-file', 'empty'])).toMatchObject({
      seedFile: undefined,
      options: { seed: 'empty' },
    });
    expect(parseCliArgs(['--seed', 'empty'])).toMatchObject({
      seedFile: undefined,
      options: { seed: 'empty' },
    });
    expect(() => parseCliArgs(['--seed', 'a.json', '--seed-file', 'b.json'])).toThrow(
      new CliUsageError('--seed is another name for --seed-file: give one of them'),
    );
    expect(() => parseCliArgs(['--random', '1', '--random-seed', '2'])).toThrow(
      new CliUsageError('--random is another name for --random-seed: give one of them'),
    );
  });

  it('shows the new names in --help, each with its old name as an alias', () => {
    expect(cliUsage).toMatch(/--seed-file <file\.json>[\s\S]*?\(alias: --seed\)/);
    expect(cliUsage).toMatch(/--random-seed <seed>[\s\S]*?\(alias: --random\)/);
    expect(cliUsage).not.toMatch(/^ {2}--seed </m);
    expect(cliUsage).not.toMatch(/^ {2}--random </m);
  });

  it.each([
    ['200', 200],
    ['200ms', 200],
    ['1s', 1000],
    ['50-300', [50, 300]],
    ['100ms-2s', [100, 2000]],
    ['1s-1000', 1000],
  ])('reads --latency %s with or without units', (text, latency) => {
    expect(parseCliArgs(['--latency', text])).toMatchObject({ options: { latency } });
  });

  it.each([
    [
      '5-',
      '--latency must be a duration such as 200ms or 1s, or a range such as 50-300 or 100ms-2s, got "5-"',
    ],
    [
      '1-2-3',
      '--latency must be a duration such as 200ms or 1s, or a range such as 50-300 or 100ms-2s, got "1-2-3"',
    ],
    ['2s-1s', '--latency must be a range from the shorter to the longer, got "2s-1s"'],
    ['5d', '--latency has an unknown unit "d" in "5d": use ms, s, m or h (or none, for milliseconds)'],
    [
      'fast',
      '--latency must be a duration such as 500ms, 5s, 2m or 1h (a bare number is milliseconds), got "fast"',
    ],
  ])('refuses --latency %s with a clear reason', (text, message) => {
    expect(() => parseCliArgs(['--latency', text])).toThrow(new CliUsageError(message));
  });

  it('takes the same duration forms in every duration flag, naming the flag in a refusal', () => {
    const proxy = ['--proxy', 'https://x.test/v1.1'];
    const command = parseCliArgs([...proxy, '--proxy-timeout', '1.5s', '--webhook-timeout', '2m']);
    expect(command).toMatchObject({
      options: { forward: { timeout: 1500 }, webhooks: { timeout: 120_000 } },
    });
    expect(() => parseCliArgs(['--session-ttl', '30 mins'])).toThrow(
      new CliUsageError(
        '--session-ttl has an unknown unit "mins" in "30 mins": use ms, s, m or h (or none, for milliseconds)',
      ),
    );
    expect(() => parseCliArgs(['--webhook-timeout', '30d'])).toThrow(
      /^--webhook-timeout has an unknown unit "d"/,
    );
    expect(() => parseCliArgs(['--webhook-timeout', '600h'])).toThrow(
      new CliUsageError('--webhook-timeout must be at most 2147483647ms, got "600h"'),
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
    [['--state', ' '], /--state needs a file name/],
    [['--state'], /--state/],
    [['--max-sessions', '-1'], /--max-sessions/],
    [['--max-sessions', 'many'], /--max-sessions/],
    [['--max-tickets', '0'], /--max-tickets must be a whole number >= 1, got "0"/],
    [['--max-tickets', '1.5'], /--max-tickets must be a whole number >= 1/],
    [['--max-tickets', 'lots'], /--max-tickets must be a whole number >= 1, got "lots"/],
    [['--session-ttl', '0'], /--session-ttl/],
    [['--session-ttl', '10 minutes'], /--session-ttl/],
    [['--admin', '--admin-token', ' '], /must not be empty/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
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
      new CliUsageError('MUSEUM_MOCK_ADMIN_TOKEN is set but empty; set a token or unset it'),
    );
  });

  it('refuses an admin token without the admin API, from the flags or the file', () => {
    const { options } = parseCliArgs(['--admin-token', 'x']) as { options: object };
    expect(() => serverOptionsOf(options)).toThrow(/needs --admin/);
    expect(serverOptionsOf(options, { admin: true })).toMatchObject({ admin: true, adminToken: 'x' });
  });

  it('reads the proxy flags into the forward option, --mock as the operations not forwarded', () => {
    const command = parseCliArgs([
      '--proxy',
      'https://staging.museum.test/v1.1',
      '--proxy-auth',
      'qa:se:cret',
      '--proxy-strict',
      '--proxy-timeout',
      '2s',
      '--mock',
      'buyMuseumTickets, getTicketCode',
      '--record',
      'seed.json',
    ]);
    if (command.kind !== 'serve') throw new Error('expected serve');
    expect(command.recordFile).toBe('seed.json');
    const { forward } = command.options;
    expect(forward).toMatchObject({
      baseUrl: 'https://staging.museum.test/v1.1',
      auth: { username: 'qa', password: 'se:cret' },
      strict: true,
      timeout: 2000,
    });
    expect(forward?.operations).not.toContain('buyMuseumTickets');
    expect(forward?.operations).not.toContain('getTicketCode');
    expect(forward?.operations).toContain('listSpecialEvents');
    const only = parseCliArgs(['--proxy', 'http://127.0.0.1:1/v1.1', '--forward', 'getMuseumHours']);
    expect(only.kind === 'serve' && only.options.forward?.operations).toEqual(['getMuseumHours']);
  });

  it('documents every proxy flag in --help', () => {
    for (const flag of [
      '--proxy ',
      '--proxy-auth',
      '--proxy-strict',
      '--proxy-timeout',
      '--mock',
      '--forward',
      '--record',
    ]) {
      expect(cliUsage).toContain(flag);
    }
  });

  it('refuses proxy flags that cannot work, naming the flag', () => {
    const refusals: [string[], RegExp][] = [
      [['--record', 'x.json'], /--record needs --proxy/],
      [['--proxy', 'not a url'], /--proxy must be an absolute URL/],
      [['--proxy', 'ftp://x.test/v1.1'], /http: or https:/],
      [
        ['--proxy', 'https://u:p@x.test/v1.1'],
        /--proxy must not carry credentials; give them with --proxy-auth/,
      ],
      [['--proxy', 'https://x.test/v1.1?x=1'], /--proxy must not have a query/],
      [['--proxy', 'https://x.test/v1.1', '--mock', 'a', '--forward', 'b'], /exclude each other/],
      [['--proxy', 'https://x.test/v1.1', '--mock', 'nope'], /unknown: nope/],
      [
        ['--proxy', 'https://x.test/v1.1', '--proxy-timeout', '0'],
        /--proxy-timeout must be at least 1ms, got "0"/,
      ],
      [['--proxy', 'https://x.test/v1.1', '--proxy-auth', 'nocolon'], /user:password/],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
      expect(() => parseCliArgs(argv)).toThrow(message);
    }
  });
});
