import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeOptionsIssue, normalizeMockOptions } from '@museum-api/mock/options';
import { normalizeServerOptions } from '@museum-api/mock-server';
import type * as z from 'zod';
import { ConfigFileError } from './config-file-error.ts';
import { type MuseumMockConfig, MuseumMockConfigSchema } from './mock-config.ts';

/** The names the CLI looks for in its working directory, in this order; the first found is read. */
export const configFileNames = [
  'museum-mock.config.ts',
  'museum-mock.config.mjs',
  'museum-mock.config.js',
  'museum-mock.config.json',
] as const;

/**
 * Reads `file`, else the first of {@link configFileNames} in `cwd`, else none: JSON parsed, `.ts`/`.mjs`/
 * `.js` imported (default export), then checked by {@link MuseumMockConfigSchema} and the whole-object rules.
 * @throws {ConfigFileError} one line naming the file and the field.
 */
export async function loadMockConfig(
  file: string | undefined,
  cwd: string,
): Promise<{ file: string; config: MuseumMockConfig } | undefined> {
  const named = file ?? (await firstPresent(cwd));
  if (named === undefined) return undefined;
  const path = resolve(cwd, named);
  const raw = await read(named, path);
  const parsed = MuseumMockConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigFileError(named, describeIssue(parsed.error.issues[0]));
  // The object given, not zod's copy: functions and scenario objects stay the user's own.
  const config = raw as MuseumMockConfig;
  try {
    const { mockOptions } = normalizeServerOptions(config);
    normalizeMockOptions(mockOptions);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new ConfigFileError(named, fieldMessage(error.message), { cause: error });
  }
  return { file: named, config };
}

async function firstPresent(cwd: string): Promise<string | undefined> {
  for (const name of configFileNames) {
    // Present means anything by that name: a directory there is reported as unreadable, not skipped.
    if (
      await stat(resolve(cwd, name)).then(
        () => true,
        () => false,
      )
    )
      return name;
  }
  return undefined;
}

async function read(file: string, path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigFileError(
      file,
      code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? (error as Error).message})`,
      { cause: error },
    );
  }
  const extension = extname(path);
  if (extension === '.json') {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ConfigFileError(file, `not valid JSON (${(error as Error).message})`, { cause: error });
    }
  }
  if (!['.ts', '.mts', '.mjs', '.js'].includes(extension)) {
    throw new ConfigFileError(file, 'a config file ends in .ts, .mts, .mjs, .js or .json');
  }
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (extension === '.ts' && code === 'ERR_UNKNOWN_FILE_EXTENSION') {
      throw new ConfigFileError(
        file,
        `Node ${process.versions.node} cannot load .ts files; use Node 22.18+ or 24, or a .mjs or .json config`,
        { cause: error },
      );
    }
    throw new ConfigFileError(file, `cannot load: ${(error as Error).name}: ${message.split('\n')[0]}`, {
      cause: error,
    });
  }
  if (module.default === undefined) {
    throw new ConfigFileError(file, 'no default export (export default { ... })');
  }
  return module.default;
}

/** Renamed fields, so an older file is told the new name rather than only that the old one is unknown. */
const renamedFields: Record<string, string> = {
  sessionTtlMs: "sessionTtl, a duration such as '30m' or milliseconds",
  'webhooks.timeoutMs': "webhooks.timeout, a duration such as '5s' or milliseconds",
  'webhooks.retryDelayMs': "webhooks.retryDelay, a duration such as '1s' or milliseconds",
  'proxy.timeoutMs': "proxy.timeout, a duration such as '10s' or milliseconds",
  forward: 'proxy (the same fields)',
  random: 'randomSeed (the random seed; seed is the seed data)',
};

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'not a valid config';
  if (issue.code === 'unrecognized_keys') {
    const at = issue.path.length === 0 ? '' : `${issue.path.join('.')}.`;
    const renamed = renamedFields[`${at}${issue.keys[0]}`];
    if (renamed !== undefined) return `${at}${issue.keys[0]}: renamed ${renamed}`;
    const known =
      issue.path.length === 0 ? ` (known: ${Object.keys(MuseumMockConfigSchema.shape).join(', ')})` : '';
    return `${at}${issue.keys[0]}: unknown field${known}`;
  }
  const { field, message } = describeOptionsIssue(issue);
  return `${issue.path.length === 0 ? '(the default export)' : field}: ${message}`;
}

/** `museum mock: \`latency\` must be …` as `latency: must be …`; a message naming no field gets one. */
function fieldMessage(message: string): string {
  const bare = message.replace(/^museum mock: /, '');
  const field = /^`([\w.]+)`:? (.*)$/s.exec(bare);
  if (field) return `${field[1]}: ${field[2]}`;
  if (/^(unknown scenario|scenario "|a scenario)/.test(bare)) return `scenario: ${bare}`;
  return bare;
}
