// The client against Stoplight Prism serving the published descriptions, 1.1.1 and 1.2.1, static
// (the descriptions' examples) and dynamic (random answers within the schemas): a server that
// knows nothing of this project's house rules. The client, plain and validating at the spec
// level, completes all eight operations against each, over many dynamic answers, with no error.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseumClient, type MuseumApiVersion, type MuseumClient } from '../src/index.ts';
import { withValidation } from '../src/validate.ts';
import { type PrismServer, publishedSpec, startPrism } from './prism-server.ts';

const credentials = { username: 'front-desk', password: 'secret' };
const eventId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
const ticketId = 'a54a57ca-36f8-421b-a6b4-2e8f26858a4c';
const draft = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour.',
  dates: ['2026-12-05'],
  price: 25,
};
/** How many rounds of the eight operations each dynamic server answers, and for how long at most. */
const dynamicRounds = 15;
const dynamicBudgetMs = 20_000;

/** Runs the eight operations once; resolves to how many answers were read. */
async function allEightOperations(client: MuseumClient<MuseumApiVersion>): Promise<number> {
  const purchase = {
    ticketType: 'event',
    eventId,
    ticketDate: '2026-12-05',
    email: 'ada@example.com',
  } as const;
  const confirmation = await client.buyMuseumTickets(purchase);
  expect(confirmation.confirmationCode).toEqual(expect.any(String));
  const image = await client.getTicketCode(ticketId);
  expect((await image.bytes()).length).toBeGreaterThan(0);
  expect(await client.createSpecialEvent(draft)).toHaveProperty('name');
  expect(Array.isArray(await client.listSpecialEvents({ startDate: '2026-12-01', limit: 5 }))).toBe(true);
  expect(await client.getSpecialEvent(eventId)).toHaveProperty('dates');
  expect(await client.updateSpecialEvent(eventId, { price: 30 })).toHaveProperty('price');
  await expect(client.deleteSpecialEvent(eventId)).resolves.toBeUndefined();
  expect(Array.isArray(await client.getMuseumHours({ startDate: '2026-12-01', limit: 7 }))).toBe(true);
  return 8;
}

const servers = [
  { version: '1.1', file: 'museum-openapi-1.1.1.yaml', dynamic: false },
  { version: '1.1', file: 'museum-openapi-1.1.1.yaml', dynamic: true },
  { version: '1.2', file: 'museum-openapi-1.2.1.yaml', dynamic: false },
  { version: '1.2', file: 'museum-openapi-1.2.1.yaml', dynamic: true },
] as const;

// The four servers start together, once for this file: Prism's start-up is most of its cost.
const started: Promise<PrismServer>[] = [];
beforeAll(() => {
  if (!publishedSpec.found) return;
  for (const { file, dynamic } of servers) started.push(startPrism(file, { dynamic }));
});
afterAll(async () => {
  const settled = await Promise.allSettled(started);
  await Promise.all(settled.map((server) => server.status === 'fulfilled' && server.value.close()));
});

describe.skipIf(!publishedSpec.found).each(servers.map((server, index) => ({ ...server, index })))(
  'Prism serving $file (dynamic: $dynamic)',
  ({ version, file, dynamic, index }) => {
    let prism: PrismServer;
    beforeAll(async () => {
      prism = await (started[index] as Promise<PrismServer>);
    }, 90_000);

    const clients = () => {
      const plain = createMuseumClient<MuseumApiVersion>({
        baseUrl: prism.url,
        credentials,
        apiVersion: version,
      });
      return { plain, validating: withValidation(plain) };
    };

    it.each(['plain', 'validating'] as const)(
      'answers all eight operations of the %s client',
      async (kind) => {
        const rounds = dynamic ? dynamicRounds : 1;
        const began = performance.now();
        let answers = 0;
        for (let round = 0; round < rounds && performance.now() - began < dynamicBudgetMs; round++) {
          answers += await allEightOperations(clients()[kind]);
        }
        console.info(`Prism ${file}${dynamic ? ' --dynamic' : ''}: ${kind} client, ${answers} answers read`);
        expect(answers).toBeGreaterThanOrEqual(8);
      },
      60_000,
    );

    // Only the static server sends the stand-in; defined for it alone, so nothing is skipped.
    if (!dynamic) {
      it('reads Prism’s six-byte stand-in for the ticket image without choking', async () => {
        const image = await clients().validating.getTicketCode(ticketId);
        expect(image.type).toBe('image/png');
        expect(new TextDecoder().decode(await image.bytes())).toBe('string');
      });
    }
  },
);
