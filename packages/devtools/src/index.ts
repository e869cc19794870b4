/**
 * `@museum-api/devtools`: a panel to see and steer a Museum mock from the page it serves, over
 * any `MuseumControls` of `@museum-api/mock` (the in-page mock's `inProcessControls`, or the
 * remote handle of a server). For development builds only; importing it defines nothing until
 * it is mounted. The standalone server's dashboard at `/__admin/` is this panel too: its page
 * script is the package's `dashboard.js`.
 *
 * @packageDocumentation
 */

export type {
  DevtoolsCorner,
  MuseumDevtools,
  MuseumDevtoolsOptions,
} from './mount-museum-devtools.ts';
export { mountMuseumDevtools } from './mount-museum-devtools.ts';
