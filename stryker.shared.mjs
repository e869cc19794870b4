// The Stryker setup every package's stryker.config.mjs shares (`pnpm test:mutation`, TESTING.md).
// Stryker runs from the repository root and copies into its sandbox only the root files a test run
// needs and the one package under test; other workspace packages resolve through node_modules.

/**
 * One package's mutation run.
 *
 * @param {string} name the folder under packages/
 * @param {{ mutate: string[], leaveOut?: string[], breakBelow: number }} options `mutate` and
 *   `leaveOut` (test files that cannot run on instrumented code) are relative to the package;
 *   `breakBelow` is the floor under which the run fails.
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationConfig(name, { mutate, leaveOut = [], breakBelow }) {
  const dir = `packages/${name}`;
  return {
    mutate: mutate.map(
      (pattern) => `${pattern.startsWith('!') ? '!' : ''}${dir}/${pattern.replace(/^!/, '')}`,
    ),
    ignorePatterns: [
      '/*',
      '!/package.json',
      '!/tsconfig.base.json',
      '!/vitest.mutation.config.ts',
      '!/vitest.shared.ts',
      '!/vitest.loopback-servers.ts',
      '!/packages',
      '/packages/*',
      `!/${dir}`,
      `/${dir}/stryker-incremental.json`,
      ...leaveOut.map((file) => `/${dir}/${file}`),
    ],
    // Named, not found by the default '@stryker-mutator/*' scan: pnpm keeps the runner out of core's reach.
    plugins: ['@stryker-mutator/vitest-runner'],
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutation.config.ts' },
    coverageAnalysis: 'perTest',
    concurrency: 2,
    // Only mutants whose code or tests changed since the committed result run again.
    incremental: true,
    incrementalFile: `${dir}/stryker-incremental.json`,
    thresholds: { high: breakBelow + 5, low: breakBelow, break: breakBelow },
    reporters: ['clear-text', 'progress', 'html'],
    clearTextReporter: { reportTests: false },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    tempDirName: '.stryker-tmp',
  };
}
