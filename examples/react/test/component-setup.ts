// The component tests' setup file, as the mock's README gives it: msw in the test process, the
// mock reset after each test; and Testing Library's cleanup, which vitest (no globals) does not
// register by itself.
import { setupMuseumMock } from '@museum-api/mock/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const { mock } = setupMuseumMock({ random: 'component-tests' }, { beforeAll, afterEach, afterAll });
afterEach(cleanup);
