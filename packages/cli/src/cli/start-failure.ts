import { isMuseumDomainError } from '@museum-api/core';
import { isStateFileError } from '@museum-api/mock-server';

/**
 * A `startMuseumServer` error in the CLI's words: exit code (2 bad input, 1 machine), message, and
 * whether usage follows; a bad seed names its source, a port in use the way out.
 */
export function startFailure(
  error: unknown,
  from: {
    seedFile: string | undefined;
    configFile: string | undefined;
    configHasSeed: boolean;
    port: number | undefined;
  },
): { code: 1 | 2; message: string; usage: boolean } {
  if (isMuseumDomainError(error)) {
    if (from.seedFile === undefined && from.configFile !== undefined && from.configHasSeed) {
      // One line, like every other config file error: the first issue, at its path (seed.…).
      const [first] = error.issues;
      const path = first === undefined || first.path.startsWith('seed') ? first?.path : `seed.${first.path}`;
      return {
        code: 2,
        message: `${from.configFile}: ${path === undefined ? `seed: ${error.message}` : `${path}: ${first?.message}`}`,
        usage: false,
      };
    }
    const lines = error.issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n');
    return {
      code: 2,
      message: `--seed-file ${from.seedFile ?? ''}: the data is not a valid seed:\n${lines || error.message}`,
      usage: true,
    };
  }
  if (isStateFileError(error)) return { code: 1, message: `--state ${error.message}`, usage: false };
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return { code: 1, message: `port ${from.port} is in use; try --port 0 for a free one`, usage: false };
  }
  return { code: 1, message: `could not start: ${(error as Error).message}`, usage: false };
}
