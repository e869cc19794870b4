// Mutation testing of the mock's engine: `pnpm test:mutation mock` (see TESTING.md).
import { mutationConfig } from '../../stryker.shared.mjs';

// The package's test folders and source areas that are not the engine. Their tests start real
// servers, browsers, HAProxy or CLI processes (seconds each, paid again for every mutant they
// reach), or test what sits on top of the engine; the engine's paths are covered by its own
// tests and by the msw integration tests (test/msw, test/engine), which stay in the run.
const outsideTheEngine = [
  // The admin API over msw; its HAR validator (test/admin/har-validator.ts) is shared with the
  // journal's own tests and stays.
  'test/admin/*.test.ts',
  // Spawns the museum-mock CLI as a child process.
  'test/cli/**/*.test.ts',
  // Spawns the MCP server and talks to it over stdio.
  'test/mcp/**/*.test.ts',
  // Real upstream servers and the proxy CLI.
  'test/proxy/**/*.test.ts',
  // Fuzzing, body limits and concurrency over real HTTP: minutes per run.
  'test/robustness/**/*.test.ts',
  // The standalone server over HTTP, its crash test (a child process) and HAProxy.
  'test/server/**/*.test.ts',
  // The published-contract verifier against real servers.
  'test/verify/**/*.test.ts',
  // Reads ARCHITECTURE.md and the source files' imports: the sandbox holds instrumented code.
  'test/architecture.test.ts',
  // Type-level tests: a type check cannot tell a mutant of runtime code from the code.
  'test/typings/*.test-d.ts',
  'src/engine/runtime/*.test-d.ts',
  // The layers above the engine: each has its own suite, mostly over real servers or processes.
  'src/admin/**/*.test.ts',
  'src/browser/**/*.test.ts',
  'src/cli/**/*.test.ts',
  'src/mcp/**/*.test.ts',
  'src/playwright/**/*.test.ts',
  'src/proxy/**/*.test.ts',
  'src/remote/**/*.test.ts',
  'src/server/**/*.test.ts',
  'src/storybook/**/*.test.ts',
];

export default mutationConfig('mock', {
  // Routing, idempotency and the journal, each where a mutant costs the tests of its own area.
  // Left for a later run (TESTING.md): routing/answer-request.ts (dispatch), routing/mock-base-url.ts
  // and journal/journal-entry.ts. Every request passes through them, so each of their mutants
  // runs nearly the whole selection; over 900 mutants that was a run of hours on this machine.
  // engine/interventions/ is left out too: its defaults are being changed on another branch, and
  // a run over code about to change would only have to be redone.
  mutate: [
    'src/engine/routing/route-request.ts',
    'src/engine/routing/match-museum-path.ts',
    'src/engine/idempotency/idempotency-key.ts',
    'src/engine/idempotency/idempotency-keys.ts',
    'src/engine/idempotency/answer-keyed.ts',
    'src/engine/journal/museum-journal.ts',
    'src/engine/journal/journal-har.ts',
  ],
  leaveOut: [
    ...outsideTheEngine,
    // Runs the Redocly CLI (a child process) over the OpenAPI documents; no mutated file is read.
    'src/engine/openapi/redocly-lint.test.ts',
  ],
  breakBelow: 80,
});
