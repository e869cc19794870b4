// Mutation testing of the client: `pnpm test:mutation client` (see TESTING.md).
import { mutationConfig } from '../../stryker.shared.mjs';

export default mutationConfig('client', {
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-d.ts',
    '!src/index.ts',
    '!src/validate.ts',
    '!src/webhooks.ts',
  ],
  // The published descriptions served by Prism say whether the client works against someone
  // else's server, not whether a mutant is noticed: every mutant it covers would cost a Prism run.
  leaveOut: ['test/against-prism.test.ts'],
  breakBelow: 90,
});
