// Mutation testing of the query package's cache effects: `pnpm test:mutation query` (see TESTING.md).
import { mutationConfig } from '../../stryker.shared.mjs';

export default mutationConfig('query', {
  mutate: ['src/event-cache-effects.ts', 'src/list-window.ts', 'src/query-keys.ts'],
  breakBelow: 85,
});
