import { museumProject } from '../../vitest.shared.ts';

export default museumProject('contract', { isolate: false });
