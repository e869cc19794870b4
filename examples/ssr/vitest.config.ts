import { museumProject } from '../../vitest.shared.ts';

// Vite's dev server, a production build and Chromium: seconds each on a busy 2-core machine.
export default museumProject('example-ssr', { testTimeout: 120_000, hookTimeout: 120_000 });
