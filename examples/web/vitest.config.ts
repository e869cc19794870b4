import { museumProject } from '../../vitest.shared.ts';

// The end-to-end test starts Vite and Chromium: minutes on a cold, busy machine, not seconds. A
// page that answers in 2 s while the rest of the suite loads both cores is slow, not broken.
export default museumProject('example-web', {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
});
