// Mutation testing of core's rules: `pnpm test:mutation core` (see TESTING.md).
import { mutationConfig } from '../../stryker.shared.mjs';

export default mutationConfig('core', {
  mutate: [
    'src/store.ts',
    'src/event-date-index.ts',
    'src/opening-schedule.ts',
    'src/iso-date.ts',
    'src/random.ts',
    'src/clock.ts',
    'src/constant-time-equal.ts',
    'src/parse-input.ts',
    'src/issue-summary.ts',
    'src/errors/domain-error.ts',
  ],
  leaveOut: [
    // These two read the source files themselves, which in the sandbox are instrumented: the
    // browser-safety scan finds Stryker's own `process.` references, and the bundle-size check
    // measures the instrumented code. Neither tests a rule.
    'src/browser-safety.test.ts',
    'src/bundle-size.test.ts',
    // Holds the restated 1.1.1 and 1.2.1 schemas equal to the published descriptions, which live
    // beside the repository (../shared/spec): the sandbox is two folders deeper and does not see
    // them. No file it covers is mutated.
    'src/published/published-schemas.test.ts',
  ],
  breakBelow: 90,
});
