import { museumProject } from '../../vitest.shared.ts';

export default museumProject('mock', { isolate: false });
