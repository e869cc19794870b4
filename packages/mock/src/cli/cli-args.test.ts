import { describe, expect, it } from 'vitest';
import { normalizeServerOptions } from '../server/museum-server-options.ts';
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
      '--random',
      '42',
      '--seed',
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
      options: { maxSessions: 64, sessionTtlMs: 90_000, admin: true, adminToken: 'ci-7f3a' },
    });
    expect(parseCliArgs(['--session-ttl', '2h'])).toMatchObject({ options: { sessionTtlMs: 7_200_000 } });
    expect(parseCliArgs(['--session-ttl', '250'])).toMatchObject({ options: { sessionTtlMs: 250 } });
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
    [['--session-ttl', '0'], /--session-ttl/],
    [['--session-ttl', '10 minutes'], /--session-ttl/],
    [['--admin', '--admin-token', ' '], /must not be empty/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
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
      timeoutMs: 2000,
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
      [['--proxy', 'https://x.test/v1.1', '--proxy-timeout', '0'], /--proxy-timeout must be a positive/],
      [['--proxy', 'https://x.test/v1.1', '--proxy-auth', 'nocolon'], /user:password/],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
      expect(() => parseCliArgs(argv)).toThrow(message);
    }
  });
});
