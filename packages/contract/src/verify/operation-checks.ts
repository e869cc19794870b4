import { addDays, type MuseumDay, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';
import { type CheckContext, CheckStopped, checkTable, ticketEmail } from './verify-check.ts';
import { operationRequest } from './verify-http.ts';

// A uuid no server issued: version 4 layout, all digits fixed.
export const unknownId = '00000000-0000-4000-8000-00000000f00d';

/** Each operation's success answer: status, media type, body schema, promised headers. */
export const operationChecks = checkTable('operation', {
  getMuseumHours: {
    level: 'spec',
    title: 'GET /museum-hours answers 200 with open days from startDate, in order, at most limit',
    needs: 'read',
    async run(t) {
      const startDate = addDays(t.run.today, 1);
      const answer = await t.send({
        ...operationRequest('getMuseumHours'),
        query: { startDate, limit: '5' },
      });
      // What the days are (within the window, in order, at most limit) is the domain level's.
      if (!t.expectSuccess(answer) || !Array.isArray(answer.body) || !t.atDomainLevel) return;
      const dates = (answer.body as MuseumDay[]).map((day) => day.date);
      if (dates.length > 5) t.fail(`limit=5 answered ${dates.length} days`, answer);
      if (dates.some((date) => date < startDate)) t.fail(`a day before startDate ${startDate}`, answer);
      if (dates.some((date, index) => index > 0 && date <= (dates[index - 1] as string))) {
        t.fail(`days out of order or repeated: ${dates.join(', ')}`, answer);
      }
    },
  },
  listSpecialEvents: {
    level: 'spec',
    title:
      'GET /special-events answers 200 with at most 10 events (the default limit), of the default window (today to today + 7)',
    needs: 'read',
    async run(t) {
      const answer = await t.send(operationRequest('listSpecialEvents'));
      if (!t.expectSuccess(answer) || !Array.isArray(answer.body)) return;
      const events = answer.body as SpecialEvent[];
      // The descriptions declare `limit` with `default: 10`: a page asked for without one holds at most 10.
      if (events.length > 10) t.fail(`the default limit is 10, got ${events.length} events`, answer);
      // Which events fall in the default window is the domain level's.
      if (!t.atDomainLevel) return;
      // Without the server's own "today", a day of slack each side for time zones.
      const slack = t.run.todayFromServer ? 0 : 1;
      const from = addDays(t.run.today, -slack);
      const to = addDays(t.run.today, 7 + slack);
      for (const event of events) {
        if (Array.isArray(event.dates) && !event.dates.some((date) => date >= from && date <= to)) {
          t.fail(
            `event ${event.eventId} has no date in the default window: ${event.dates.join(', ')}`,
            answer,
          );
        }
      }
    },
  },
  head: {
    level: 'house',
    title: 'HEAD answers wherever GET does, with the same status and Content-Type',
    needs: 'read',
    async run(t) {
      const requests = [
        { ...operationRequest('getMuseumHours'), query: { limit: '1' } },
        { ...operationRequest('listSpecialEvents'), query: { limit: '1' } },
        operationRequest('getSpecialEvent', { eventId: unknownId }),
      ];
      for (const request of requests) {
        const get = await t.send(request);
        const head = await t.send({ ...request, method: 'HEAD' });
        if (head.status !== get.status)
          t.fail(`HEAD answered ${head.status} where GET answered ${get.status}`, head);
        const [headType, getType] = [head.headers.get('content-type'), get.headers.get('content-type')];
        if (headType !== getType) t.fail(`Content-Type ${headType} where GET answered ${getType}`, head);
      }
    },
  },
  getSpecialEvent: {
    level: 'spec',
    title: 'GET /special-events/{eventId} answers 200 with that event',
    needs: 'read',
    async run(t) {
      let eventId: string | undefined;
      if (t.http.options.readOnly) {
        const listed = await t.send({
          ...operationRequest('listSpecialEvents'),
          query: { startDate: t.run.today, endDate: addDays(t.run.today, 60), limit: '1' },
        });
        eventId = Array.isArray(listed.body)
          ? (listed.body[0] as SpecialEvent | undefined)?.eventId
          : undefined;
        if (eventId === undefined) return t.skip('no event to read in the next 60 days');
      } else {
        eventId = (await t.run.mainEvent(t)).eventId;
      }
      const answer = await t.send(operationRequest('getSpecialEvent', { eventId }));
      t.expectSuccess(answer);
    },
  },
  createSpecialEvent: {
    level: 'spec',
    title: 'POST /special-events answers 201 with the event, dates sorted, and a Location naming it',
    needs: 'write',
    async run(t) {
      const { exchange, event } = await t.run.createEvent(t, 'main', [t.run.day(3), t.run.day(0)]);
      t.report(exchange);
      t.expectSuccess(exchange);
      // That the answer is the event sent (a write reads back) is the domain level's.
      if (event === undefined || !t.atDomainLevel) return;
      const sent = t.run.newEvent('main', [t.run.day(0), t.run.day(3)]);
      const { eventId: _id, ...answered } = event;
      for (const [field, value] of Object.entries(sent)) {
        const got = (answered as Record<string, unknown>)[field];
        if (JSON.stringify(got) !== JSON.stringify(value)) {
          t.fail(`${field} sent ${JSON.stringify(value)}, answered ${JSON.stringify(got)}`, exchange);
        }
      }
    },
  },
  updateSpecialEvent: {
    level: 'spec',
    title: 'PATCH /special-events/{eventId} answers 200 with the whole event after the change',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const location = 'Contract check room B';
      const answer = await t.send({
        ...operationRequest('updateSpecialEvent', { eventId: event.eventId }),
        json: { location },
      });
      if (!t.expectSuccess(answer) || !t.atDomainLevel) return;
      const body = answer.body as Partial<SpecialEvent>;
      if (body.location !== location)
        t.fail(`location should be "${location}", is "${body.location}"`, answer);
    },
  },
  deleteSpecialEvent: {
    level: 'spec',
    title: 'DELETE /special-events/{eventId} answers 204 with no body',
    needs: 'write',
    async run(t) {
      const event = await t.run.event(t, 'deleted', [t.run.day(50)]);
      const answer = await t.send(operationRequest('deleteSpecialEvent', { eventId: event.eventId }));
      if (t.expectSuccess(answer)) t.run.created.delete(event.eventId);
    },
  },
  buyMuseumTickets: {
    level: 'spec',
    title: 'POST /tickets answers 201 with a confirmation, for a general and an event ticket',
    needs: 'purchase',
    async run(t) {
      const [open] = await t.run.openDays(t);
      if (open === undefined) {
        t.fail('GET /museum-hours names no open day in the next 30 days to buy a general ticket for');
        throw new CheckStopped();
      }
      const event = await t.run.mainEvent(t);
      const purchases = [
        { ticketType: 'general', ticketDate: open.date, email: ticketEmail },
        { ticketType: 'event', eventId: event.eventId, ticketDate: t.run.day(3), email: ticketEmail },
      ];
      for (const json of purchases) {
        const answer = await t.send({ ...operationRequest('buyMuseumTickets'), json });
        if (!t.expectSuccess(answer)) continue;
        const body = answer.body as Record<string, unknown>;
        t.run.tickets.push(body as unknown as TicketConfirmation);
        if (!t.atDomainLevel) continue;
        for (const field of ['ticketType', 'ticketDate'] as const) {
          if (body[field] !== json[field]) {
            t.fail(`${field} sent ${json[field]}, answered ${JSON.stringify(body[field])}`, answer);
          }
        }
        // 1.2's confirmation names the event by id; 1.1's by name.
        if (t.http.options.apiVersion === '1.2') {
          if (json.ticketType === 'event' && body.eventId !== event.eventId) {
            t.fail(`eventId should be "${event.eventId}", is ${JSON.stringify(body.eventId)}`, answer);
          }
        } else if (json.ticketType === 'event' && body.eventName !== event.name) {
          t.fail(`eventName should be "${event.name}", is ${JSON.stringify(body.eventName)}`, answer);
        }
      }
    },
  },
  getTicketCode: {
    level: 'spec',
    title: 'GET /tickets/{ticketId}/qr answers 200 with a PNG, the same bytes each time',
    needs: 'purchase',
    async run(t) {
      const ticket = t.run.tickets[0];
      if (ticket === undefined) {
        t.fail('no ticket was bought to read the image of (see operation.buyMuseumTickets)');
        return;
      }
      const first = await t.send(operationRequest('getTicketCode', { ticketId: ticket.ticketId }));
      if (!t.expectSuccess(first)) return;
      const again = await t.send(operationRequest('getTicketCode', { ticketId: ticket.ticketId }));
      const same =
        first.body instanceof Uint8Array &&
        again.body instanceof Uint8Array &&
        Buffer.from(first.body).equals(again.body);
      if (!same) t.fail('the same ticket gave different image bytes', again);
    },
  },
});

