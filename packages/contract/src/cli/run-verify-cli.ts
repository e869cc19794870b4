import { writeFile } from 'node:fs/promises';
import { verifyMuseumApi } from '../verify/verify-api.ts';
import { type VerifyMuseumApiOptions, VerifyMuseumApiOptionsSchema } from '../verify/verify-options.ts';
import { parseFlags, readFlags } from './option-flags.ts';
import { packageVersion } from './package-version.ts';
import { UsageError } from './usage-error.ts';
import { verifyFlags } from './verify-flags.ts';
import {
  formatJson,
  formatJunit,
  formatTable,
  formatTableHeading,
  formatTableRow,
  formatTableSummary,
  type VerifyReporter,
} from './verify-reporters.ts';
import { verifyUsage } from './verify-usage.ts';

/**
 * Where `museum-verify` writes, which signals stop it and where it reads `MUSEUM_AUTH`;
 * the real process by default. The mock CLI's own `CliIo` fits it.
 *
 * @example
 * ```ts
 * await runVerifyCli(['http://127.0.0.1:4010/v1.1'], { stdout: process.stdout, stderr: process.stderr, signals: process });
 * ```
 */
export interface VerifyCliIo {
  stdout: {
    /** Writes the table as checks end, or the chosen report. */
    write(text: string): unknown;
  };
  stderr: {
    /** Writes the one-line reason of the exit code, and usage errors. */
    write(text: string): unknown;
  };
  signals: {
    /** Calls `listener` once on the first SIGINT or SIGTERM, which stops the run (its events are still deleted). */
    once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  };
  /** @default process.env */
  env?: Readonly<Record<string, string | undefined>> | undefined;
  /** Writes the `--output` file. @default fs.promises.writeFile */
  writeFile?: ((path: string, text: string) => Promise<unknown>) | undefined;
  /**
   * The command's name in messages and `--help`: `museum-mock verify` passes its own.
   * @default 'museum-verify'
   */
  command?: string | undefined;
}

interface VerifyCommand {
  baseUrl: string;
  options: VerifyMuseumApiOptions;
  reporter: VerifyReporter;
  output: string | undefined;
}

/** Reads `verify`'s arguments strictly; `undefined` means `--help`. */
export function parseVerifyArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): VerifyCommand | undefined {
  const { values, positionals } = parseFlags(argv, verifyFlags, { positionals: true });
  if (values.help) return undefined;
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'verify needs the base URL of the API, e.g. museum-verify http://127.0.0.1:4010/v1.1'
        : `verify takes one base URL, got ${positionals.length} arguments`,
    );
  }
  if (values['read-only'] && values['allow-purchases']) {
    throw new UsageError('--read-only and --allow-purchases exclude each other');
  }
  const options = readFlags(verifyFlags, values, VerifyMuseumApiOptionsSchema, env) as VerifyMuseumApiOptions;
  const reporter = (values.reporter as string | undefined) ?? 'table';
  const output = values.output as string | undefined;
  if (reporter !== 'table' && reporter !== 'junit' && reporter !== 'json') {
    throw new UsageError(`--reporter must be table, junit or json, got "${reporter}"`);
  }
  if (output !== undefined && output.trim() === '') {
    throw new UsageError('--output needs a file name');
  }
  return { baseUrl: positionals[0] as string, options, reporter, output };
}

/**
 * `museum-verify <baseUrl> [options]`: runs {@link verifyMuseumApi}, prints the table as
 * checks end (or the chosen report), and resolves with the exit code: 0 every check passed, 1 a
 * check failed (or events were left, or the time bound was reached), 2 a usage error, 130 stopped
 * by SIGINT or SIGTERM after deleting the run's events. Each ends with a one-line reason.
 *
 * @example
 * ```ts
 * process.exitCode = await runVerifyCli(process.argv.slice(3));
 * ```
 */
export async function runVerifyCli(
  argv: readonly string[],
  io: VerifyCliIo = { stdout: process.stdout, stderr: process.stderr, signals: process },
): Promise<number> {
  const name = io.command ?? 'museum-verify';
  const say = (line: string) => io.stderr.write(`${name}: ${line}\n`);
  const usageError = (message: string) => {
    say(message);
    io.stderr.write(`Run ${name} --help for usage.\n`);
    return 2;
  };
  if (argv.length === 1 && argv[0] === '--version') {
    io.stdout.write(`${packageVersion(import.meta.url)}\n`);
    return 0;
  }
  let command: VerifyCommand | undefined;
  try {
    command = parseVerifyArgs(argv, io.env ?? process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return usageError(error.message);
  }
  if (command === undefined) {
    io.stdout.write(`${verifyUsage(name)}\n`);
    return 0;
  }
  const { baseUrl, options, reporter, output } = command;
  // The table streams to stdout as checks end, unless stdout carries a JSON or XML report.
  const table = reporter === 'table' || output !== undefined;
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  io.signals.once('SIGINT', interrupt);
  io.signals.once('SIGTERM', interrupt);

  let result: Awaited<ReturnType<typeof verifyMuseumApi>>;
  try {
    if (table) {
      const mode = options.readOnly ? 'read-only' : 'full';
      io.stdout.write(
        formatTableHeading(baseUrl, mode, (options.allowPurchases ?? false) && !options.readOnly),
      );
    }
    result = await verifyMuseumApi(baseUrl, {
      ...options,
      signal: stop.signal,
      onCheck: table ? (check) => io.stdout.write(formatTableRow(check)) : undefined,
    });
  } catch (error) {
    if (error instanceof TypeError) return usageError(error.message);
    say(`the run failed: ${(error as Error).message}`);
    return 1;
  }

  if (table) io.stdout.write(formatTableSummary(result));
  const report =
    reporter === 'junit' ? formatJunit(result) : reporter === 'json' ? formatJson(result) : undefined;
  if (output !== undefined) {
    try {
      await (io.writeFile ?? writeFile)(output, report ?? formatTable(result));
    } catch (error) {
      say(`could not write ${output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return 1;
    }
  } else if (report !== undefined) {
    io.stdout.write(report);
  }

  const { passed, failed, skipped } = result.summary;
  if (result.stopped === 'interrupted') {
    say(`interrupted after ${passed + failed} checks; ${describeCleanup(result)}`);
    return 130;
  }
  if (result.stopped === 'time bound') {
    say(
      `stopped at the time bound after ${passed + failed} checks (${failed} failed); ${describeCleanup(result)}`,
    );
    return 1;
  }
  if (failed > 0) {
    say(`${failed} of ${passed + failed} checks failed${skipped > 0 ? ` (${skipped} skipped)` : ''}`);
    return 1;
  }
  if (result.cleanup.failures.length > 0) {
    say(`every check passed, but ${result.cleanup.failures.length} created events could not be deleted`);
    return 1;
  }
  say(`all ${passed} checks passed${skipped > 0 ? ` (${skipped} skipped)` : ''}`);
  return 0;
}

function describeCleanup(result: Awaited<ReturnType<typeof verifyMuseumApi>>): string {
  const { created, failures } = result.cleanup;
  if (failures.length > 0) return `${failures.length} of its events could NOT be deleted`;
  return created === 0 ? 'it had created no events' : `its ${created} events were deleted`;
}
