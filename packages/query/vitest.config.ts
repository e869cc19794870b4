import { museumProject } from '../../vitest.shared.ts';

export default museumProject('query', { isolate: false });
