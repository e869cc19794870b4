/**
 * Extra time before each answer: a fixed number of milliseconds or a `[min, max]` range drawn
 * per request.
 *
 * @example
 * ```ts
 * const latency: MockLatency = [50, 300];
 * ```
 */
export type MockLatency = number | readonly [min: number, max: number];
