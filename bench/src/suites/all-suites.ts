import type { RunScale, SuiteReport } from '../harness/report.ts';
import { runClientOverhead } from './client-overhead.ts';
import { runClientSize } from './client-size.ts';
import { runColdStart } from './cold-start.ts';
import { runEdgeRuntimes } from './edge-runtimes.ts';
import { runMockCost } from './mock-cost.ts';
import { runProxyLatency } from './proxy-latency.ts';
import { runQuerySize } from './query-size.ts';
import { runServerSessions } from './server-sessions.ts';
import { runServerSoak } from './server-soak.ts';
import { runServerThroughput } from './server-throughput.ts';
import { runStoreScaling } from './store-scaling.ts';
import { runTicketImage } from './ticket-image.ts';

/**
 * One benchmark suite: an id for `--only`, and the function that runs it at a scale.
 *
 * @example
 * ```ts
 * const suite: Suite = { id: 'store-scaling', run: runStoreScaling };
 * ```
 */
export interface Suite {
  id: string;
  run: (scale: RunScale) => Promise<SuiteReport>;
}

/**
 * Every suite, in the order BENCHMARKS.md shows them.
 *
 * @example
 * ```ts
 * for (const suite of allSuites) console.log((await suite.run('smoke')).title);
 * ```
 */
export const allSuites: readonly Suite[] = [
  { id: 'mock-cost', run: runMockCost },
  { id: 'server-throughput', run: runServerThroughput },
  { id: 'server-sessions', run: runServerSessions },
  { id: 'server-soak', run: runServerSoak },
  { id: 'proxy-latency', run: runProxyLatency },
  { id: 'ticket-image', run: runTicketImage },
  { id: 'store-scaling', run: runStoreScaling },
  { id: 'client-size', run: runClientSize },
  { id: 'query-size', run: runQuerySize },
  { id: 'client-overhead', run: runClientOverhead },
  { id: 'cold-start', run: runColdStart },
  { id: 'edge-runtimes', run: runEdgeRuntimes },
];
