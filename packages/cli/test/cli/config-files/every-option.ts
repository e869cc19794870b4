// One config per field of a museum-mock config file, each holding that field (and what it
// needs beside it): the samples every-config-option.test.ts gives in a file and in code.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MuseumMockConfig } from '../../../src/index.ts';

/** Where the `state` sample keeps its SQLite file: outside the repository, one per process. */
export const stateFile = join(tmpdir(), `museum-every-option-${process.pid}.db`);

const hours = { timeOpen: '10:00', timeClose: '12:00' };

/** For each field of a config file, a config that sets it. */
export const samples: { [Field in keyof MuseumMockConfig]-?: MuseumMockConfig } = {
  port: { port: 0 },
  host: { host: '127.0.0.1' },
  cors: { cors: false },
  maxSessions: { maxSessions: 5 },
  sessionTtl: { sessionTtl: '1m' },
  admin: { admin: true },
  // An admin token asks for the admin API (the CLI refuses one without it).
  adminToken: { admin: true, adminToken: 'ci-7f3a' },
  state: { state: stateFile },
  overrides: {
    overrides: [
      { operation: 'getMuseumHours', fault: { status: 503 }, times: 'always' },
      { operation: 'listSpecialEvents', resolver: () => Response.json([]), times: 2 },
    ],
  },
  quiet: { quiet: true },
  apiVersion: { apiVersion: '1.2' },
  baseUrl: { baseUrl: 'https://api.museum.test/v1.1' },
  auth: { auth: ({ username }) => username === 'curator' },
  seed: { seed: 'empty' },
  clock: { clock: '2026-12-01T10:00:00Z' },
  randomSeed: { randomSeed: 42 },
  latency: { latency: ['1ms', 2] },
  schedule: { schedule: { weekly: [hours, hours, hours, hours, hours, hours, hours] } },
  scenario: { scenario: 'busy' },
  scenarios: { scenarios: [{ name: 'sold-out', setup: () => undefined }], scenario: 'sold-out' },
  maxBodyBytes: { maxBodyBytes: 1024 },
  maxTickets: { maxTickets: 10 },
  journalLimit: { journalLimit: 10 },
  idempotencyKeyTtl: { idempotencyKeyTtl: '1m' },
  idempotencyKeyLimit: { idempotencyKeyLimit: 10 },
  proxy: {
    proxy: { baseUrl: 'http://127.0.0.1:9/v1.1', operations: ['getMuseumHours'], timeout: '500ms' },
  },
  webhooks: {
    webhooks: {
      urls: ['http://127.0.0.1:9/hooks'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      timeout: '500ms',
      maxAttempts: 2,
      retryDelay: '100ms',
      allowHosts: ['hooks.internal.test'],
    },
  },
};
