import {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  requestIdHeader,
  type TicketConfirmation,
} from '@museum-api/core';
import { type CheckContext, checkTable, ticketEmail as email, sameJson } from './verify-check.ts';
import { operationRequest, type VerifyExchange, type VerifyRequest } from './verify-http.ts';

/**
 * Sends `request` twice under one new `Idempotency-Key`; the repeat must replay the first answer,
 * marked `Idempotent-Replayed: true`. `made` keeps what an answer created (for the cleanup).
 */
async function expectReplay(
  t: CheckContext,
  request: VerifyRequest,
  key: string,
  made: (exchange: VerifyExchange) => boolean,
): Promise<void> {
  const keyed = { ...request, headers: { [idempotencyKeyHeader]: key } };
  const first = await t.send(keyed, { report: false });
  if (!made(first)) {
    t.fail(`could not create what this check repeats (answered ${first.status})`, first);
    return;
  }
  const repeat = await t.send({ ...keyed, note: 'the same Idempotency-Key again' }, { report: false });
  made(repeat);
  if (repeat.status !== first.status || !sameJson(repeat.body, first.body)) {
    t.fail(
      `a repeat under the same ${idempotencyKeyHeader} was answered ${repeat.status} with another body, not the first answer replayed: a client's retry would act twice`,
      repeat,
    );
  } else if (repeat.headers.get(idempotentReplayedHeader) !== 'true') {
    t.fail(`the replayed answer lacks ${idempotentReplayedHeader}: true`, repeat);
  }
  if (first.headers.has(idempotentReplayedHeader)) {
    t.fail(`the first answer to a key carries ${idempotentReplayedHeader}`, first);
  }
}

/** What the client's retries and its errors' request ids rely on: keys replayed or refused, ids echoed. */
export const retryChecks = checkTable('retry-safety', {
  requestId: {
    level: 'house',
    title: 'X-Request-Id, where the server sends one, echoes a well-formed one the request sent',
    needs: 'read',
    async run(t) {
      const own = await t.send({ ...operationRequest('getMuseumHours'), query: { limit: '1' } });
      // Optional in the contract (the OpenAPI document says so); a server that sends one must
      // let a caller correlate, which is what the client's errors quote.
      if (!own.headers.get(requestIdHeader))
        return t.skip(`the server sends no ${requestIdHeader} (optional)`);
      const sent = `museum-verify-${t.run.runId}`;
      const echoed = await t.send({
        ...operationRequest('getMuseumHours'),
        query: { limit: '1' },
        headers: { [requestIdHeader]: sent },
        note: `${requestIdHeader} sent`,
      });
      const got = echoed.headers.get(requestIdHeader);
      if (got !== sent) t.fail(`${requestIdHeader} ${sent} sent, ${got ?? 'none'} answered`, echoed);
    },
  },
  createReplayed: {
    level: 'house',
    title: 'A create repeated under its Idempotency-Key is replayed, creating one event',
    needs: 'write',
    async run(t) {
      const json = t.run.newEvent('replayed', [t.run.day(6)]);
      await expectReplay(
        t,
        { ...operationRequest('createSpecialEvent'), json },
        `${t.run.runId}-create`,
        (exchange) => t.run.track(exchange) !== undefined,
      );
    },
  },
  keyMisuseRefused: {
    level: 'house',
    title: 'An Idempotency-Key reused for another body is 422, a malformed one 400; neither creates',
    needs: 'write',
    async run(t) {
      const key = `${t.run.runId}-reuse`;
      const request = (label: string, header: string): VerifyRequest => ({
        ...operationRequest('createSpecialEvent'),
        json: t.run.newEvent(label, [t.run.day(7)]),
        headers: { [idempotencyKeyHeader]: header },
        note: label,
      });
      const first = await t.send(request('first use of a key', key), { report: false });
      if (t.run.track(first) === undefined) {
        t.fail(`could not create the event whose key this check reuses (answered ${first.status})`, first);
        return;
      }
      const reused = await t.send(request('the key reused for another body', key));
      if (t.run.track(reused) !== undefined) t.fail('the reused key created a second event', reused);
      else t.expectProblem(reused, 'idempotencyKeyReused');
      const malformed = await t.send(request('a malformed key', 'two, values'));
      if (t.run.track(malformed) !== undefined) t.fail('a malformed key created an event', malformed);
      else t.expectProblem(malformed, 'invalidRequest', [`header.${idempotencyKeyHeader}`]);
    },
  },
  purchaseReplayed: {
    level: 'house',
    title: 'A purchase repeated under its Idempotency-Key is replayed, selling one ticket',
    needs: 'purchase',
    async run(t) {
      const ticketDate = await t.run.firstOpenDay(t);
      const json = { ticketType: 'general', ticketDate, email };
      const { tickets } = t.run;
      const request = { ...operationRequest('buyMuseumTickets'), json };
      await expectReplay(t, request, `${t.run.runId}-purchase`, (exchange) => {
        const ticket = exchange.body as Partial<TicketConfirmation> | undefined;
        if (exchange.status < 200 || exchange.status > 299 || typeof ticket?.ticketId !== 'string')
          return false;
        // Kept for the batch whose ids and codes must be unique; a replay is the same ticket.
        if (!tickets.some((known) => known.ticketId === ticket.ticketId))
          tickets.push(ticket as TicketConfirmation);
        return true;
      });
    },
  },
});
