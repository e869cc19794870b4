import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMuseumClient } from '@museum-api/client';
import { renderTicketImage } from '@museum-api/core/ticket-image';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runMuseumTour } from './museum-tour.ts';

let server: MuseumServer;
let outputDir: string;
beforeAll(async () => {
  server = await startMuseumServer({ clock: '2026-12-01T10:00:00Z', randomSeed: 'tour' });
  outputDir = await mkdtemp(join(tmpdir(), 'museum-tour-'));
});
afterAll(async () => {
  await server?.close();
  await rm(outputDir, { recursive: true, force: true });
});

test('runs every operation over HTTP and saves the event ticket image byte for byte', async () => {
  const client = createMuseumClient({ baseUrl: server.url, credentials: { username: 'tour', password: '' } });
  const lines: string[] = [];
  const result = await runMuseumTour(client, { outputDir, log: (line) => lines.push(line), pageSize: 3 });

  expect(server.mock.journal.entries.map((entry) => `${entry.operation} ${entry.status}`)).toEqual([
    'getMuseumHours 200',
    'buyMuseumTickets 201',
    ...result.pages.map(() => 'listSpecialEvents 200'),
    ...(result.pages.at(-1)?.length === 3 ? ['listSpecialEvents 200'] : []),
    'buyMuseumTickets 201',
    'createSpecialEvent 201',
    'updateSpecialEvent 200',
    'deleteSpecialEvent 204',
    'getSpecialEvent 404',
    'getTicketCode 200',
  ]);

  // Pages split the listing: full pages but the last, no event twice.
  expect(result.pages.length).toBeGreaterThan(1);
  expect(result.pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
  const names = result.pages.flat();
  expect(new Set(names).size).toBe(names.length);

  expect(result.generalTicket.ticketType).toBe('general');
  expect(result.eventTicket).toMatchObject({ ticketType: 'event', eventName: names[0] });
  expect(result.patchedEvent).toMatchObject({ price: 6.5, location: 'Sculpture Court, ground floor' });
  expect(server.mock.store.allEvents().some((event) => event.eventId === result.patchedEvent.eventId)).toBe(
    false,
  );

  // The mock renders with core, and the same ticket always gives the same bytes.
  const saved = new Uint8Array(await readFile(result.ticketImagePath));
  expect(saved).toEqual(renderTicketImage(server.mock.store.getTicket(result.eventTicket.ticketId)));
  expect(lines.at(-1)).toBe(`Saved the ticket with its QR code to ${result.ticketImagePath}`);
});
