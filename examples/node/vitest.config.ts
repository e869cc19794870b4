import { museumProject } from '../../vitest.shared.ts';

export default museumProject('example-node', { testTimeout: 30_000 });
