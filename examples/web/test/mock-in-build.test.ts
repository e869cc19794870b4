import { createMuseumMock } from '@museum-api/mock';
import { expect, test } from 'vitest';
import { mockTraces } from './mock-in-build.ts';

test('finds each trace of the mock in a build, and none in a build without it', () => {
  const seeded = createMuseumMock().store.allEvents()[0]?.name;
  const traces = mockTraces(
    new Map([
      ['assets/index.js', 'import("./museum-mock.js")'],
      ['assets/museum-mock.js', `import{http}from"msw";const e=[{name:${JSON.stringify(seeded)}}]`],
      ['server/entry.js', "import { network } from 'virtual:msw';"],
      ['mockServiceWorker.js', '/* msw */'],
      ['assets/client.js', '// globalThis.fetch, so msw can patch it'],
    ]),
  );
  expect(traces).toEqual([
    'assets/museum-mock.js: imports msw',
    "assets/museum-mock.js: the mock's seed data",
    'server/entry.js: imports virtual:msw',
    "mockServiceWorker.js: msw's worker script",
  ]);
});
