// One suite for every surface that controls a mock: the in-process mock (wrapped to answer with
// promises) and the remote handle over real HTTP must pass it the same way (issue 10).
import { isMuseumDomainError, type MuseumStoreSnapshot } from '@museum-api/core';
import { isMuseumAdminError, type MuseumControls } from '@museum-api/mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../mock/test/webhooks/webhook-receiver.ts';
import { basic, harValidator, newEvent, now, today } from '../fixtures.ts';

/** What a contract run needs: the control surface and a way to call the mocked API. */
export interface MockControlSetup {
  control: MuseumControls;
  /** Calls the API at `path` (relative to the base URL) with valid Basic credentials. */
  api(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** The field paths a refusal names, whichever surface refused. */
function failingFields(error: unknown): string[] {
  if (isMuseumAdminError(error)) return (error.problem?.errors ?? []).map((issue) => issue.path);
  if (isMuseumDomainError(error)) return error.issues.map((issue) => issue.path);
  if (error instanceof TypeError) return ['(thrown)'];
  throw error;
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

/** Registers the contract suite against the surface `setup` creates (clock fixed at `now`). */
export function describeMockControl(name: string, setup: () => Promise<MockControlSetup>): void {
  describe(`mock control contract: ${name}`, () => {
    let context: MockControlSetup;
    let seed: MuseumStoreSnapshot;
    const call = (path: string, init?: { method?: string; json?: unknown }) => context.api(path, init);
    const createEvent = async () => {
      const response = await call('/special-events', { method: 'POST', json: newEvent() });
      expect(response.status).toBe(201);
      return (await response.json()) as { eventId: string };
    };

    beforeAll(async () => {
      context = await setup();
      seed = await context.control.snapshot();
    });
    afterAll(async () => {
      await context.close();
    });
    beforeEach(async () => {
      await context.control.reset();
    });

    it('resets state, journal, faults and clock to the seed', async () => {
      await createEvent();
      await context.control.fault('listSpecialEvents', { status: 500 }, { times: 'always' });
      await context.control.clock.advance({ days: 40 });
      await context.control.reset();
      expect(await context.control.snapshot()).toEqual(seed);
      expect(await context.control.journal.entries()).toEqual([]);
      expect((await context.control.clock.now()).toISOString()).toBe(new Date(now).toISOString());
      expect((await call('/special-events')).status).toBe(200);
    });

    it('restores a snapshot taken earlier, so later changes are gone', async () => {
      const before = await context.control.snapshot();
      const { eventId } = await createEvent();
      await context.control.restore(before);
      expect((await call(`/special-events/${eventId}`)).status).toBe(404);
      expect(await context.control.snapshot()).toEqual(before);
    });

    it('refuses an invalid snapshot naming the failing fields, and changes nothing', async () => {
      await createEvent();
      const state = await context.control.snapshot();
      const broken = { ...state, events: [{ ...state.events[0], price: -1 }], extra: true };
      const error = await refusal(context.control.restore(broken as unknown as MuseumStoreSnapshot));
      expect(failingFields(error)).toEqual(expect.arrayContaining(['events.0.price', 'extra']));
      expect(await context.control.snapshot()).toEqual(state);
    });

    it('answers the faulted operation with the status and Retry-After, `times` times', async () => {
      await context.control.fault('buyMuseumTickets', { status: 503, retryAfter: 5 }, { times: 2 });
      const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.test' };
      const first = await call('/tickets', { method: 'POST', json: purchase });
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('5');
      expect((await call('/tickets', { method: 'POST', json: purchase })).status).toBe(503);
      expect((await call('/tickets', { method: 'POST', json: purchase })).status).toBe(201);
      expect((await call('/special-events')).status).toBe(200);
      const faulted = await context.control.journal.entries({ operation: 'buyMuseumTickets', status: 503 });
      expect(faulted.map((entry) => entry.intervention)).toEqual(['fault', 'fault']);
    });

    it('drops the connection for a network-error fault', async () => {
      await context.control.fault('*', { networkError: true }, { times: 1 });
      await expect(call('/museum-hours')).rejects.toThrow();
      expect((await context.control.journal.entries({ status: 0 })).length).toBe(1);
      expect((await call('/museum-hours')).status).toBe(200);
    });

    it('answers normally but late for a delay fault', async () => {
      await context.control.fault('getMuseumHours', { delay: 150 });
      const started = performance.now();
      expect((await call('/museum-hours')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    });

    it('keeps a fault without a count until its handle removes it, and a second remove is no error', async () => {
      const outage = await context.control.fault('*', { status: 500 });
      expect((await call('/museum-hours')).status).toBe(500);
      expect((await call('/museum-hours')).status).toBe(500);
      await outage.remove();
      expect((await call('/museum-hours')).status).toBe(200);
      await outage.remove();
    });

    it('removes a fault by its id, and refuses an id no longer active with 404', async () => {
      const { id } = await context.control.fault('getMuseumHours', { status: 500 }, { times: 'always' });
      expect((await call('/museum-hours')).status).toBe(500);
      await context.control.removeFault(id);
      expect((await call('/museum-hours')).status).toBe(200);
      const error = await refusal(context.control.removeFault(id));
      expect(isMuseumAdminError(error) && error.status).toBe(404);
    });

    it('clears every fault at once', async () => {
      await context.control.fault('getMuseumHours', { status: 500 }, { times: 'always' });
      await context.control.fault('listSpecialEvents', { status: 502 }, { times: 'always' });
      await context.control.clearFaults();
      expect((await call('/museum-hours')).status).toBe(200);
      expect((await call('/special-events')).status).toBe(200);
    });

    it('refuses a fault for an unknown operation, adding none', async () => {
      const error = await refusal(
        context.control.fault('buyTickets' as 'buyMuseumTickets', { status: 503 }, { times: 'always' }),
      );
      expect(error).toBeDefined();
      expect((await call('/museum-hours')).status).toBe(200);
    });

    it('lists handled requests oldest first, filtered by operation and status, newest `limit`', async () => {
      await call('/museum-hours');
      await call('/special-events');
      await call('/special-events/not-a-uuid');
      await call('/special-events');
      const all = await context.control.journal.entries();
      expect(all.map((entry) => entry.operation)).toEqual([
        'getMuseumHours',
        'listSpecialEvents',
        'getSpecialEvent',
        'listSpecialEvents',
      ]);
      expect(all.map((entry) => entry.sequence)).toEqual(
        [...all.map((entry) => entry.sequence)].sort((a, b) => a - b),
      );
      const lists = await context.control.journal.entries({ operation: 'listSpecialEvents' });
      expect(lists).toHaveLength(2);
      expect(lists[0]?.responseBody?.length).toBeGreaterThan(0);
      const bad = await context.control.journal.entries({ status: 400 });
      expect(bad.map((entry) => entry.problem?.status)).toEqual([400]);
      const newest = await context.control.journal.entries({ limit: 2 });
      expect(newest.map((entry) => entry.sequence)).toEqual(all.slice(-2).map((entry) => entry.sequence));
      await context.control.journal.clear();
      expect(await context.control.journal.entries()).toEqual([]);
    });

    it('exports the journal as a valid HAR 1.2 log', async () => {
      await createEvent();
      await call('/special-events/not-a-uuid');
      const har = await context.control.journal.har();
      expect(harValidator.errors(har)).toEqual([]);
      expect(har.log.entries.map((entry) => [entry.request.method, entry.response.status])).toEqual([
        ['POST', 201],
        ['GET', 400],
      ]);
    });

    it('sends publishNewEvent to a subscriber, lists the delivery, keeps the HAR valid with its attempt, and refuses a host off loopback', async () => {
      const receiver = await startReceiver();
      try {
        await context.control.webhooks.subscribe(receiver.url);
        expect(await context.control.webhooks.subscribers()).toEqual([receiver.url]);
        const { eventId } = await createEvent();
        await receiver.waitFor(1);
        let [delivery] = await context.control.webhooks.deliveries();
        // The attempt's result is kept a moment after the receiver has the request.
        for (let tries = 0; delivery?.state === 'pending' && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          [delivery] = await context.control.webhooks.deliveries();
        }
        expect(delivery).toMatchObject({ eventId, change: 'created', state: 'delivered', url: receiver.url });
        const har = await context.control.journal.har();
        expect(harValidator.errors(har)).toEqual([]);
        expect(har.log.entries.map((entry) => [entry.request.method, entry.response.status])).toEqual([
          ['POST', 201],
          ['POST', 202],
        ]);
        const refused = await refusal(context.control.webhooks.subscribe('http://hooks.example.com/in'));
        expect(isMuseumAdminError(refused) && refused.status).toBe(400);
        expect(failingFields(refused)).toEqual(['url']);
      } finally {
        await receiver.close();
      }
    });

    it('switches to a named scenario, and back to the seed on reset into the default', async () => {
      await context.control.useScenario('empty');
      expect(await (await call('/special-events')).json()).toEqual([]);
      await context.control.useScenario('default');
      expect(((await (await call('/special-events')).json()) as unknown[]).length).toBeGreaterThan(0);
    });

    it('refuses an unknown scenario, naming the known ones, and changes nothing', async () => {
      await createEvent();
      const before = await context.control.snapshot();
      const error = await refusal(context.control.useScenario('closd'));
      expect(String((error as Error).message ?? error)).toMatch(/closed/);
      expect(await context.control.snapshot()).toEqual(before);
    });

    it('moves "now" for the API: museum hours start at the new today', async () => {
      const moved = await context.control.clock.set('2027-03-02T08:00:00Z');
      expect(moved.toISOString()).toBe('2027-03-02T08:00:00.000Z');
      const days = (await (await call('/museum-hours')).json()) as Array<{ date: string }>;
      expect(days[0]?.date).toBe('2027-03-02');
    });

    it('advances "now" by days, so a date that was ahead is now past', async () => {
      const after = await context.control.clock.advance({ days: 10, ms: 1 });
      expect(after.toISOString()).toBe('2026-12-11T10:00:00.001Z');
      const purchase = { ticketType: 'general', ticketDate: '2026-12-09', email: 'ada@example.test' };
      expect((await call('/tickets', { method: 'POST', json: purchase })).status).toBe(400);
    });

    it('refuses an invalid instant or advance and leaves the clock where it was', async () => {
      await context.control.clock.set('2027-01-05T00:00:00Z');
      expect(failingFields(await refusal(context.control.clock.set('the day after tomorrow')))).not.toEqual(
        [],
      );
      expect(failingFields(await refusal(context.control.clock.advance({ days: 1.5 })))).not.toEqual([]);
      expect((await context.control.clock.now()).toISOString()).toBe('2027-01-05T00:00:00.000Z');
    });

    it('lists the scenarios it knows and names the one in force', async () => {
      const { current, known } = await context.control.scenarios();
      expect(current).toBe('default');
      expect(known.map((scenario) => scenario.name)).toEqual(
        expect.arrayContaining(['default', 'empty', 'busy', 'closed', 'flaky', 'slow']),
      );
      expect(known.find((scenario) => scenario.name === 'closed')?.description).toEqual(expect.any(String));
      await context.control.useScenario('closed');
      expect((await context.control.scenarios()).current).toBe('closed');
    });

    it('watches the journal: the backlog, then each new request once and in order, until stopped', async () => {
      expect((await call('/museum-hours')).status).toBe(200);
      const seen: string[] = [];
      const stop = context.control.journal.watch((entry) => seen.push(entry.operation), { backlog: 1 });
      await expect.poll(() => seen).toEqual(['getMuseumHours']);
      expect((await call('/special-events')).status).toBe(200);
      expect((await call('/museum-hours')).status).toBe(200);
      await expect.poll(() => seen).toEqual(['getMuseumHours', 'listSpecialEvents', 'getMuseumHours']);
      stop();
      expect((await call('/special-events')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toHaveLength(3);
    });
  });
}

/** `Authorization` for the API calls of the suite. */
export const apiAuthorization = basic();
