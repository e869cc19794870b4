import type { Options } from 'tsup';

/**
 * The one build recipe every published package uses: ESM only, with `.d.ts`, for the
 * runtimes our users have (Node 22+ and evergreen browsers). Packages pass only their entries.
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    ...overrides,
  };
}
