// What the pact tests share: servers of ours that close after the file, and one run of Pact's own
// verifier (pact-core, the native core of @pact-foundation/pact, offline) against one of them,
// which sets up each provider state through the server's `POST /__admin/pact/state`.
import type { MuseumApiVersion } from '@museum-api/core';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import pact from '@pact-foundation/pact-core';
import { afterAll, expect } from 'vitest';

const servers: MuseumServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/**
 * A server with the admin API on, closed after the file; `clock` fixes its today, `baseUrl`
 * serves the API's version under another base path than its own.
 */
export async function server(
  apiVersion: MuseumApiVersion,
  randomSeed: string,
  { clock, baseUrl }: { clock?: string | undefined; baseUrl?: string } = {},
): Promise<MuseumServer> {
  const started = await startMuseumServer({
    admin: true,
    apiVersion,
    randomSeed,
    ...(clock === undefined ? {} : { clock }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
  });
  servers.push(started);
  return started;
}

/** A fresh server of API 1.1 whose event answers are `change`d: one recorded field differs. */
export async function deviantServer(
  randomSeed: string,
  change: (event: Record<string, unknown>) => Record<string, unknown>,
): Promise<MuseumServer> {
  const deviant = await server('1.1', randomSeed);
  deviant.mock.override(
    'getSpecialEvent',
    ({ params }) => Response.json(change({ ...deviant.mock.store.getEvent(params.eventId) })),
    { times: 'always' },
  );
  return deviant;
}

/**
 * Expects a verification to have failed on the one interaction `description` only, with these
 * mismatches (each the verifier's fields, such as `path` and `mismatch`, or some of them).
 */
export function expectFailedOn(
  { passed, result }: { passed: boolean; result: string },
  description: string,
  ...mismatches: Record<string, unknown>[]
): void {
  expect(passed).toBe(false);
  const { errors } = JSON.parse(result) as {
    errors: { interaction: string; mismatch: { mismatches?: unknown[] } }[];
  };
  expect(
    errors.map(({ interaction, mismatch }) => ({
      description: interaction.replace(/^.* - /, ''),
      mismatches: mismatch.mismatches ?? [],
    })),
  ).toEqual([{ description, mismatches: mismatches.map((expected) => expect.objectContaining(expected)) }]);
}

/** One run of Pact's verifier; whether it passed, and its JSON result or failure. */
export async function verify(
  file: string,
  provider: MuseumServer,
): Promise<{ passed: boolean; result: string }> {
  try {
    const result = await pact.verifyPacts({
      provider: 'museum-api',
      providerBaseUrl: new URL(provider.url).origin,
      pactUrls: [file],
      providerStatesSetupUrl: `${provider.adminUrl}/pact/state`,
      logLevel: 'error',
    });
    return { passed: true, result: String(result) };
  } catch (error) {
    return { passed: false, result: (error as Error).message };
  }
}
