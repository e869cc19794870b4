import type { McpIo } from './run-mcp-command.ts';

/**
 * The one line `museum-mock mcp` prints when the MCP SDK, an optional peer, is not installed.
 *
 * @example
 * ```ts
 * io.stderr.write(`museum-mock mcp: ${mcpSdkMissingAdvice}\n`);
 * ```
 */
export const mcpSdkMissingAdvice =
  'the MCP server needs @modelcontextprotocol/sdk: install it (npm install --save-dev @modelcontextprotocol/sdk)';

/**
 * `museum-mock mcp`, loaded only when run: the command and the MCP SDK it is built on load here
 * and nowhere else, so a mock user who never runs it pays nothing for the SDK at import, and one
 * who never installs the SDK (an optional peer) gets one line saying to (exit 2).
 *
 * @example
 * ```ts
 * if (argv[0] === 'mcp') return runMcp(argv.slice(1), io);
 * ```
 */
export async function runMcp(
  argv: readonly string[],
  io: Pick<McpIo, 'stderr' | 'signals'> & Partial<McpIo>,
  load: () => Promise<typeof import('./run-mcp-command.ts')> = () => import('./run-mcp-command.ts'),
): Promise<number> {
  let command: typeof import('./run-mcp-command.ts');
  try {
    command = await load();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const missing =
      (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
      String(message).includes('@modelcontextprotocol/sdk');
    if (!missing) throw error;
    io.stderr.write(`museum-mock mcp: ${mcpSdkMissingAdvice}\n`);
    return 2;
  }
  return command.runMcpCommand(argv, {
    stdin: io.stdin ?? process.stdin,
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr,
    signals: io.signals,
    env: io.env ?? process.env,
  });
}
