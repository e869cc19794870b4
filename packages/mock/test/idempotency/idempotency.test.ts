// Idempotency keys, the answerLost fault and request ids in process: msw answers the global fetch.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupMuseumMock } from '../../src/node.ts';
import { apiBase, now } from '../fixtures.ts';
import { idempotencyCases } from './idempotency-cases.ts';

const { mock } = setupMuseumMock(
  { baseUrl: apiBase, clock: now, random: 'idempotency', seed: 'empty', onUnhandledRequest: 'error' },
  { beforeAll, afterEach, afterAll },
);

idempotencyCases({ base: () => apiBase, mock: () => mock });
