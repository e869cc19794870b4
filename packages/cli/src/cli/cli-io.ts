import type { VerifyCliIo } from '@museum-api/contract/cli';

/**
 * Where the CLI writes (the listening URL and request log to stdout; usage errors and failures
 * to stderr), which process signals stop it, and the environment `PORT` and
 * `MUSEUM_MOCK_ADMIN_TOKEN` are read from; the real process by default. The same as
 * `museum-verify`'s, which `museum-mock verify` runs with it.
 *
 * @example
 * ```ts
 * await runCli(['--port', '0'], { stdout: process.stdout, stderr: process.stderr, signals: process });
 * ```
 */
export interface CliIo extends Pick<VerifyCliIo, 'stdout' | 'stderr' | 'signals' | 'env'> {
  /**
   * Where `--config` is resolved and `museum-mock.config.*` looked for.
   * @default process.cwd()
   */
  cwd?: string;
}
