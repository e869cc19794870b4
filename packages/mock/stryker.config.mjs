// Mutation testing of the mock's engine: `pnpm test:mutation mock` (see TESTING.md).
// One area at a time: `MOCK_MUTATION_AREA=routing pnpm test:mutation mock` mutates that area's files
// and runs only that area's tests; the other areas' results are kept from stryker-incremental.json.
import { mutationConfig } from '../../stryker.shared.mjs';

// The package's test folders and source areas that are not the engine. Their tests start real
// servers, browsers, HAProxy or CLI processes (seconds each, paid again for every mutant they
// reach), or test what sits on top of the engine; the engine's paths are covered by its own
// tests and by the msw integration tests (test/msw, test/engine), which stay in the run.
// (The server, admin router, CLI and proxy, with their tests, are @museum-api/mock-server's.)
const outsideTheEngine = [
  // Fuzzing in process: minutes per run.
  'test/robustness/**/*.test.ts',
  // The published-contract verifier against real servers.
  'test/verify/**/*.test.ts',
  // Reads ARCHITECTURE.md and the source files' imports: the sandbox holds instrumented code.
  'test/architecture.test.ts',
  // Type-level tests: a type check cannot tell a mutant of runtime code from the code.
  'test/typings/*.test-d.ts',
  'src/engine/runtime/*.test-d.ts',
  // The layers above the engine: each has its own suite, mostly over real servers or processes.
  'src/browser/**/*.test.ts',
  'src/playwright/**/*.test.ts',
  'src/remote/**/*.test.ts',
  'src/storybook/**/*.test.ts',
];

// Each area of the engine with the fast, in-process tests (msw or direct calls) that state its
// behaviour. Every request passes through routing, interventions and the journal, so under
// `coverageAnalysis: "perTest"` each of their mutants is covered by nearly every test of the
// package: a selection per area is what keeps a run to minutes rather than hours on a shared
// 2-core machine. The tests of one area are run for the mutants of that area only; a run with no
// area named runs the union for all of them (each unchanged result still reused).
// The equivalent mutants these areas leave alive are listed with their reasons in TESTING.md
// ("Mutants that survive on purpose"): dispatch's zero-latency shortcuts, the path matcher's
// decoding shortcuts, the base URL's scheme test and catch blocks that return undefined anyway,
// the fault refinement's issue code (shown nowhere), the journal entry's kind tests whose other
// branch reads a field those kinds lack.
const areas = {
  idempotency: {
    mutate: [
      'src/engine/idempotency/parse-idempotency-key.ts',
      'src/engine/idempotency/idempotency-keys.ts',
      'src/engine/idempotency/answer-keyed.ts',
    ],
    tests: ['src/engine/idempotency/*.test.ts', 'test/engine/idempotency/*.test.ts'],
  },
  journal: {
    mutate: [
      'src/engine/journal/journal.ts',
      'src/engine/journal/journal-har.ts',
      'src/engine/journal/journal-entry.ts',
    ],
    // mock-handle.test.ts holds the journal's filters, limit and subscribers as users call them.
    tests: ['src/engine/journal/*.test.ts', 'test/engine/journal/*.test.ts', 'test/msw/mock-handle.test.ts'],
  },
  routing: {
    // answer-request.ts holds dispatch: latency, refusals, faults and overrides, the request id.
    mutate: [
      'src/engine/routing/answer-request.ts',
      'src/engine/routing/route-request.ts',
      'src/engine/routing/match-museum-path.ts',
      'src/engine/routing/mock-base-url.ts',
    ],
    tests: [
      'src/engine/routing/*.test.ts',
      'test/engine/routing/*.test.ts',
      'test/msw/unhandled-requests.test.ts',
    ],
  },
  interventions: {
    mutate: ['src/engine/interventions/mock-fault.ts', 'src/engine/interventions/mock-interventions.ts'],
    tests: [
      'src/engine/interventions/*.test.ts',
      'test/engine/interventions/*.test.ts',
      // The controls' numbering and removal of faults, in process.
      'src/engine/controls/in-process-controls.test.ts',
    ],
  },
};

const named = process.env.MOCK_MUTATION_AREA;
if (named !== undefined && !Object.hasOwn(areas, named)) {
  throw new Error(`MOCK_MUTATION_AREA=${named} is no area; the areas: ${Object.keys(areas).join(', ')}`);
}
const chosen = named === undefined ? Object.values(areas) : [areas[named]];

// The test runner reads the selection from the environment (stryker.vitest.config.ts): Stryker
// starts its runners after loading this file, and they inherit it.
process.env.MOCK_MUTATION_TESTS = JSON.stringify([...new Set(chosen.flatMap((area) => area.tests))]);

const shared = mutationConfig('mock', {
  mutate: chosen.flatMap((area) => area.mutate),
  leaveOut: [
    ...outsideTheEngine,
    // The engine's tests that start real HTTP servers (upstreams to proxy to, a server msw must
    // let through): each mutant would pay for their servers; the same paths run in process
    // through msw in test/engine and test/msw.
    'test/engine/scenarios/scenarios.test.ts',
    'test/msw/unhandled-bypass.test.ts',
    'src/engine/proxy/proxy-request.test.ts',
    // Runs the Redocly CLI (a child process) over the OpenAPI documents; no mutated file is read.
    'src/engine/openapi/redocly-lint.test.ts',
  ],
  breakBelow: 80,
});

export default {
  ...shared,
  // The heaviest load on a machine shared with other work: one test runner at a time.
  concurrency: 1,
  vitest: { ...shared.vitest, configFile: 'packages/mock/stryker.vitest.config.ts' },
};
