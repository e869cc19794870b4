import { museumProject } from '../vitest.shared.ts';

// Only the smoke test runs here: each benchmark once with tiny counts, so the bench code cannot rot.
export default museumProject('bench', { testTimeout: 30_000, hookTimeout: 30_000 });
