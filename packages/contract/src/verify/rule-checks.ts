import { addDays, parseTicketPayload, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';
import { scanTicketQr } from './scan-ticket-qr.ts';
import {
  type CheckContext,
  CheckStopped,
  changedFields,
  checkTable,
  ticketEmail as email,
  sameJson,
} from './verify-check.ts';
import { operationRequest, type VerifyExchange } from './verify-http.ts';

/** Pages of `GET /special-events` for a window, until an empty page or `maxPages`. */
async function listPages(
  t: CheckContext,
  window: { startDate: string; endDate: string },
  limit: number,
  maxPages: number,
): Promise<{ pages: SpecialEvent[][]; complete: boolean; first: VerifyExchange | undefined }> {
  const pages: SpecialEvent[][] = [];
  let first: VerifyExchange | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const answer = await t.send({
      ...operationRequest('listSpecialEvents'),
      query: { ...window, page: String(page), limit: String(limit) },
    });
    first ??= answer;
    t.requireSuccess(answer);
    if (!Array.isArray(answer.body)) throw new CheckStopped();
    const events = answer.body as SpecialEvent[];
    if (events.length === 0) return { pages, complete: true, first };
    pages.push(events);
  }
  return { pages, complete: false, first };
}

/** Whether event `eventId` is listed in the window (at most five pages of 30), with the first page. */
async function listedIn(t: CheckContext, eventId: string, startDate: string, endDate: string) {
  const { pages, first } = await listPages(t, { startDate, endDate }, 30, 5);
  return { listed: pages.flat().some((event) => event.eventId === eventId), first };
}

/** The run's event `deleted`, deleted here unless operation.deleteSpecialEvent did it. */
async function deletedEvent(t: CheckContext): Promise<SpecialEvent> {
  const event = await t.run.event(t, 'deleted', [t.run.day(50)]);
  if (t.run.created.has(event.eventId)) {
    const deleted = await t.send(operationRequest('deleteSpecialEvent', { eventId: event.eventId }));
    t.requireSuccess(deleted);
    t.run.created.delete(event.eventId);
  }
  return event;
}

