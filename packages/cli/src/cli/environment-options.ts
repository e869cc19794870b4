import { numberText, readFlags, UsageError } from '@museum-api/contract/cli';
import { MuseumServerOptionsSchema } from '@museum-api/mock-server';

/**
 * The environment variables the CLI reads: `PORT` and `MUSEUM_MOCK_ADMIN_TOKEN` (out of the process
 * list). Empty counts as unset, but an empty token is refused once the admin API is on.
 */
export interface CliEnvironment {
  port?: number;
  adminToken?: string;
}

/**
 * Reads {@link CliEnvironment} from `env`; a `PORT` that is not a port is a usage error naming it.
 */
export function environmentOptions(env: Readonly<Record<string, string | undefined>>): CliEnvironment {
  const environment: CliEnvironment = {};
  const port = env.PORT?.trim();
  if (port !== undefined && port !== '') {
    // Read as `--port` is, so the variable is held to the same rule in the same words.
    const flag = { name: 'port', option: 'port', value: '<n>', read: numberText, help: '' };
    try {
      environment.port = readFlags([flag], { port }, MuseumServerOptionsSchema).port as number;
    } catch (error) {
      throw new UsageError((error as Error).message.replace(/^--port/, 'PORT (from the environment)'));
    }
  }
  const token = env.MUSEUM_MOCK_ADMIN_TOKEN;
  if (token !== undefined) environment.adminToken = token;
  return environment;
}
