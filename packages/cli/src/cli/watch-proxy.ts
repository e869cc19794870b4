import { type MuseumServer, SeedRecorder } from '@museum-api/mock-server';
import type { CliIo } from './cli-io.ts';

/**
 * Logs contract violations (even with --quiet), feeds `--record`, and on stop sums them up and writes
 * the seed; `finish()` is false when the seed could not be written.
 */
export function watchProxy(
  server: MuseumServer,
  io: CliIo,
  recordFile: string | undefined,
): { finish(): Promise<boolean> } {
  const recorder = recordFile === undefined ? undefined : new SeedRecorder();
  const byCheck = new Map<string, number>();
  let exchanges = 0;
  let violating = 0;
  server.onRequest((entry) => {
    if (entry.upstream === undefined) return;
    exchanges++;
    recorder?.observe(entry);
    if (entry.violations === undefined) return;
    violating++;
    for (const { check, message } of entry.violations) {
      byCheck.set(check, (byCheck.get(check) ?? 0) + 1);
      io.stderr.write(`contract violation (${check}): ${message}\n`);
    }
  });
  return {
    async finish() {
      const checks = [...byCheck].map(([check, count]) => `${check} ×${count}`).join(', ');
      io.stdout.write(
        `  ${exchanges} exchanges with the upstream; ${violating === 0 ? 'none broke the contract' : `${violating} broke the contract (${checks})`}\n`,
      );
      if (recorder === undefined || recordFile === undefined) return true;
      try {
        await recorder.write(recordFile);
      } catch (error) {
        io.stderr.write(
          `museum-mock: --record ${recordFile}: could not write the seed (${(error as Error).message})\n`,
        );
        return false;
      }
      const { events, tickets } = recorder.size;
      io.stdout.write(`  recorded ${events} events and ${tickets} tickets to ${recordFile}\n`);
      return true;
    },
  };
}
