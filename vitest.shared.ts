import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

const sourceCondition = '@museum-api/source';
const loopbackServers = fileURLToPath(new URL('./vitest.loopback-servers.ts', import.meta.url));

/**
 * The test setup every workspace package shares: tests sit beside the code as `*.test.ts`, and
 * workspace packages resolve to their TypeScript source (the "@museum-api/source" export
 * condition) so no test waits on, or is fooled by, a dist build.
 *
 * Type tests (`*.test-d.ts`) are not vitest's: each package's `typecheck` script checks them with
 * tsc, and `scripts/check-type-tests.ts` fails if one is in none of its tsconfigs. vitest 5's
 * typecheck ran tsc on a project's tsconfig.json, which in core and the mock leaves the
 * type tests out (a broken one there passed), and elsewhere repeated the `typecheck` step's work.
 *
 * A project whose files leave no state behind passes `isolate: false`: a worker then imports the
 * sources once for all the files it runs, not once per file in a fresh process: about half the
 * CPU of the mock's, the msw 2 run's, core's, the client's and the server's projects (TESTING.md,
 * "Where the time goes").
 * A file there that needs its own module graph (a `vi.mock` of a workspace package) loads the
 * code under test after `vi.resetModules()`.
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
      // vitest's 5 s default is too short when `pnpm test` runs other steps beside vitest on two
      // cores (a 2,000-event scenario test took 6.9 s under a load of 16): a hung test still fails.
      testTimeout: 20_000,
      hookTimeout: 30_000,
      ...test,
      setupFiles: [loopbackServers, ...[test.setupFiles ?? []].flat()],
    },
  });
}
