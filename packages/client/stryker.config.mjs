// Mutation testing of the client: `pnpm test:mutation client` (see TESTING.md).
import { mutationConfig } from '../../stryker.shared.mjs';

export default mutationConfig('client', {
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/index.ts', '!src/validate.ts'],
  breakBelow: 90,
});