/** Refusals: problem details with the right status, the failing fields named, the promised headers. */
export const errorChecks = checkTable('error', {
  declaredRefusals: {
    level: 'spec',
    title:
      'A request the description does not allow, where refused, gets a declared status as problem details',
    needs: 'read',
    async run(t) {
      // Each breaks a parameter the description declares (format uuid, integer, maximum 30).
      // The description does not say a server must refuse them, only how a refusal looks: the
      // per-exchange checks hold each 4xx to the operation's declared statuses and media type.
      const requests = [
        operationRequest('getSpecialEvent', { eventId: 'not-a-uuid' }),
        operationRequest('getTicketCode', { ticketId: 'not-a-uuid' }),
        { ...operationRequest('listSpecialEvents'), query: { limit: '31' } },
        { ...operationRequest('getMuseumHours'), query: { page: 'first' } },
      ];
      let refused = 0;
      for (const request of requests) {
        const answer = await t.send(request);
        if (answer.status >= 400 && answer.status < 500) refused++;
        else if (answer.status >= 500)
          t.fail(`a request with a bad parameter answered ${answer.status}`, answer);
      }
      if (refused === 0 && t.failures.length === 0) {
        t.skip('the server refused none of the requests the description does not allow');
      }
    },
  },
  notFoundEvent: {
    level: 'domain',
    title: 'An unknown event id is 404 problem details (GET, PATCH, DELETE)',
    needs: 'read',
    async run(t) {
      t.expectProblem(await t.send(operationRequest('getSpecialEvent', { eventId: unknownId })), 'notFound');
      if (t.http.options.readOnly) return;
      const id = { eventId: unknownId };
      t.expectProblem(
        await t.send({ ...operationRequest('updateSpecialEvent', id), json: { price: 1 } }),
        'notFound',
      );
      t.expectProblem(await t.send(operationRequest('deleteSpecialEvent', id)), 'notFound');
    },
  },
  notFoundTicket: {
    level: 'domain',
    title: 'The image of an unknown ticket is 404 problem details',
    needs: 'read',
    async run(t) {
      t.expectProblem(await t.send(operationRequest('getTicketCode', { ticketId: unknownId })), 'notFound');
    },
  },
  invalidPathId: {
    level: 'house',
    title: 'A path id that is not a UUID is 400 naming path.eventId or path.ticketId, not 404',
    needs: 'read',
    async run(t) {
      t.expectProblem(
        await t.send(operationRequest('getSpecialEvent', { eventId: 'not-a-uuid' })),
        'invalidRequest',
        ['path.eventId'],
      );
      t.expectProblem(
        await t.send(operationRequest('getTicketCode', { ticketId: 'not-a-uuid' })),
        'invalidRequest',
        ['path.ticketId'],
      );
    },
  },
  invalidQuery: {
    level: 'house',
    title: 'A bad query is 400 naming it: limit 0 or 31, a fraction, startDate after endDate',
    needs: 'read',
    async run(t) {
      for (const query of [{ limit: '0' }, { limit: '31' }, { page: '1.5' }]) {
        const answer = await t.send({ ...operationRequest('listSpecialEvents'), query });
        t.expectProblem(answer, 'invalidRequest', [`query.${Object.keys(query)[0]}`]);
      }
      const backwards = { startDate: addDays(t.run.today, 10), endDate: t.run.today };
      t.expectProblem(
        await t.send({ ...operationRequest('listSpecialEvents'), query: backwards }),
        'invalidRequest',
      );
    },
  },
  methodNotAllowed: {
    level: 'house',
    title: 'A known path with another method is 405 with an Allow header',
    needs: 'read',
    async run(t) {
      // An unknown ticket's image: even a server that wrongly took PUT there has nothing to change.
      const answer = await t.send({
        ...operationRequest('getTicketCode', { ticketId: unknownId }),
        method: 'PUT',
        json: {},
      });
      if (!t.expectProblem(answer, 'methodNotAllowed')) return;
      const allow = (answer.headers.get('allow') ?? '')
        .split(',')
        .map((method) => method.trim().toUpperCase());
      if (!allow.includes('GET'))
        t.fail(`Allow should list GET, is "${answer.headers.get('allow')}"`, answer);
    },
  },
  unsupportedMediaType: {
    level: 'house',
    title: 'A body that is not application/json is 415 and changes nothing',
    needs: 'write',
    async run(t) {
      const event = await t.run.mainEvent(t);
      const id = { eventId: event.eventId };
      const before = await t.send(operationRequest('getSpecialEvent', id));
      t.requireSuccess(before);
      const answer = await t.send({
        ...operationRequest('updateSpecialEvent', id),
        text: 'price=99',
        contentType: 'text/plain',
      });
      t.expectProblem(answer, 'unsupportedMediaType');
      const after = await t.send(operationRequest('getSpecialEvent', id));
      if (JSON.stringify(after.body) !== JSON.stringify(before.body)) {
        t.fail('the event changed after a refused PATCH', after);
      }
    },
  },
  invalidEventBody: {
    level: 'house',
    title: 'An event body that breaks the schema is 400 naming each missing and unknown field',
    needs: 'write',
    async run(t) {
      const json = { name: `${t.run.namePrefix} invalid`, location: 'Nowhere', colour: 'red' };
      const answer = await t.send({ ...operationRequest('createSpecialEvent'), json });
      if (t.run.track(answer) !== undefined)
        t.fail('the server created an event from an invalid body', answer);
      t.expectProblem(answer, 'invalidRequest', ['eventDescription', 'dates', 'price', 'colour']);
    },
  },
  unknownEventTicket: {
    level: 'domain',
    title: 'A ticket for an unknown event is 404 problem details',
    needs: 'purchase',
    async run(t) {
      const json = { ticketType: 'event', eventId: unknownId, ticketDate: t.run.day(0), email: ticketEmail };
      t.expectProblem(await t.send({ ...operationRequest('buyMuseumTickets'), json }), 'notFound');
    },
  },
});

