import { componentProject } from './vitest.component.ts';

export default componentProject('jsdom');
