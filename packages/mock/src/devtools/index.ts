/**
 * The devtools entry of `@museum-api/mock`: a panel to see and steer a mock from the page it
 * serves. For development builds only; importing it defines nothing until it is mounted.
 *
 * @packageDocumentation
 */

export { inProcessControls } from '../core/controls/in-process-controls.ts';
export type {
  JournalWatchOptions,
  MuseumControls,
  MuseumScenarioInfo,
  MuseumScenarioList,
} from '../core/controls/museum-controls.ts';
export type { DevtoolsCorner, MuseumDevtools, MuseumDevtoolsOptions } from './mount-museum-devtools.ts';
export { mountMuseumDevtools } from './mount-museum-devtools.ts';
