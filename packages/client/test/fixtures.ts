/// <reference types="node" />
// Shared fixtures of the client's integration tests. The server is the real @museum-api/mock
// behind msw, so every test exercises the client against the same rules users' apps will meet;
// these helpers only fix its clock, seed and credentials and name the values tests share.

import type { NewSpecialEvent } from '@museum-api/core';
import { type MuseumMockSetup, setupMuseumMock } from '@museum-api/mock/node';
import { decode } from 'fast-png';
import jsQR from 'jsqr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMuseumClient, type MuseumClient, type MuseumClientOptions } from '../src/index.ts';

/** Where the mock answers; a full URL, so anything else on that origin fails loudly. */
export const baseUrl = 'https://museum.test/v1.1';
/** The mock's clock: a Tuesday morning, UTC. */
export const now = '2026-12-01T10:00:00Z';
/** "Today" on the mock's clock: the default list window and the earliest ticket date. */
export const today = '2026-12-01';
/** A Monday, when the mock's default schedule keeps the museum closed. */
export const monday = '2026-12-07';
/** A well-formed ticket id that no ticket has. */
export const unknownId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
/** A version 4 UUID, as the client makes its idempotency keys. */
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The only credentials the mock accepts: non-ASCII and a colon, so UTF-8 Basic auth is tested. */
export const credentials = { username: 'front-desk', password: 'päss:wörd' };

/** A valid special event to create, dates deliberately unsorted (the API sorts them). */
export const draft: NewSpecialEvent = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-05', '2026-12-03'],
  price: 25,
};

/**
 * Starts the real mock for the calling test file: intercepting before all tests, back to its
 * (empty) seed with no faults, overrides or journal after each, closed after all. Seeded ids
 * and a fixed clock make every run identical; only {@link credentials} are accepted.
 *
 * @example
 * ```ts
 * const { mock } = useMuseumMock();
 * it('…', async () => {
 *   mock.fault('getSpecialEvent', { status: 503 });
 *   expect(mock.journal.count('getSpecialEvent')).toBe(0);
 * });
 * ```
 */
export function useMuseumMock(): MuseumMockSetup {
  return setupMuseumMock(
    {
      baseUrl,
      clock: now,
      randomSeed: 'client-tests',
      seed: 'empty',
      auth: credentials,
      onUnhandledRequest: 'error',
    },
    { beforeAll, afterEach, afterAll },
  );
}

/**
 * A client of the mock with {@link credentials}, trusting its idempotency keys; retries keep
 * their default count but back off for at most 10 ms, so only a `Retry-After` header can make a test wait.
 *
 * @example
 * ```ts
 * const event = await museumClient().createSpecialEvent(draft);
 * const impatient = museumClient({ timeout: 50, retry: 0 });
 * ```
 */
export function museumClient(options: Partial<MuseumClientOptions> = {}): MuseumClient {
  // The mock keeps idempotency keys, so the client may key and retry its purchases and creations.
  return createMuseumClient({
    baseUrl,
    credentials,
    idempotency: 'honoured',
    retry: { limit: 2, backoffLimit: 10 },
    ...options,
  });
}

/**
 * Reads the QR code in a PNG the way an independent scanner would: fast-png decodes the file,
 * jsQR scans the pixels. `undefined` when no code is found.
 *
 * @example
 * ```ts
 * const payload = scanQrCode(await (await client.getTicketCode(ticketId)).bytes());
 * ```
 */
export function scanQrCode(png: Uint8Array): string | undefined {
  const { width, height, depth, channels, data } = decode(png);
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The ticket is black on white, so the first channel alone tells dark from light.
      const grey =
        depth === 1
          ? (((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1) * 255
          : (data[(y * width + x) * channels] ?? 0) >> (depth === 16 ? 8 : 0);
      rgba.fill(grey, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return jsQR(rgba, width, height)?.data;
}
