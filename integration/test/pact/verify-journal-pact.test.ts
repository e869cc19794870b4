// A pact exported from the journal of a real run, verified by Pact's own verifier against a fresh
// server of ours (one run per case), also five months later; and refused against a server that
// changes one recorded field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type MuseumApiVersion } from '@museum-api/core';
import { connectMuseumMock, type Pact } from '@museum-api/mock';
import { afterAll, describe, expect, it } from 'vitest';
import { deviantServer, expectFailedOn, server, verify } from './pact-verification.ts';

const folder = mkdtempSync(join(tmpdir(), 'museum-pact-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A consumer's visit: list, create, read, buy a ticket for the event, print its code. */
async function visit(api: string, today: string, apiVersion: MuseumApiVersion): Promise<void> {
  const headers = { Authorization: `Basic ${btoa('ada:secret')}`, 'Content-Type': 'application/json' };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${api}${path}`, { headers, ...init });
    expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status}`).toBe(true);
    return response.headers.get('content-type')?.includes('json') ? response.json() : response.arrayBuffer();
  };
  const date = addDays(today, 3);
  await call(`/special-events?startDate=${today}&endDate=${addDays(today, 7)}`);
  const event = (await call('/special-events', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Fossils at night',
      location: 'Hall B',
      eventDescription: 'A walk among the fossils',
      dates: [date],
      price: 25,
    }),
  })) as { eventId: string };
  await call(`/special-events/${event.eventId}`);
  const purchase = { ticketType: 'event', eventId: event.eventId, ticketDate: date };
  const ticket = (await call('/tickets', {
    method: 'POST',
    body: JSON.stringify(apiVersion === '1.1' ? { ...purchase, email: 'ada@example.test' } : purchase),
  })) as { ticketId: string };
  await call(`/tickets/${ticket.ticketId}/qr`);
}

/** The pact of a visit to a server, as `GET /__admin/journal.pact` gives it, saved as a file. */
async function pactOfAVisit(
  apiVersion: MuseumApiVersion,
  clock?: string,
): Promise<{ file: string; pact: Pact }> {
  const recorded = await server(apiVersion, `recorded-${apiVersion}`, { clock });
  await visit(recorded.url, recorded.mock.store.today(), apiVersion);
  const response = await fetch(`${recorded.adminUrl}/journal.pact?consumer=museum-web`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="museum-web-museum-api.json"',
  );
  const pact = (await response.json()) as Pact;
  // The remote handle is the same control.
  const remote = connectMuseumMock(new URL(recorded.url).origin);
  expect(await remote.journal.pact({ consumer: 'museum-web' })).toEqual(pact);
  const file = join(folder, `museum-web-${apiVersion}-${clock ?? 'now'}.json`);
  writeFileSync(file, JSON.stringify(pact));
  return { file, pact };
}

describe("a pact from the journal, verified by Pact's verifier", () => {
  for (const apiVersion of ['1.1', '1.2'] as const) {
    it(`passes against a fresh server of API ${apiVersion}, which sets up each provider state`, async () => {
      const { file, pact } = await pactOfAVisit(apiVersion);
      expect(pact.interactions.map((interaction) => interaction.description)).toEqual([
        'listSpecialEvents answers 200',
        'createSpecialEvent answers 201',
        'getSpecialEvent answers 200',
        'buyMuseumTickets answers 201',
        'getTicketCode answers 200',
      ]);
      // Another random seed: the ids the pact recorded exist only once its states are set up.
      const fresh = await server(apiVersion, `fresh-${apiVersion}`);
      const { passed, result } = await verify(file, fresh);
      expect(passed, result).toBe(true);
      expect(fresh.mock.journal.filter('getTicketCode')[0]?.status).toBe(200);
    }, 60_000);
  }

  it('still passes against a server whose today is five months later than the recording’s', async () => {
    const { file, pact } = await pactOfAVisit('1.1', '2026-01-15T10:00:00Z');
    const bought = pact.interactions.find((interaction) =>
      interaction.description.startsWith('buyMuseumTickets'),
    );
    expect(bought?.request.body?.content).toMatchObject({ ticketDate: '2026-01-18' });
    const later = await server('1.1', 'later', { clock: '2026-06-20T10:00:00Z' });
    const { passed, result } = await verify(file, later);
    expect(passed, result).toBe(true);
    // The verifier sent the provider's dates and ids, three days past its today as recorded.
    const [purchase] = later.mock.journal.filter('buyMuseumTickets');
    expect(purchase).toMatchObject({ status: 201, requestBody: { ticketDate: '2026-06-23' } });
    expect(later.mock.journal.filter('listSpecialEvents')[0]?.query).toMatchObject({
      startDate: '2026-06-20',
      endDate: '2026-06-27',
    });
  }, 60_000);

  it("fails against a server whose event name is a number, naming '$.name'", async () => {
    const { file } = await pactOfAVisit('1.1');
    const deviant = await deviantServer('deviant', (event) => ({ ...event, name: 42 }));
    // Only the changed answer fails, and the verifier names the field and its type.
    expectFailedOn(await verify(file, deviant), 'getSpecialEvent answers 200', {
      path: '$.name',
      mismatch: "Expected 42 (Integer) to be the same type as 'Fossils at night' (String)",
    });
  }, 60_000);
});