/** The rules of special events, each over several requests. */
export const eventRuleChecks = checkTable('event-rule', {
  createdEventReadsBack: {
    level: 'domain',
    title: 'A created event reads back as it was created',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const read = await t.send(operationRequest('getSpecialEvent', { eventId: event.eventId }));
      t.requireSuccess(read);
      if (!sameJson(read.body, event)) {
        const fields = changedFields(event, read.body as object);
        t.fail(`reads back different from what the create answered: ${fields.join(', ')}`, read);
      }
    },
  },
  createdEventListed: {
    level: 'domain',
    title: 'A created event appears in a list whose date window covers it',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const { listed, first } = await listedIn(t, event.eventId, t.run.day(0), t.run.day(3));
      if (!listed) t.fail(`event ${event.eventId} (dates ${event.dates.join(', ')}) is not listed`, first);
    },
  },
  dateFilterInclusive: {
    level: 'domain',
    title:
      'The date filter is inclusive at both ends, leaves out events with no date in the window, and refuses a backwards window with 400',
    needs: 'write',
    async run(t) {
      const start = t.run.day(20);
      const end = t.run.day(30);
      const { eventId } = await t.run.event(t, 'date filter', [start, end]);
      const windows: Array<[string, string, boolean]> = [
        [start, start, true],
        [end, end, true],
        [addDays(start, -5), start, true],
        [end, addDays(end, 5), true],
        [addDays(start, -5), addDays(start, -1), false],
        [addDays(start, 1), addDays(end, -1), false],
        [addDays(end, 1), addDays(end, 5), false],
      ];
      for (const [startDate, endDate, expected] of windows) {
        const { listed, first } = await listedIn(t, eventId, startDate, endDate);
        if (listed !== expected) {
          t.fail(`an event dated ${start} and ${end} should ${expected ? '' : 'not '}be listed`, first);
        }
      }
      // A window that ends before it starts holds no day: a refusal, not an empty page.
      const backwards = { startDate: end, endDate: start };
      t.expectStatus(await t.send({ ...operationRequest('listSpecialEvents'), query: backwards }), 400);
    },
  },
  stablePaging: {
    level: 'domain',
    title: 'Paging is stable: pages in order, full but the last, no duplicate and no gap',
    needs: 'read',
    async run(t) {
      let window: { startDate: string; endDate: string };
      let limit: number;
      const own: string[] = [];
      if (t.http.options.readOnly) {
        window = { startDate: t.run.today, endDate: addDays(t.run.today, 30) };
        limit = 3;
      } else {
        // Three events of the run on one day, paged two at a time.
        const day = t.run.day(40);
        for (const label of ['paging 1', 'paging 2', 'paging 3']) {
          own.push((await t.run.event(t, label, [day])).eventId);
        }
        window = { startDate: day, endDate: day };
        limit = 2;
      }
      const whole = await listPages(t, window, 30, 10);
      const reference = whole.pages.flat();
      if (reference.length < 2)
        t.skip(`fewer than two events between ${window.startDate} and ${window.endDate}`);
      const paged = await listPages(t, window, limit, Math.ceil(reference.length / limit) + 1);
      const ids = paged.pages.flat().map((event) => event.eventId);
      const at = paged.first;
      const expected = reference.map((event) => event.eventId);
      const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
      if (duplicates.length > 0)
        t.fail(`listed twice across pages: ${[...new Set(duplicates)].join(', ')}`, at);
      const gaps = expected.filter((id) => !ids.includes(id));
      if (gaps.length > 0)
        t.fail(`missing from every page of ${limit} but listed at limit 30: ${gaps.join(', ')}`, at);
      if (duplicates.length === 0 && gaps.length === 0 && !sameJson(ids, expected)) {
        t.fail(`pages of ${limit} list the events in another order than one page of 30`, at);
      }
      const short = paged.pages.slice(0, -1).findIndex((page) => page.length !== limit);
      if (short !== -1)
        t.fail(
          `page ${short + 1} of ${paged.pages.length} has ${paged.pages[short]?.length} events, not ${limit}`,
          at,
        );
      if (!paged.complete) t.fail('the page after the last should be an empty array', at);
      const missing = own.filter((id) => !ids.includes(id));
      if (missing.length > 0)
        t.fail(`created events missing from their day's pages: ${missing.join(', ')}`, at);
    },
  },
  patchOnlySentFields: {
    level: 'domain',
    title: 'PATCH changes only the fields sent, and answers what a read then shows',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const id = { eventId: event.eventId };
      const before = await t.send(operationRequest('getSpecialEvent', id));
      t.requireSuccess(before);
      const answer = await t.send({ ...operationRequest('updateSpecialEvent', id), json: { price: 7.25 } });
      t.requireSuccess(answer);
      const changed = changedFields(before.body as object, answer.body as object);
      if (!sameJson(changed, ['price'])) {
        t.fail(`a PATCH of price changed ${changed.length === 0 ? 'nothing' : changed.join(', ')}`, answer);
      }
      const after = await t.send(operationRequest('getSpecialEvent', id));
      if (!sameJson(after.body, answer.body)) t.fail('a read after the PATCH differs from its answer', after);
    },
  },
  invalidPatchChangesNothing: {
    level: 'domain',
    title: 'A PATCH with one invalid field is 400 naming it and changes nothing (atomic)',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const id = { eventId: event.eventId };
      const before = await t.send(operationRequest('getSpecialEvent', id));
      t.requireSuccess(before);
      const answer = await t.send({
        ...operationRequest('updateSpecialEvent', id),
        json: { location: 'Changed by an invalid PATCH', price: -1 },
      });
      t.expectProblem(answer, 'invalidRequest', ['price']);
      const after = await t.send(operationRequest('getSpecialEvent', id));
      if (!sameJson(after.body, before.body)) {
        const fields = changedFields(before.body as object, after.body as object);
        t.fail(`the refused PATCH changed ${fields.join(', ')}`, after);
      }
    },
  },
  deleteThen404: {
    level: 'domain',
    title: 'A deleted event is 404 for GET and DELETE',
    needs: 'write',
    async run(t) {
      const event = await deletedEvent(t);
      t.expectProblem(
        await t.send(operationRequest('getSpecialEvent', { eventId: event.eventId })),
        'notFound',
      );
      t.expectProblem(
        await t.send(operationRequest('deleteSpecialEvent', { eventId: event.eventId })),
        'notFound',
      );
    },
  },
  deletedEventLeavesLists: {
    level: 'domain',
    title: 'A deleted event leaves every list whose date window covers it',
    needs: 'write',
    async run(t) {
      const event = await deletedEvent(t);
      const [day] = event.dates;
      if (day === undefined) return t.skip('the deleted event had no date to list it by');
      const { listed, first } = await listedIn(t, event.eventId, day, day);
      if (listed) t.fail(`deleted event ${event.eventId} is still listed on ${day}`, first);
    },
  },
});

/** A purchase of `json` is refused with 400 naming `ticketDate`. */
async function expectDateRefused(t: CheckContext, json: object): Promise<void> {
  t.expectProblem(await t.send({ ...operationRequest('buyMuseumTickets'), json }), 'invalidRequest', [
    'ticketDate',
  ]);
}

