import { museumProject } from '../../vitest.shared.ts';

// The end-to-end test starts Vite and Chromium: minutes on a cold, busy machine, not seconds.
export default museumProject('example-react', {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
});
