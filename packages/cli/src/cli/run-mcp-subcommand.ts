import type { CliIo } from './cli-io.ts';

/** `museum-mock mcp`: `museum-mcp` on the process's stdin and stdout (the protocol's). */
export async function runMcpSubcommand(
  argv: readonly string[],
  io: Pick<CliIo, 'stderr' | 'signals'>,
): Promise<number> {
  // Loaded here, not at the top: the MCP SDK and the mock's msw runtime would otherwise load at
  // every `museum-mock` start, and only this subcommand needs them.
  const { runMcpCommand } = await import('@museum-api/mcp');
  return runMcpCommand(argv, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: io.stderr,
    signals: io.signals,
    env: process.env,
    command: 'museum-mock mcp',
  });
}
