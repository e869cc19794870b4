import { museumProject } from '../../vitest.shared.ts';

// One production build of the app (client and server) per run: seconds on a busy 2-core machine.
export default museumProject('example-react-router', { testTimeout: 120_000, hookTimeout: 120_000 });
