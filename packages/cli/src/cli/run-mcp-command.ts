import type { CliIo } from './cli-io.ts';

/**
 * What the mock uses of `@museum-api/mcp`, declared here rather than imported: that package is
 * an optional peer (it depends on this one), so neither the mock's build nor its users' installs
 * need it.
 *
 * @example
 * ```ts
 * const { runMcpCommand }: McpPackage = await importMcp();
 * ```
 */
export interface McpPackage {
  runMcpCommand(
    argv: readonly string[],
    io: {
      stdin: NodeJS.ReadableStream;
      stdout: NodeJS.WritableStream;
      stderr: { write(text: string): unknown };
      signals: { once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown };
      env: Readonly<Record<string, string | undefined>>;
      command?: string;
    },
  ): Promise<number>;
}

// In a variable: neither TypeScript nor the bundler follows it (the MCP package builds after the mock).
const mcpEntry = '@museum-api/mcp';

/**
 * Imports `@museum-api/mcp`.
 *
 * @example
 * ```ts
 * const { runMcpCommand } = await importMcp();
 * ```
 */
export const importMcp = (): Promise<McpPackage> => import(mcpEntry);

/**
 * The one line `museum-mock mcp` prints when `@museum-api/mcp` is not installed.
 *
 * @example
 * ```ts
 * io.stderr.write(`museum-mock mcp: ${mcpMissingAdvice}\n`);
 * ```
 */
export const mcpMissingAdvice =
  'the MCP server is in @museum-api/mcp: install it (npm install --save-dev @museum-api/mcp)';

/**
 * `museum-mock mcp [options]`: runs `museum-mcp` from `@museum-api/mcp`, an optional peer loaded
 * only here, under this name, on the process's stdin and stdout (the protocol's) rather than the
 * CLI's stdout. Without the package it exits 2 with one line saying to install it; a package that
 * is there but fails to load (one of its own dependencies missing) fails loudly.
 *
 * @example
 * ```ts
 * if (argv[0] === 'mcp') return runMcpCommand(argv.slice(1), io);
 * ```
 */
export async function runMcpCommand(
  argv: readonly string[],
  io: Pick<CliIo, 'stderr' | 'signals'>,
  load: () => Promise<McpPackage> = importMcp,
): Promise<number> {
  let mcp: McpPackage;
  try {
    mcp = await load();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const missing =
      (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
      String(message).includes(`'${mcpEntry}'`);
    if (!missing) throw error;
    io.stderr.write(`museum-mock mcp: ${mcpMissingAdvice}\n`);
    return 2;
  }
  return mcp.runMcpCommand(argv, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: io.stderr,
    signals: io.signals,
    env: process.env,
    command: 'museum-mock mcp',
  });
}
