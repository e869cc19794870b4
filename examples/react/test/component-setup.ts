// The component tests' setup file, as the mock's README gives it: msw in the test process, the
// mock reset after each test; and Testing Library's cleanup, which vitest (no globals) does not
// register by itself. The journal of each test is kept for the suite's pact (docs/pact.md).
import { setupMuseumMock } from '@museum-api/mock/node';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { writeSuitePact } from './suite-pact.ts';

export const { mock } = setupMuseumMock(
  { randomSeed: 'component-tests' },
  { beforeAll, afterEach, afterAll },
);
writeSuitePact(mock, process.env.MUSEUM_PACT_FOLDER as string);
afterEach(cleanup);

// Testing Library's `findBy*` queries wait 1 s by default; the ticket's QR image is drawn by the
// mock and loaded by the page after the purchase, which took longer than that on a loaded 2-core
// machine running the test command's steps side by side. As the story tests, allow 10 s.
configure({ asyncUtilTimeout: 10_000 });
