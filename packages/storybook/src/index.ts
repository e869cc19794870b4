/**
 * `@museum-api/storybook`: a loader that gives every story its own mock in
 * msw's service worker, set per story or component with `parameters.museum`.
 *
 * @packageDocumentation
 */

export type { MuseumStoryFault, MuseumStoryParameters } from './create-story-mock.ts';
export { createStoryMock } from './create-story-mock.ts';
export type { MuseumLoaderOptions } from './loader.ts';
export { museumLoader } from './loader.ts';
