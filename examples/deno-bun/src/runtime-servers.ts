import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The runtimes this example serves the mock on, each from its npm package. */
export const runtimes = ['deno', 'bun'] as const;

/** A runtime of {@link runtimes}. */
export type Runtime = (typeof runtimes)[number];

const root = fileURLToPath(new URL('..', import.meta.url));
// The binaries themselves, which each package's install script puts in place: the `.bin` shims
// start them as children of a shell or a Node process, which a stopped server would leave behind.
const binaries: Record<Runtime, string> = { deno: 'deno/deno', bun: 'bun/bin/bun.exe' };
const binary = (runtime: Runtime) =>
  fileURLToPath(new URL(`../node_modules/${binaries[runtime]}`, import.meta.url));

/**
 * Bundles src/deno-server.ts and src/bun-server.ts into dist/, one ES module each with the mock
 * inside, as a deployment would (the workspace's packages from their sources: no build first).
 *
 * @example
 * ```ts
 * await bundleServers(); // then spawn serverCommand('deno', {})
 * ```
 */
export async function bundleServers(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/deno-server.ts', 'src/bun-server.ts'],
    outdir: 'dist',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['@museum-api/source', 'deno', 'bun', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
}

/**
 * The command that serves the bundled handler under `runtime` on 127.0.0.1 (a free port; it
 * prints `listening on <origin>`), with the handler's `options` in MUSEUM_OPTIONS.
 *
 * @example
 * ```ts
 * const { command, args, env } = serverCommand('bun', { admin: true });
 * spawn(command, args, { env });
 * ```
 */
export function serverCommand(
  runtime: Runtime,
  options: Record<string, unknown>,
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const script = fileURLToPath(new URL(`../dist/${runtime}-server.js`, import.meta.url));
  const env = {
    ...process.env,
    MUSEUM_OPTIONS: JSON.stringify(options),
    PORT: '0',
    DENO_NO_UPDATE_CHECK: '1',
  };
  const args =
    runtime === 'deno'
      ? ['run', '--no-config', '--no-lock', '--allow-net=127.0.0.1', '--allow-env', script]
      : ['run', '--no-install', script];
  return { command: binary(runtime), args, env };
}

/**
 * Why `runtime` does not run on this machine (its npm package's binary missing or failing), or
 * `undefined` when `<runtime> --version` answers.
 *
 * @example
 * ```ts
 * const problem = runtimeProblem('deno'); // undefined where Deno runs
 * ```
 */
export function runtimeProblem(runtime: Runtime): string | undefined {
  const run = spawnSync(binary(runtime), ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (run.status === 0) return undefined;
  const why = run.error?.message ?? (run.stderr.trim() || `exit ${run.status ?? run.signal}`);
  return `${runtime} from its npm package does not run on this machine: ${why}`;
}
