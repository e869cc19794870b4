import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { packageVersion } from '@museum-api/contract/cli';
import { adminSender, sessionIdPattern } from '@museum-api/mock';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { contractVerifier } from './contract-verifier.ts';
import { createMuseumMcpServer } from './create-museum-mcp-server.ts';

/**
 * Where `museum-mcp` talks: the protocol on `stdin`/`stdout`, anything for people on `stderr`,
 * the signals that stop it, its environment, and the name it runs under.
 *
 * @example
 * ```ts
 * const io: McpIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, signals: process, env: process.env };
 * ```
 */
export interface McpIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: {
    /** Writes what is for people: the mock's URL, bad flags, messages it could not read. */
    write(text: string): unknown;
  };
  signals: {
    /** Calls `listener` once on the first SIGINT or SIGTERM, which stops the command. */
    once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  };
  /** Where `MUSEUM_MOCK_ADMIN_TOKEN` is read. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The command's name in its messages and help, for a program that runs it under its own.
   * @default 'museum-mcp'
   * @example 'museum-mock mcp'
   */
  command?: string;
}

/** The `--help` text, under the name the command runs as. */
const usageOf = (command: string) => `Usage: ${command} [options]

A Model Context Protocol server over stdio, for coding agents: tools made from the admin API
(scenarios, faults, the clock, reset/snapshot/restore, the journal), explain (why a request
got its answer), verify (with @museum-api/contract), and resources (the OpenAPI document, the
HTTP contract, the journal). stdout is the protocol; messages for people go to stderr.

Options:
  --url <server>         Drive a running museum-mock started with --admin (its root URL, or
                         its API base URL). Without it, starts its own mock on 127.0.0.1 and
                         prints the mock's URL on stderr.
  --session <id>         The session every tool acts on (1-64 of A-Z a-z 0-9 _ -)
                                                                    (default: the default one)
  --admin-token <token>  The server's admin token                 (default: $MUSEUM_MOCK_ADMIN_TOKEN)
  --port <n>             Port of its own mock; 0 picks a free one  (default: 0)
  -h, --help             Show this help
  --version              Show the version of @museum-api/mcp
`;

/** The mock the tools drive: given by --url, or started here (then closed with the command). */
async function mockOf(
  values: { url?: string | undefined; port?: string | undefined },
  io: McpIo,
): Promise<{ apiUrl: string; adminRoot: string; server: MuseumServer | undefined }> {
  if (values.url !== undefined) {
    const url = new URL(values.url);
    // The server's root names the default base path; any other path is the API base itself.
    const apiUrl = url.pathname === '/' ? `${url.origin}/v1.1` : url.href.replace(/\/+$/, '');
    return { apiUrl, adminRoot: url.origin, server: undefined };
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  const server = await startMuseumServer({ host: '127.0.0.1', port, admin: true });
  io.stderr.write(`${io.command ?? defaultCommand}: the mock is listening on ${server.url}\n`);
  return { apiUrl: server.url, adminRoot: server.url, server };
}

const defaultCommand = 'museum-mcp';

/**
 * The `museum-mcp` command (also `museum-mock mcp`): serves the Model Context Protocol over
 * stdio until stdin ends or a SIGINT/SIGTERM, then closes its own mock (if it started one) and
 * resolves with the exit code: 0, 1 when its mock could not start, or 2 for bad flags (one line
 * on stderr).
 *
 * @example
 * ```ts
 * process.exitCode = await runMcpCommand(['--url', 'http://127.0.0.1:4010', '--session', 'agent']);
 * ```
 */
export async function runMcpCommand(
  argv: readonly string[],
  io: McpIo = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    signals: process,
    env: process.env,
  },
): Promise<number> {
  const command = io.command ?? defaultCommand;
  const fail = (message: string) => {
    io.stderr.write(`${command}: ${message}\nRun ${command} --help for usage.\n`);
    return 2;
  };
  let values: ReturnType<typeof parseFlags>['values'];
  try {
    ({ values } = parseFlags(argv));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help === true) {
    io.stderr.write(usageOf(command));
    return 0;
  }
  // On stdout, as every CLI does: no protocol runs, so nothing else is written there.
  if (values.version === true) {
    io.stdout.write(`${packageVersion(import.meta.url)}\n`);
    return 0;
  }
  if (values.url !== undefined && !URL.canParse(values.url)) return fail(`--url is not a URL: ${values.url}`);
  if (values.url !== undefined && values.port !== undefined)
    return fail('--port is for its own mock; drop it with --url');
  if (values.port !== undefined && !(/^\d{1,5}$/.test(values.port) && Number(values.port) <= 65_535))
    return fail(`--port must be 0..65535: ${values.port}`);
  if (values.session !== undefined && !sessionIdPattern.test(values.session)) {
    return fail('--session must be 1-64 characters of A-Z, a-z, 0-9, _ and -');
  }
  const session = values.session;
  const adminToken = values['admin-token'] ?? io.env.MUSEUM_MOCK_ADMIN_TOKEN;
  let mock: Awaited<ReturnType<typeof mockOf>>;
  try {
    mock = await mockOf(values, io);
  } catch (error) {
    io.stderr.write(`${command}: could not start the mock: ${(error as Error).message}\n`);
    return 1;
  }
  const admin = adminSender(mock.adminRoot, {
    ...(adminToken === undefined || mock.server !== undefined ? {} : { token: adminToken }),
    ...(session === undefined ? {} : { session }),
  });
  const target = {
    apiUrl: mock.apiUrl,
    admin,
    session,
    adminToken: mock.server === undefined ? adminToken : undefined,
    verifier: contractVerifier,
  };
  const server = createMuseumMcpServer(target, contractPage());
  const transport = new StdioServerTransport(io.stdin as never, io.stdout as never);
  // stdout is the protocol: a message it cannot read is reported to people, never answered there.
  transport.onerror = (error) => io.stderr.write(`${command}: ${error.message}\n`);
  const stopped = new Promise<void>((resolve) => {
    io.stdin.once('end', resolve);
    io.stdin.once('close', resolve);
    io.signals.once('SIGINT', resolve);
    io.signals.once('SIGTERM', resolve);
  });
  await server.connect(transport);
  await stopped;
  await server.close();
  await mock.server?.close();
  return 0;
}

const parseFlags = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string' },
      session: { type: 'string' },
      'admin-token': { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });

/** The HTTP contract page, where this package's source tree has it (a checkout, not an install). */
function contractPage(): URL | undefined {
  const page = new URL('../../../docs/http-contract.md', import.meta.url);
  return existsSync(page) ? page : undefined;
}
