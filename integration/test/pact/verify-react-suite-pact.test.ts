// The "must show": the pact the React example's component suite writes from the journal
// of its real mock (examples/react/test/suite-pact.ts), verified by Pact's own verifier against
// servers of ours in both API versions, and refused, naming the field, by a server that changes
// one recorded field. The suite runs here first, as `vitest run` in its folder, into a temporary
// folder, so the pact verified is the one this code writes now.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { defaultSeedIds, type Pact } from '@museum-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviantServer, expectFailedOn, server, verify } from './pact-verification.ts';

const folder = mkdtempSync(join(tmpdir(), 'museum-react-pact-'));
const file = join(folder, 'jsdom', 'museum-react-museum-api.json');
let pact: Pact;

beforeAll(async () => {
  const react = join(import.meta.dirname, '../../../examples/react');
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  await promisify(execFile)(process.execPath, [vitest, 'run', '--config', 'vitest.jsdom.config.ts'], {
    cwd: react,
    env: { ...process.env, PACT_DIR: folder },
  });
  pact = JSON.parse(readFileSync(file, 'utf8')) as Pact;
}, 120_000);
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("the React example suite's pact", () => {
  it('holds the exchanges the suite made, each with the provider state it needs', () => {
    expect(pact.consumer.name).toBe('museum-react');
    // The component tests' faults are left out; a purchase and its ticket's image are in.
    expect(
      pact.interactions.map(({ description, providerStates = [] }) => [
        description,
        providerStates.map(({ name }) => name),
      ]),
    ).toEqual([
      ['getSpecialEvent answers 200', ['an event exists']],
      ['buyMuseumTickets answers 201', ['the dates are relative to today', 'an event exists']],
      ['getTicketCode answers 200', ['a ticket exists']],
      ['listSpecialEvents answers 200', ['the dates are relative to today', 'an event exists']],
    ]);
    // The event the visitor opened is the seed's, and the state gives its id to the verifier.
    expect(pact.interactions[0]?.providerStates?.[0]?.params).toMatchObject({
      eventId: defaultSeedIds.dinosaurNight,
    });
    expect(JSON.stringify(pact)).not.toContain('component-test:');
  });

  it('verifies against a fresh server of API 1.1, which the app speaks', async () => {
    const fresh = await server('1.1', 'react-1.1');
    const { passed, result } = await verify(file, fresh);
    expect(passed, result).toBe(true);
    // The verifier bought the ticket and printed its code on our server.
    expect(fresh.mock.journal.filter('buyMuseumTickets')[0]?.status).toBe(201);
    expect(fresh.mock.journal.filter('getTicketCode')[0]?.status).toBe(200);
  }, 60_000);

  it("tells that API 1.2 would break the app: the purchase's `eventName`, which its ticket shows, is gone", async () => {
    // API 1.2 served where the app calls (`/v1.1`), as a provider moving to 1.2 in place would.
    const upgraded = await server('1.2', 'react-1.2', { baseUrl: '*/v1.1' });
    expectFailedOn(await verify(file, upgraded), 'buyMuseumTickets answers 201', {
      path: '$',
      mismatch: 'Actual map is missing the following keys: eventName',
    });
  }, 60_000);

  it("fails against a server whose event price is a string, naming '$.price'", async () => {
    const deviant = await deviantServer('react-deviant', (event) => ({
      ...event,
      price: String(event.price),
    }));
    expectFailedOn(await verify(file, deviant), 'getSpecialEvent answers 200', {
      path: '$.price',
      mismatch: expect.stringMatching(/^Expected '\d+(\.\d+)?' \(String\) to be a number$/),
    });
  }, 60_000);
});
