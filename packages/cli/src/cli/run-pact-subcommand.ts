import { readFile, writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { flagHelp, type OptionFlag, parseFlags, readFlags, UsageError } from '@museum-api/contract/cli';
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
 * `museum-mock pact <file.har> --consumer <name> [--out file]`: a Pact V4 file from a HAR log.
 * Resolves with the exit code: 0 written, 2 a usage or file error, with a reason naming the file.
 */
export async function runPactSubcommand(
  argv: readonly string[],
  io: Pick<CliIo, 'stdout' | 'stderr' | 'cwd'>,
) {
  // A file's error names the file: no usage hint, it is not about the flags.
  const inFile = async <T>(file: string, verb: string, step: () => Promise<T>): Promise<T> =>
    step().catch((error: NodeJS.ErrnoException) => {
      throw new FileError(
        error.code === 'ENOENT'
          ? `cannot ${verb} ${file}: no such file`
          : error.code !== undefined
            ? `cannot ${verb} ${file}: ${error.message}`
            : `${file}${error instanceof SyntaxError ? ' is not JSON' : ''}: ${error.message}`,
      );
    });
  try {
    const { values, positionals } = parseFlags(argv, pactFlags, { positionals: true });
    if (values.help) {
      io.stdout.write(`${pactUsage}\n`);
      return 0;
    }
    const [file, ...more] = positionals;
    if (file === undefined)
      throw new UsageError('pact needs the HAR file, e.g. museum-mock pact museum.har --consumer web');
    if (more.length > 0) throw new UsageError(`pact takes one HAR file, got ${positionals.length} arguments`);
    if (values.consumer === undefined) throw new UsageError('--consumer is required');
    const out = values.out as string | undefined;
    if (out?.trim() === '') throw new UsageError('--out needs a file name');
    const options = pactOptionsSchema.parse(
      readFlags(pactFlags, values, pactOptionsSchema),
    ) as JournalToPactOptions;
    const path = (name: string) => resolvePath(io.cwd ?? process.cwd(), name);
    const text = await inFile(file, 'read', () => readFile(path(file), 'utf8'));
    const pact = await inFile(file, 'read', async () =>
      journalToPact(harToJournal(JSON.parse(text)), options),
    );
    const json = `${JSON.stringify(pact, null, 2)}\n`;
    if (out === undefined) io.stdout.write(json);
    else {
      await inFile(out, 'write', () => writeFile(path(out), json));
      const { interactions, consumer, provider } = pact;
      io.stdout.write(
        `Wrote ${out}: ${interactions.length} interactions between ${consumer.name} and ${provider.name}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof FileError)) throw error;
    io.stderr.write(`museum-mock pact: ${error.message}\n`);
    if (error instanceof UsageError) io.stderr.write('Run museum-mock pact --help for usage.\n');
    return 2;
  }
}

class FileError extends Error {}
