import { museumProject } from '../vitest.shared.ts';

// Only the smoke test runs here: each benchmark once with tiny counts, so the bench code cannot rot.
// The server suite starts four servers, WireMock's JVM among them (7-8 s to its first answer on
// a loaded 2-core machine), and loads each: 36 s in a smoke run while other suites ran.
export default museumProject('bench', { testTimeout: 120_000, hookTimeout: 30_000 });
