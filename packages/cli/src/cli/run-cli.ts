import { packageVersion, UsageError } from '@museum-api/contract/cli';
import { type MuseumServer, type MuseumServerOptions, startMuseumServer } from '@museum-api/mock-server';
import { cliUsage, parseCliArgs, serverOptionsOf } from './cli-args.ts';
import type { CliIo } from './cli-io.ts';
import { ConfigFileError } from './config-file-error.ts';
import { environmentOptions } from './environment-options.ts';
import { loadMockConfig } from './load-mock-config.ts';
import { readSeedFile } from './read-seed-file.ts';
import { runMcpSubcommand } from './run-mcp-subcommand.ts';
import { runPactSubcommand } from './run-pact-subcommand.ts';
import { runVerifySubcommand } from './run-verify-subcommand.ts';
import { serveBanner } from './serve-banner.ts';
import { startFailure } from './start-failure.ts';
import { watchProxy } from './watch-proxy.ts';

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
  if (argv[0] === 'verify') return runVerifySubcommand(argv.slice(1), io);
  if (argv[0] === 'pact') return runPactSubcommand(argv.slice(1), io);
  // stdout is the protocol there: the CLI's stdout (a test's capture) is for the serve command.
  if (argv[0] === 'mcp') return runMcpSubcommand(argv.slice(1), io);
  const fail = (code: number, message: string, usage = code === 2) => {
    io.stderr.write(`museum-mock: ${message}\n`);
    if (usage) io.stderr.write('Run museum-mock --help for usage.\n');
    return code;
  };
  let command: ReturnType<typeof parseCliArgs>;
  try {
    command = parseCliArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return fail(2, error.message);
    throw error;
  }
  if (command.kind === 'help') {
    io.stdout.write(`${cliUsage}\n`);
    return 0;
  }
  if (command.kind === 'version') {
    io.stdout.write(`${packageVersion(import.meta.url)}\n`);
    return 0;
  }
  let setup: Awaited<ReturnType<typeof serveSetup>>;
  try {
    setup = await serveSetup(command, io.cwd ?? process.cwd(), io.env ?? process.env);
  } catch (error) {
    // A config file's error names the file: no usage hint, it is not about the flags.
    if (error instanceof ConfigFileError) return fail(2, error.message, false);
    if (error instanceof UsageError) return fail(2, error.message);
    throw error;
  }
  const { options, found } = setup;
  let server: MuseumServer;
  try {
    server = await startMuseumServer(options);
  } catch (error) {
    const failure = startFailure(error, {
      seedFile: command.seedFile,
      configFile: found?.file,
      configHasSeed: found?.config.seed !== undefined,
      port: options.port,
    });
    return fail(failure.code, failure.message, failure.usage);
  }
  return serve(server, options, io, {
    configFile: found?.file,
    recordFile: command.recordFile,
    quiet: command.quiet || found?.config.quiet === true,
  });
}

/** A `serve` command's options (file, environment, flags, seed file) and the config file they came from. */
async function serveSetup(
  command: Extract<ReturnType<typeof parseCliArgs>, { kind: 'serve' }>,
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ options: MuseumServerOptions; found: Awaited<ReturnType<typeof loadMockConfig>> }> {
  const environment = environmentOptions(env);
  const found = await loadMockConfig(command.configFile, cwd);
  const options = serverOptionsOf(command.options, found?.config, environment);
  if (command.seedFile !== undefined) options.seed = await readSeedFile(command.seedFile);
  return { options, found };
}

/** Runs a started server until SIGINT or SIGTERM; resolves with the exit code once closed. */
async function serve(
  server: MuseumServer,
  options: MuseumServerOptions,
  io: CliIo,
  how: { configFile: string | undefined; recordFile: string | undefined; quiet: boolean },
): Promise<number> {
  // Listen for signals before announcing the URL: a supervisor may stop us as soon as it reads it.
  const stopped = new Promise<void>((resolve) => {
    io.signals.once('SIGINT', resolve);
    io.signals.once('SIGTERM', resolve);
  });
  // The proxy watches from before the banner, so no exchange after the URL is read goes unchecked.
  const proxy = options.proxy === undefined ? undefined : watchProxy(server, io, how.recordFile);
  // The banner goes out in one write: whoever reads the URL (a supervisor, a test) has the rest.
  io.stdout.write(`${serveBanner(server, options, how).join('\n')}\n`);
  if (!how.quiet) {
    server.onRequest((entry, sessionId) => {
      const path = new URL(entry.url).pathname;
      const session = sessionId === 'default' ? '' : ` [${sessionId}]`;
      const via = entry.upstream === undefined ? '' : ' (upstream)';
      io.stdout.write(`${entry.method} ${path} ${entry.status} ${entry.durationMs}ms${via}${session}\n`);
    });
  }
  await stopped;
  await server.close();
  const written = proxy === undefined || (await proxy.finish());
  io.stdout.write('Museum API mock stopped\n');
  return written ? 0 : 1;
}
