import { mergeConfig } from 'vitest/config';
import { museumProject } from '../../vitest.shared.ts';

// The same tests against msw 2 (the peer range is ^2.10.0 || ^3.0.0): every `msw` import, in
// the sources and in the tests, resolves to the `msw2` alias package (msw 2.15).
export default mergeConfig(
  museumProject('mock-msw2', {
    include: ['test/**/*.test.ts'],
    // The CLI (its crash test too), the verifier (against real servers) and the architecture
    // check do not touch msw; running them twice would only cost time.
    exclude: [
      'test/cli/museum-mock-command.test.ts',
      'test/cli/scenario-flag.test.ts',
      'test/server/durable/state-crash.test.ts',
      'test/verify/**',
      'test/architecture.test.ts',
    ],
    env: { MUSEUM_MOCK_MSW_MAJOR: '2' },
  }),
  { resolve: { alias: [{ find: /^msw(\/.*)?$/, replacement: 'msw2$1' }] } },
);
