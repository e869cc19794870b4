import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * An HTTP server running in a child process, ready to take requests.
 *
 * @example
 * ```ts
 * const prism = await startChildServer({ ... });
 * await prism.stop();
 * ```
 */
export interface ChildServer {
  /** Base URL the benchmark sends requests to. */
  url: string;
  /** Milliseconds from spawning the process to its first answered request. */
  readyMs: number;
  process: ChildProcess;
  /** Ends the process (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * How to start a child server and tell when it is ready.
 *
 * @example
 * ```ts
 * const options: ChildServerOptions = { command: process.execPath, args: [cli, '--port', '0'], readyUrl: ... };
 * ```
 */
export interface ChildServerOptions {
  command: string;
  args: readonly string[];
  cwd?: string;
  /** The child's environment. @default this process's */
  env?: NodeJS.ProcessEnv;
  /**
   * The base URL, or a pattern whose first group captures it from the process's output (for a
   * server told to pick its own port).
   */
  url: string | RegExp;
  /** Path (under the base URL) to poll until the server answers anything at all. */
  probePath: string;
  /** Headers for the probe request. */
  probeHeaders?: Record<string, string>;
  /**
   * Give up after this long.
   * @default 60_000
   */
  timeoutMs?: number;
}

/**
 * Spawns a server, finds its URL, polls it until it answers (bounded by `timeoutMs`), and hands
 * back a handle to stop it. The child's output is drained all along, so a chatty server never
 * blocks on a full pipe.
 *
 * @throws {Error} when the process exits early or does not answer in time; the output tail is in the message.
 * @example
 * ```ts
 * const server = await startChildServer({ command: process.execPath, args: [cli], url: /on (http\S+)/, probePath: '/' });
 * ```
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const { command, args, cwd, env, probePath, probeHeaders = {}, timeoutMs = 60_000 } = options;
  const started = performance.now();
  const child = spawn(command, [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const remember = (chunk: Buffer) => {
    // Keep only the tail: enough to explain a failure, bounded however much the server logs.
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exit;
    clearTimeout(killed);
  };

  try {
    const deadline = started + timeoutMs;
    let url = typeof options.url === 'string' ? options.url : undefined;
    while (performance.now() < deadline) {
      if (exited) throw new Error('exited before it was ready');
      if (url === undefined && options.url instanceof RegExp) url = options.url.exec(output)?.[1];
      if (url !== undefined && (await answers(`${url}${probePath}`, probeHeaders))) {
        return { url, readyMs: performance.now() - started, process: child, stop };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`not ready within ${timeoutMs} ms`);
  } catch (error) {
    await stop();
    throw new Error(`${command} ${args.join(' ')}: ${(error as Error).message}\n${output}`);
  }
}

async function answers(url: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for servers that cannot pick their own and
 * report it.
 *
 * @example
 * ```ts
 * const port = await freePort();
 * ```
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}
