import { MuseumServerOptionsSchema } from '@museum-api/mock-server';
import * as z from 'zod';

/**
 * Types a `museum-mock` config file: returns `config` as it is. A plain object works as well (a
 * `.mjs` or `.json` file needs no import); this only lets your editor check the fields. Not
 * generic, so an unknown field (`prot`) is a type error, as the config file reader refuses it.
 *
 * @example
 * ```ts
 * // museum-mock.config.ts (Node 22.18+ or 24 loads it as is)
 * import { defineMockConfig } from '@museum-api/cli';
 *
 * export default defineMockConfig({
 *   port: 4010,
 *   scenarios: [{ name: 'sold-out', setup: (mock) => mock.fault('buyMuseumTickets', { status: 409 }, { times: 'always' }) }],
 *   scenario: 'sold-out',
 *   auth: ({ username }) => username === 'curator',
 * });
 * ```
 */
export function defineMockConfig(config: MuseumMockConfig): MuseumMockConfig {
  return config;
}

/**
 * {@link MuseumMockConfig} as a schema: {@link MuseumServerOptionsSchema} plus `quiet`, strict
 * (a misspelt field is refused, naming it). The config file reader parses a file with it, so
 * every server option works in a config file.
 *
 * @example
 * ```ts
 * MuseumMockConfigSchema.safeParse({ prot: 4010 }).success; // false: unknown field
 * ```
 */
export const MuseumMockConfigSchema = MuseumServerOptionsSchema.extend({
  /**
   * Do not log `METHOD path status time` per request (the `--quiet` flag).
   * @default false
   * @example true
   */
  quiet: z.boolean().default(false),
}).strict();

/**
 * What a `museum-mock.config.{ts,mjs,js,json}` file exports by default: every option of
 * `startMuseumServer` of `@museum-api/mock-server` (the mock's own, `proxy`, where to listen, sessions, the admin
 * API, the state file, `overrides`), plus `quiet`, as the `--quiet` flag. Flags given on the
 * command line win over the file. Functions (an auth verifier, a clock, a proxy `fetch` or
 * `check`, override resolvers, scenario setups) need a `.ts`, `.mjs` or `.js` file: JSON holds
 * only data.
 *
 * @example
 * ```ts
 * const config: MuseumMockConfig = { port: 4010, scenario: 'busy', randomSeed: 42, quiet: true };
 * ```
 */
export interface MuseumMockConfig extends z.input<typeof MuseumMockConfigSchema> {}