/** The rules of tickets: dates, uniqueness, the image. Each buys tickets. */
export const ticketRuleChecks = checkTable('ticket-rule', {
  ticketQrDecodes: {
    level: 'domain',
    title: "The ticket image is a PNG whose QR code scans to the ticket's id and confirmation code",
    needs: 'purchase',
    async run(t) {
      const tickets = t.run.tickets.slice(0, 2);
      if (tickets.length === 0) {
        t.fail('no ticket was bought to scan (see operation.buyMuseumTickets)');
        return;
      }
      for (const ticket of tickets) {
        const image = await t.send(operationRequest('getTicketCode', { ticketId: ticket.ticketId }));
        if (!t.expectSuccess(image)) continue;
        if (!(image.body instanceof Uint8Array)) {
          t.fail('the answer is not an image', image);
          continue;
        }
        let text: string | undefined;
        try {
          text = scanTicketQr(image.body);
        } catch (error) {
          t.fail(`not a readable PNG: ${(error as Error).message}`, image);
          continue;
        }
        if (text === undefined) {
          t.fail('no QR code found in the image', image);
          continue;
        }
        let payload: { ticketId: string; confirmationCode: string };
        try {
          payload = parseTicketPayload(text);
        } catch {
          t.fail(`the QR code reads ${JSON.stringify(text)}, not MUSEUM-TICKET:1:<ticket id>:<code>`, image);
          continue;
        }
        if (
          payload.ticketId !== ticket.ticketId.toLowerCase() ||
          payload.confirmationCode !== ticket.confirmationCode
        ) {
          t.fail(
            `the QR code names ticket ${payload.ticketId} with code ${payload.confirmationCode}; ` +
              `the purchase answered ${ticket.ticketId} with ${ticket.confirmationCode}`,
            image,
          );
        }
      }
    },
  },
  uniqueTicketIdsAndCodes: {
    level: 'domain',
    title: 'Ticket ids and confirmation codes are unique over a batch of purchases',
    needs: 'purchase',
    async run(t) {
      const ticketDate = await t.run.firstOpenDay(t);
      const batch: TicketConfirmation[] = [...t.run.tickets];
      let last: VerifyExchange | undefined;
      for (let index = 0; index < 5; index++) {
        const json = { ticketType: 'general', ticketDate, email };
        last = await t.send({ ...operationRequest('buyMuseumTickets'), json });
        if (t.expectSuccess(last)) batch.push(last.body as TicketConfirmation);
      }
      for (const field of ['ticketId', 'confirmationCode'] as const) {
        const values = batch.map((ticket) => ticket[field]);
        const reused = values.filter((value, index) => values.indexOf(value) !== index);
        if (reused.length > 0) {
          t.fail(`${field} reused over ${batch.length} purchases: ${[...new Set(reused)].join(', ')}`, last);
        }
      }
    },
  },
  eventTicketNeedsItsEvent: {
    level: 'domain',
    title: 'An event ticket without eventId is 400, and one for a deleted event is 404',
    needs: 'purchase',
    async run(t) {
      const event = await deletedEvent(t);
      const [ticketDate = t.run.day(50)] = event.dates;
      const without = { ticketType: 'event', ticketDate, email };
      t.expectStatus(await t.send({ ...operationRequest('buyMuseumTickets'), json: without }), 400);
      const forDeleted = { ...without, eventId: event.eventId };
      t.expectStatus(await t.send({ ...operationRequest('buyMuseumTickets'), json: forDeleted }), 404);
    },
  },
  eventTicketOnEventDates: {
    level: 'domain',
    title: "An event ticket on a day that is not one of the event's dates is 400 naming ticketDate",
    needs: 'purchase',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const json = { ticketType: 'event', eventId: event.eventId, ticketDate: t.run.day(1), email };
      await expectDateRefused(t, json);
    },
  },
  generalTicketOnOpenDays: {
    level: 'domain',
    title: 'A general ticket on a day the museum is closed is 400 naming ticketDate',
    needs: 'purchase',
    async run(t) {
      const days = await t.run.openDays(t);
      const open = new Set(days.map((day) => day.date));
      const last = days.at(-1)?.date;
      let closed: string | undefined;
      for (let date = addDays(t.run.today, 1); last !== undefined && date < last; date = addDays(date, 1)) {
        if (!open.has(date)) {
          closed = date;
          break;
        }
      }
      if (closed === undefined)
        return t.skip('GET /museum-hours shows no closed day in the next 30 open days');
      const json = { ticketType: 'general', ticketDate: closed, email };
      await expectDateRefused(t, json);
    },
  },
  noPastTickets: {
    level: 'domain',
    title: 'A ticket for a day before today is 400 naming ticketDate',
    needs: 'purchase',
    async run(t) {
      // Yesterday by the server's clock; without it, two days back, for time zones.
      const json = {
        ticketType: 'general',
        ticketDate: addDays(t.run.today, t.run.todayFromServer ? -1 : -2),
        email,
      };
      await expectDateRefused(t, json);
    },
  },
});