/** Requests without good credentials are refused with a Basic challenge. */
export const authChecks = checkTable('auth', {
  missingCredentials: {
    level: 'spec',
    title: 'A request without credentials is 401 (the security requirement, HTTP Basic)',
    needs: 'read',
    async run(t: CheckContext) {
      // Every operation requires HTTP Basic, whose refusal of a request without credentials is
      // 401. The challenge header is HTTP's, not the description's (it declares no header): the
      // house document requires it. The DELETE is of an id no server issued: nothing to delete
      // even for a server that lets it through.
      const requests = [
        operationRequest('listSpecialEvents'),
        operationRequest('getMuseumHours'),
        operationRequest('getSpecialEvent', { eventId: unknownId }),
        ...(t.http.options.readOnly ? [] : [operationRequest('deleteSpecialEvent', { eventId: unknownId })]),
      ];
      for (const request of requests) {
        t.expectStatus(await t.send({ ...request, auth: false, note: 'no Authorization' }), 401);
      }
    },
  },
  malformedCredentials: {
    level: 'house',
    title: 'Credentials that are not well-formed HTTP Basic are 401',
    needs: 'read',
    async run(t: CheckContext) {
      for (const auth of ['Bearer abc.def', 'Basic !!!!', `Basic ${btoa('no-colon')}`]) {
        const note = `Authorization: ${auth}`;
        t.expectProblem(await t.send({ ...operationRequest('getMuseumHours'), auth, note }), 'unauthorized');
      }
    },
  },
  writeWithoutCredentials: {
    level: 'domain',
    title: 'A create without credentials is 401 and creates nothing',
    needs: 'write',
    async run(t: CheckContext) {
      const json = t.run.newEvent('unauthenticated', [t.run.day(60)]);
      const answer = await t.send({
        ...operationRequest('createSpecialEvent'),
        json,
        auth: false,
        note: 'no Authorization',
      });
      if (t.run.track(answer) !== undefined)
        t.fail('the server created an event without credentials', answer);
      t.expectProblem(answer, 'unauthorized');
    },
  },
});
