import { readFile } from 'node:fs/promises';
import { isMuseumDomainError } from '@museum-api/core';
import packageJson from '../../package.json' with { type: 'json' };
import type { MuseumSeed } from '../engine/seed/museum-seed.ts';
import {
  type ContractLoader,
  type ContractPackage,
  contractMissingAdvice,
  importContract,
  loadContractCheck,
} from '../proxy/load-contract.ts';
import { SeedRecorder } from '../proxy/seed-recorder.ts';
import { isStateFileError } from '../server/durable/state-file-error.ts';
import { startMuseumServer } from '../server/museum-server.ts';
import type { MuseumServerOptions } from '../server/museum-server-options.ts';
import { cliUsage, parseCliArgs, serverOptionsOf } from './cli-args.ts';
import { CliUsageError } from './cli-usage-error.ts';
import { ConfigFileError } from './config-file-error.ts';
import { loadMockConfig } from './load-mock-config.ts';
import { runVerifyCommand } from './run-verify-command.ts';

/**
 * Where the CLI writes and which process signals stop it; the real process by default.
 *
 * @example
 * ```ts
 * await runCli(['--port', '0'], { stdout: process.stdout, stderr: process.stderr, signals: process });
 * ```
 */
export interface CliIo {
  stdout: {
    /** Writes the listening URL and the request log. */
    write(text: string): unknown;
  };
  stderr: {
    /** Writes usage errors and failures. */
    write(text: string): unknown;
  };
  signals: {
    /** Calls `listener` once on the first SIGINT or SIGTERM, which stops the server. */
    once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  };
  /**
   * Where `--config` is resolved and `museum-mock.config.*` looked for.
   * @default process.cwd()
   */
  cwd?: string;
  /**
   * Loads `@museum-api/contract` for the proxy's checks; a test passes one that fails to play
   * a missing package.
   * @default importContract
   */
  importContract?: ContractLoader<ContractPackage>;
}

