// The mock's project as its mutation run sees it (stryker.config.mjs): only the test files of the
// areas being mutated, which stryker.config.mjs hands over in MOCK_MUTATION_TESTS. Not named
// vitest.*.config.ts, so the workspace's own test run does not take it for a project.
import { fileURLToPath } from 'node:url';
import { museumProject } from '../../vitest.shared.ts';

const selection = process.env.MOCK_MUTATION_TESTS;
if (selection === undefined) {
  throw new Error("stryker.vitest.config.ts is the mutation run's: run `pnpm test:mutation mock`");
}

export default {
  ...museumProject('mock', {
    include: JSON.parse(selection) as string[],
    // Type-level tests cannot tell a mutant of runtime code from the code.
    typecheck: { enabled: false },
  }),
  root: fileURLToPath(new URL('.', import.meta.url)),
};
