// The client against Stoplight Prism serving the published descriptions, 1.1.1 and 1.2.1, static
// (the descriptions' examples) and dynamic (random answers within the schemas): a server that
// knows nothing of this project's house rules. The client, plain and validating at the spec
// level, completes all eight operations against each, over many dynamic answers, with no error,
// and sends back every id a dynamic server gave without refusing one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseumClient, type MuseumApiVersion, type MuseumClient } from '../src/index.ts';
import { isMuseumValidationError, withValidation } from '../src/validate.ts';
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

/** Rounds of ids read and sent back per dynamic server (the issue asks for at least 20). */
const idRounds = 20;
// A UUID with RFC 9562's version and variant bits; the description's `format: uuid` asks neither.
const rfc9562 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What sending back the ids of one round came to: calls made, refused before sending, ids sent. */
interface IdTally {
  calls: number;
  refused: string[];
  ids: string[];
}

/**
 * One round against a dynamic server: reads event ids from a list, a create and a read, then
 * sends one back to every operation that takes an event id, and the ticket id of the purchase
 * to the image. A call the client refuses before sending is tallied; any other error throws.
 */
async function sendBackIds(client: MuseumClient<MuseumApiVersion>, tally: IdTally): Promise<void> {
  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T | undefined> => {
    tally.calls++;
    try {
      return await run();
    } catch (error) {
      if (isMuseumValidationError(error) && error.direction === 'request') {
        tally.refused.push(`${operation}: ${error.message}`);
        return undefined;
      }
      throw error;
    }
  };
  const given: string[] = [];
  const keep = (id: unknown) => typeof id === 'string' && given.push(id);
  for (const event of (await call('list', () => client.listSpecialEvents({ limit: 5 }))) ?? [])
    keep(event.eventId);
  keep((await call('create', () => client.createSpecialEvent(draft)))?.eventId);
  const [id] = given;
  if (id === undefined) throw new Error('the server gave no event id in a list and a create');
  tally.ids.push(id);
  keep((await call('get', () => client.getSpecialEvent(id)))?.eventId);
  await call('update', () => client.updateSpecialEvent(id, { price: 30 }));
  await call('delete', () => client.deleteSpecialEvent(id));
  const ticket = await call('buy', () =>
    client.buyMuseumTickets({
      ticketType: 'event',
      eventId: id,
      ticketDate: '2026-12-05',
      email: 'ada@example.com',
    }),
  );
  const ticketId = ticket?.ticketId;
  if (typeof ticketId === 'string') {
    tally.ids.push(ticketId);
    await call('image', () => client.getTicketCode(ticketId));
  }
}

const servers = [
  { version: '1.1', file: 'museum-openapi-1.1.1.yaml', dynamic: false },
  { version: '1.1', file: 'museum-openapi-1.1.1.yaml', dynamic: true },
  { version: '1.2', file: 'museum-openapi-1.2.1.yaml', dynamic: false },
  { version: '1.2', file: 'museum-openapi-1.2.1.yaml', dynamic: true },
] as const;

// One Prism per version, started together once for this file: its start-up is most of its cost.
// It answers with the description's examples, or at random within the schemas for a request
// that says `Prefer: dynamic=true` (Prism's own switch), which the dynamic clients send.
const started = new Map<string, Promise<PrismServer>>();
beforeAll(() => {
  if (!publishedSpec.found) return;
  for (const { file } of servers) if (!started.has(file)) started.set(file, startPrism(file));
});
afterAll(async () => {
  const settled = await Promise.allSettled(started.values());
  await Promise.all(settled.map((server) => server.status === 'fulfilled' && server.value.close()));
});

describe.skipIf(!publishedSpec.found).each(servers)(
  'Prism serving $file (dynamic: $dynamic)',
  ({ version, file, dynamic }) => {
    let prism: PrismServer;
    beforeAll(async () => {
      prism = await (started.get(file) as Promise<PrismServer>);
    }, 90_000);

    const clients = () => {
      const plain = createMuseumClient<MuseumApiVersion>({
        baseUrl: prism.url,
        credentials,
        apiVersion: version,
        ...(dynamic ? { headers: { Prefer: 'dynamic=true' } } : {}),
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

    // Only a dynamic server gives ids of its own; defined for it alone, so nothing is skipped.
    if (dynamic) {
      it(`sends back every id the server gave, refusing none, over ${idRounds} rounds`, async () => {
        const tally: IdTally = { calls: 0, refused: [], ids: [] };
        const client = clients().validating;
        for (let round = 0; round < idRounds; round++) await sendBackIds(client, tally);
        const foreign = tally.ids.filter((id) => !rfc9562.test(id)).length;
        console.info(
          `Prism ${file} --dynamic: ${idRounds} rounds, ${tally.calls} calls, ${tally.ids.length} ids sent back ` +
            `(${foreign} without RFC 9562 version bits), ${tally.refused.length} refused`,
        );
        expect(tally.refused).toEqual([]);
        // The case this guards: ids a spec-valid server makes that RFC 9562 would not.
        expect(foreign).toBeGreaterThan(0);
      }, 60_000);
    }

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
