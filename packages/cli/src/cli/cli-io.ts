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
   * The environment `PORT` and `MUSEUM_MOCK_ADMIN_TOKEN` are read from.
   * @default process.env
   */
  env?: Readonly<Record<string, string | undefined>>;
}
