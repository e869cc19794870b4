import { spawn } from 'node:child_process';

/** How to run one command: where, and with what extra environment. */
export interface RunCommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command without a shell and resolves with its stdout; rejects with the command, its exit
 * code and its output when it fails, so a failed check says what went wrong without a re-run.
 *
 * @example
 * ```ts
 * const version = await runCommand('npm', ['--version'], { cwd: process.cwd() });
 * ```
 */
export function runCommand(command: string, args: string[], options: RunCommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else {
        const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`${command} ${args.join(' ')} ${how} in ${options.cwd}\n${stdout}\n${stderr}`));
      }
    });
  });
}
