import type { Duration } from '@museum-api/core/http';

/**
 * Extra time before each answer: a fixed duration or a `[min, max]` range drawn per request,
 * each a number of milliseconds or a duration with its unit (`'500ms'`, `'2s'`).
 *
 * @example
 * ```ts
 * const latency: MockLatency = [50, 300];
 * const slow: MockLatency = ['1s', '3s'];
 * ```
 */
export type MockLatency = Duration | readonly [min: Duration, max: Duration];
