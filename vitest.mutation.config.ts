import { defineConfig } from 'vitest/config';

// The projects of a mutation run (`pnpm test:mutation`). Stryker's sandbox holds one package, so
// this glob finds that package's project and nothing else.
export default defineConfig({
  test: { projects: ['packages/*/vitest.config.ts'] },
});
