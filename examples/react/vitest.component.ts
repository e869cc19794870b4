import { join } from 'node:path';
import { mergeConfig } from 'vitest/config';
import { museumProject } from '../../vitest.shared.ts';
import viteConfig from './vite.config.ts';

/**
 * The component tests' project in one DOM environment: the same files run in jsdom and in
 * happy-dom (`vitest.jsdom.config.ts`, `vitest.happy-dom.config.ts`), each with msw in the test
 * process answering from the real mock, as a team's `vitest.config.ts` with
 * `environment: 'jsdom'` or `'happy-dom'` would.
 */
export function componentProject(environment: 'jsdom' | 'happy-dom') {
  // The app's JSX setting, nothing else of its Vite config: no msw plugin, no dev server.
  return mergeConfig(
    { oxc: viteConfig.oxc },
    museumProject(`example-react-${environment}`, {
      environment,
      // happy-dom's page is about:blank, whose origin is opaque: every call would be cross-origin
      // and preflighted. A team sets the page's URL, as jsdom's default (localhost:3000) does.
      environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
      include: ['src/**/*.test.tsx'],
      typecheck: { enabled: false },
      setupFiles: ['test/component-setup.ts'],
      globalSetup: ['test/clear-suite-pact.ts'],
      env: {
        MUSEUM_PACT_FOLDER: join(process.env.PACT_DIR ?? join(import.meta.dirname, 'pacts'), environment),
      },
    }),
  );
}
