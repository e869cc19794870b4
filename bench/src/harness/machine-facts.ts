import os from 'node:os';

/**
 * What a reader needs to judge the figures: the CPU, how many cores, Node, the OS and when.
 *
 * @example
 * ```ts
 * const facts = machineFacts();
 * console.log(`${facts.cpuModel} x ${facts.cores}`);
 * ```
 */
export interface MachineFacts {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  nodeVersion: string;
  platform: string;
  /** ISO instant the run started. */
  date: string;
  /** One-minute load average when the run started: a hint of how busy the shared machine was. */
  loadAverage: number;
}

/**
 * Reads the facts of the machine this process runs on.
 *
 * @example
 * ```ts
 * machineFacts().nodeVersion; // 'v24.21.0'
 * ```
 */
export function machineFacts(now: Date = new Date()): MachineFacts {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    nodeVersion: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: now.toISOString(),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}
