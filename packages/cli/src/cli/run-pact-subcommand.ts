import { readFile, writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { flagHelp, type OptionFlag, parseArgsOptions, readFlags, UsageError } from '@museum-api/contract/cli';
import { isIsoDate, museumApiVersions } from '@museum-api/core';
import { harToJournal, type JournalToPactOptions, journalToPact } from '@museum-api/mock';
import * as z from 'zod';
import type { CliIo } from './cli-io.ts';

const pactOptionsSchema = z.object({
  consumer: z.string().trim().min(1, 'must name the consumer, as the broker knows it'),
  provider: z.string().trim().min(1, 'must name the provider').default('museum-api'),
  today: z.string().refine(isIsoDate, 'must be a date such as 2026-12-01').optional(),
  apiVersion: z.enum(museumApiVersions, { error: 'must be 1.1 or 1.2' }).default('1.1'),
});

// One table gives the flags, their checks and their help, as for `museum-mock` itself.
const pactFlags: readonly OptionFlag[] = [
  { name: 'consumer', option: 'consumer', value: '<name>', help: 'The consumer the pact is for (required)' },
  { name: 'provider', option: 'provider', value: '<name>', help: 'The provider it is with' },
  { name: 'out', value: '<file>', help: 'Write the pact to this file', default: 'standard output' },
  {
    name: 'today',
    option: 'today',
    value: '<date>',
    help: "The mock's today when the HAR was saved (its --clock): the pact's\ndates are made relative to it",
    default: 'the day of the first request',
  },
  {
    name: 'api-version',
    option: 'apiVersion',
    value: '<v>',
    help: 'Version of answers whose Museum-Api-Version header is missing',
  },
  { name: 'help', help: 'Show this text' },
];

const pactUsage = `Usage: museum-mock pact <file.har> --consumer <name> [options]

Writes a Pact V4 file from a HAR log saved from the mock (GET /__admin/journal.har, the
journal's toHar(), or a browser's or Playwright's HAR of the API): one interaction per
distinct exchange, matchers from the published description, the provider states each needs
(which POST /__admin/pact/state makes true). Faults and overrides are left out. See docs/pact.md.

Options:
${flagHelp(pactFlags, pactOptionsSchema)}

Exit codes: 0 written; 2 a usage error, or a HAR file that is missing, unreadable or invalid.`;

/**
 * `museum-mock pact <file.har> --consumer <name> [--out file]`: a Pact V4 file from a saved HAR
 * log ({@link harToJournal}, then {@link journalToPact}), to `--out` or stdout. Resolves with
 * the exit code: 0 written, 2 a usage error or a HAR file that is missing, unreadable or not a
 * HAR log, each with a one-line reason naming the file.
 */
export async function runPactSubcommand(
  argv: readonly string[],
  io: Pick<CliIo, 'stdout' | 'stderr' | 'cwd'>,
) {
  const fail = (message: string, usage = true) => {
    io.stderr.write(`museum-mock pact: ${message}\n`);
    if (usage) io.stderr.write('Run museum-mock pact --help for usage.\n');
    return 2;
  };
  let parsed: ReturnType<typeof parseArgs>;
  let options: JournalToPactOptions;
  try {
    try {
      parsed = parseArgs({
        args: [...argv],
        strict: true,
        allowPositionals: true,
        options: parseArgsOptions(pactFlags),
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (parsed.values.help) {
      io.stdout.write(`${pactUsage}\n`);
      return 0;
    }
    if (parsed.positionals.length !== 1)
      throw new UsageError(
        parsed.positionals.length === 0
          ? 'pact needs the HAR file, e.g. museum-mock pact museum.har --consumer web'
          : `pact takes one HAR file, got ${parsed.positionals.length} arguments`,
      );
    if (parsed.values.consumer === undefined) throw new UsageError('--consumer is required');
    if (parsed.values.out !== undefined && String(parsed.values.out).trim() === '')
      throw new UsageError('--out needs a file name');
    options = pactOptionsSchema.parse(
      readFlags(pactFlags, parsed.values, pactOptionsSchema),
    ) as JournalToPactOptions;
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    throw error;
  }
  const file = parsed.positionals[0] as string;
  const cwd = io.cwd ?? process.cwd();
  const resolve = (path: string) => resolvePath(cwd, path);
  let text: string;
  try {
    text = await readFile(resolve(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      false,
    );
  }
  let pact: Awaited<ReturnType<typeof journalToPact>>;
  try {
    pact = await journalToPact(harToJournal(JSON.parse(text)), options);
  } catch (error) {
    if (error instanceof SyntaxError) return fail(`${file} is not JSON: ${error.message}`, false);
    if (error instanceof TypeError) return fail(`${file}: ${error.message}`, false);
    throw error;
  }
  const json = `${JSON.stringify(pact, null, 2)}\n`;
  const out = parsed.values.out as string | undefined;
  if (out === undefined) io.stdout.write(json);
  else {
    try {
      await writeFile(resolve(out), json);
    } catch (error) {
      return fail(`cannot write ${out}: ${(error as Error).message}`, false);
    }
    io.stdout.write(
      `Wrote ${out}: ${pact.interactions.length} interactions between ${pact.consumer.name} and ${pact.provider.name}\n`,
    );
  }
  return 0;
}
