/**
 * The Storybook entry of `@museum-api/mock`: a loader that gives every story its own mock in
 * msw's service worker, set per story or component with `parameters.museum`.
 *
 * @packageDocumentation
 */

export type { MuseumStoryFault, MuseumStoryParameters } from './storybook/create-story-mock.ts';
export { createStoryMock } from './storybook/create-story-mock.ts';
export type { MuseumLoaderOptions } from './storybook/museum-loader.ts';
export { museumLoader } from './storybook/museum-loader.ts';
