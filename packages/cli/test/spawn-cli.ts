// The museum-mock CLI as a child process on this Node, started from its TypeScript source (Node
// strips the types), for the tests that run it as a user does.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A started CLI: the process, what it printed so far, and its exit code once it ends. */
export interface CliRun {
  child: ChildProcess;
  output: () => string;
  errors: () => string;
  exit: Promise<number | null>;
}

const started: ChildProcess[] = [];

/**
 * Starts the CLI with `args` (in `cwd`, with `env` added to this process's environment);
 * {@link killStartedClis} ends whatever is still running.
 */
export function startCli(args: string[], cwd?: string, env?: Record<string, string>): CliRun {
  const child = spawn(process.execPath, ['--conditions=@museum-api/source', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd === undefined ? {} : { cwd }),
    ...(env === undefined ? {} : { env: { ...process.env, ...env } }),
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => stdout, errors: () => stderr, exit };
}

/** Kills every CLI started and still running: a failed assertion must not leave a server behind. */
export function killStartedClis(): void {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The base URL the CLI prints once listening; kills it and throws if it never does. */
export async function listeningUrl(run: CliRun): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  run.child.kill('SIGKILL');
  throw new Error(`The CLI did not report its URL.\nstdout: ${run.output()}\nstderr: ${run.errors()}`);
}
