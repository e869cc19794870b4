import { museumProject } from '../../vitest.shared.ts';

export default museumProject('example-worker', { testTimeout: 60_000 });
