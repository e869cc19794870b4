// Idempotency keys, the answerLost fault and request ids over real HTTP: the standalone server
// on 127.0.0.1, a free port, the global fetch; a lost answer is a destroyed socket.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/node.ts';
import { now } from '../fixtures.ts';
import { idempotencyCases } from './idempotency-cases.ts';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({ clock: now, random: 'idempotency', seed: 'empty' });
});
afterEach(() => server.mock.reset());
afterAll(() => server.close());

idempotencyCases({ base: () => server.url, mock: () => server.mock });
