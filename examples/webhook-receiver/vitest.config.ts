import { museumProject } from '../../vitest.shared.ts';

export default museumProject('example-webhook-receiver', { testTimeout: 30_000 });
