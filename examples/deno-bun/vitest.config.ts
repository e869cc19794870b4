import { museumProject } from '../../vitest.shared.ts';

export default museumProject('example-deno-bun');
