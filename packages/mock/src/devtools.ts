/**
 * The devtools entry of `@museum-api/mock`: a panel to see and steer a mock from the page it
 * serves. For development builds only; importing it defines nothing until it is mounted.
 *
 * @packageDocumentation
 */

export type {
  DevtoolsCorner,
  MuseumDevtools,
  MuseumDevtoolsOptions,
} from './devtools/mount-museum-devtools.ts';
export { mountMuseumDevtools } from './devtools/mount-museum-devtools.ts';
export { inProcessControls } from './engine/controls/in-process-controls.ts';
export type {
  JournalWatchOptions,
  MuseumControls,
  MuseumScenarioInfo,
  MuseumScenarioList,
} from './engine/controls/museum-controls.ts';
