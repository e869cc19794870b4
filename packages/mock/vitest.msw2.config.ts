import { mergeConfig } from 'vitest/config';
import { museumProject } from '../../vitest.shared.ts';

// The same tests against msw 2 (the peer range is ^2.10.0 || ^3.0.0): every `msw` import, in
// the sources and in the tests, resolves to the `msw2` alias package (msw 2.15). msw 2 has no
// `msw/http` nor `msw/utils/bypass`, which Node's entry imports (msw 2's users take its fallback to
// msw's root: test/msw/node-entry-msw-api.test.ts); here they come from where msw 2 keeps them.
export default mergeConfig(
  museumProject('mock-msw2', {
    include: ['test/**/*.test.ts'],
    // The verifier (against real servers) and the architecture check do not touch msw; running
    // them twice would only cost time. The server's tests (@museum-api/mock-server) run on msw 3
    // only: the server calls nothing of msw, and the handlers they share are proven here.
    exclude: ['test/verify/**', 'test/architecture.test.ts', 'test/msw/node-entry-msw-api.test.ts'],
    env: { MUSEUM_MOCK_MSW_MAJOR: '2' },
    isolate: false,
  }),
  {
    resolve: {
      alias: [
        { find: /^msw\/http$/, replacement: 'msw2/core/http' },
        { find: /^msw\/utils\/bypass$/, replacement: 'msw2' },
        { find: /^msw(\/.*)?$/, replacement: 'msw2$1' },
      ],
    },
  },
);
