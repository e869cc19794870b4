import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

const sourceCondition = '@museum-api/source';

/**
 * The test setup every workspace package shares: tests sit beside the code as `*.test.ts`,
 * type-level tests as `*.test-d.ts`, and workspace packages resolve to their TypeScript source
 * (the "@museum-api/source" export condition) so no test waits on, or is fooled by, a dist build.
 */
export function museumProject(name: string, test: TestProjectInlineConfiguration['test'] = {}) {
  return defineProject({
    resolve: { conditions: [sourceCondition, 'module', 'browser', 'default'] },
    ssr: {
      resolve: {
        conditions: [sourceCondition, 'node', 'import', 'default'],
        externalConditions: [sourceCondition],
      },
    },
    test: {
      name,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'] },
      ...test,
    },
  });
}
