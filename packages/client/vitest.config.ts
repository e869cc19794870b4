import { museumProject } from '../../vitest.shared.ts';

export default museumProject('client', { isolate: false });