/**
 * The `museum-mock` command: parses flags, starts the server, logs requests, and resolves
 * with the exit code once stopped by SIGINT or SIGTERM (0), or at once on a usage error (2)
 * or a failed start (1).
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(process.argv.slice(2));
 * ```
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo = { stdout: process.stdout, stderr: process.stderr, signals: process },
): Promise<number> {
  if (argv[0] === 'verify') return runVerifyCommand(argv.slice(1), io);
  const fail = (code: number, message: string) => {
    io.stderr.write(`museum-mock: ${message}\n`);
    if (code === 2) io.stderr.write('Run museum-mock --help for usage.\n');
    return code;
  };
  let command: ReturnType<typeof parseCliArgs>;
  try {
    command = parseCliArgs(argv);
  } catch (error) {
    if (error instanceof CliUsageError) return fail(2, error.message);
    throw error;
  }
  if (command.kind === 'help') {
    io.stdout.write(`${cliUsage}\n`);
    return 0;
  }
  if (command.kind === 'version') {
    io.stdout.write(`${packageJson.version}\n`);
    return 0;
  }
  const { seedFile, recordFile } = command;
  let found: Awaited<ReturnType<typeof loadMockConfig>>;
  let options: MuseumServerOptions;
  try {
    found = await loadMockConfig(command.configFile, io.cwd ?? process.cwd());
    options = serverOptionsOf(command.options, found?.config);
  } catch (error) {
    if (error instanceof ConfigFileError) {
      io.stderr.write(`museum-mock: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CliUsageError) return fail(2, error.message);
    throw error;
  }
  const quiet = command.quiet || found?.config.quiet === true;
  if (seedFile !== undefined) {
    let text: string;
    try {
      text = await readFile(seedFile, 'utf8');
    } catch (error) {
      return fail(
        2,
        `--seed ${seedFile}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? error})`,
      );
    }
    try {
      options.seed = JSON.parse(text) as MuseumSeed;
    } catch (error) {
      return fail(2, `--seed ${seedFile}: not valid JSON (${(error as Error).message})`);
    }
  }

  if (options.forward !== undefined && options.forward.check === undefined) {
    // Said once, here: the proxy without @museum-api/contract forwards, but checks nothing.
    const check = await loadContractCheck(io.importContract ?? importContract);
    if (check === undefined && options.forward.strict === true) {
      return fail(2, `--proxy-strict needs the contract checks: ${contractMissingAdvice}`);
    }
    if (check === undefined) {
      io.stderr.write(
        `museum-mock: exchanges with the upstream are not checked against the contract; to check them, ${contractMissingAdvice}\n`,
      );
    }
    options.forward = { ...options.forward, check: check ?? (() => []) };
  }

  let server: Awaited<ReturnType<typeof startMuseumServer>>;
  try {
    server = await startMuseumServer(options);
  } catch (error) {
    if (isMuseumDomainError(error)) {
      const lines = error.issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n');
      if (seedFile === undefined && found?.config.seed !== undefined) {
        // One line, like every other config file error: the first issue, at its path (seed.…).
        const [first] = error.issues;
        const path =
          first === undefined || first.path.startsWith('seed') ? first?.path : `seed.${first.path}`;
        io.stderr.write(
          `museum-mock: ${found.file}: ${path === undefined ? `seed: ${error.message}` : `${path}: ${first?.message}`}\n`,
        );
        return 2;
      }
      return fail(2, `--seed ${seedFile ?? ''}: the data is not a valid seed:\n${lines || error.message}`);
    }
    if (isStateFileError(error)) return fail(1, `--state ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') return fail(1, `port ${options.port} is in use; try --port 0 for a free one`);
    return fail(1, `could not start: ${(error as Error).message}`);
  }

  // Listen for signals before announcing the URL: a supervisor may stop us as soon as it reads it.
  const stopped = new Promise<void>((resolve) => {
    io.signals.once('SIGINT', resolve);
    io.signals.once('SIGTERM', resolve);
  });
  // The banner goes out in one write: whoever reads the URL (a supervisor, a test) has the rest.
  const banner = [`Museum API mock listening on ${server.url}`];
  if (server.adminUrl !== undefined) {
    const guard = options.adminToken === undefined ? 'no token: loopback only' : 'Bearer token required';
    banner.push(`  admin API at ${server.adminUrl} (${guard}); dashboard at ${server.adminUrl}/`);
  }
  const { auth } = server.mock.options;
  const authNote =
    auth === false
      ? 'no credentials needed'
      : auth === 'any'
        ? 'any Basic credentials accepted'
        : 'Basic credentials from --auth';
  const scenario = server.mock.options.scenario.name;
  banner.push(
    `  ${server.mock.store.eventCount} events, ${server.mock.store.ticketCount} tickets; ${authNote}${scenario === 'default' ? '' : `; scenario ${scenario}`}`,
  );
  if (options.state !== undefined) banner.push(`  state kept in ${options.state}`);
  if (found !== undefined) banner.push(`  options from ${found.file}`);
  // The proxy watches from before the banner, so no exchange after the URL is read goes unchecked.
  const proxy = options.forward === undefined ? undefined : watchProxy(server, io, recordFile);
  if (options.forward !== undefined) banner.push(...forwardingBanner(options.forward, recordFile));
  io.stdout.write(`${banner.join('\n')}\n`);
  if (!quiet) {
    server.onRequest((entry, sessionId) => {
      const path = new URL(entry.url).pathname;
      const session = sessionId === 'default' ? '' : ` [${sessionId}]`;
      const via = entry.upstream === undefined ? '' : ' (upstream)';
      io.stdout.write(`${entry.method} ${path} ${entry.status} ${entry.durationMs}ms${via}${session}\n`);
    });
  }

  await stopped;
  await server.close();
  if (proxy !== undefined && !(await proxy.finish())) {
    io.stdout.write('Museum API mock stopped\n');
    return 1;
  }
  io.stdout.write('Museum API mock stopped\n');
  return 0;
}

/** The banner's lines for the proxy: what is forwarded where, and where the seed is recorded. */
function forwardingBanner(
  forward: NonNullable<MuseumServerOptions['forward']>,
  recordFile: string | undefined,
): string[] {
  const forwarded = forward.operations ?? 'all';
  const lines = [
    `  forwarding ${forwarded === 'all' ? 'every operation' : forwarded.join(', ')} to ${forward.baseUrl}` +
      `${forward.strict ? ' (strict: a contract violation is a 502)' : ''}`,
  ];
  if (recordFile !== undefined) lines.push(`  recording a seed to ${recordFile}`);
  return lines;
}

/**
 * The proxy's side of the CLI: logs each contract violation as it happens (to stderr, even with
 * --quiet: it is what the proxy is for), feeds `--record`, and on stop sums the violations up and
 * writes the recorded seed. `finish()` is false when the seed could not be written.
 */
function watchProxy(
  server: Awaited<ReturnType<typeof startMuseumServer>>,
  io: CliIo,
  recordFile: string | undefined,
): { finish(): Promise<boolean> } {
  const recorder = recordFile === undefined ? undefined : new SeedRecorder();
  const byCheck = new Map<string, number>();
  let exchanges = 0;
  let violating = 0;
  server.onRequest((entry) => {
    if (entry.upstream === undefined) return;
    exchanges++;
    recorder?.observe(entry);
    if (entry.violations === undefined) return;
    violating++;
    for (const { check, message } of entry.violations) {
      byCheck.set(check, (byCheck.get(check) ?? 0) + 1);
      io.stderr.write(`contract violation (${check}): ${message}\n`);
    }
  });
  return {
    async finish() {
      const checks = [...byCheck].map(([check, count]) => `${check} ×${count}`).join(', ');
      io.stdout.write(
        `  ${exchanges} exchanges with the upstream; ${violating === 0 ? 'none broke the contract' : `${violating} broke the contract (${checks})`}\n`,
      );
      if (recorder === undefined || recordFile === undefined) return true;
      try {
        await recorder.write(recordFile);
      } catch (error) {
        io.stderr.write(
          `museum-mock: --record ${recordFile}: could not write the seed (${(error as Error).message})\n`,
        );
        return false;
      }
      const { events, tickets } = recorder.size;
      io.stdout.write(`  recorded ${events} events and ${tickets} tickets to ${recordFile}\n`);
      return true;
    },
  };
}
