import { museumProject } from '../../vitest.shared.ts';

export default museumProject('core', { isolate: false });
