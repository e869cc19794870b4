import { museumProject } from '../../vitest.shared.ts';

export default museumProject('query', {
  // tsconfig.json leaves tests out (production sources see no Node types); this one has them all.
  typecheck: {
    enabled: true,
    include: ['src/**/*.test-d.ts'],
    tsconfig: 'tsconfig.test.json',
  },
});
