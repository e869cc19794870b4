// Each check of the verifier on its own, against the in-process mock: it passes untouched, and
// fails on a crafted exchange that breaks the rule it names (whole-server runs are in test/).
import { describe, expect, it } from 'vitest';
import { operationChecks } from '../../../packages/contract/src/verify/operation-checks.ts';
import { verifyChecks } from '../../../packages/contract/src/verify/verify-api.ts';
import { on, runCheck, type Tamper, withHeaders, withJson, withStatus } from './run-check.ts';

// The checks that read a ticket image need one bought first, as in a whole run.
const needsTicket = new Set(['operation.getTicketCode', 'rule.ticket-qr-decodes']);
const before = (id: string) => (needsTicket.has(id) ? [operationChecks.buyMuseumTickets] : []);

/** Every refusal (4xx) answered with 418 instead: a check that expects a refusal must fail. */
const refusalsAs418: Tamper = (_request, response) =>
  response.status >= 400 && response.status < 500 ? withStatus(response, 418) : undefined;

const eventPath = /^\/v1\.1\/special-events\/[^/]+$/;
const listPath = /^\/v1\.1\/special-events$/;

/** A server that deletes an event but keeps listing it, as it was, in every list after. */
function keepsListingDeleted(): Tamper {
  const deleted: unknown[] = [];
  const events = new Map<string, unknown>();
  return async (request, response) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && eventPath.test(path) && response.status === 200) {
      const event = (await response.clone().json()) as { eventId: string };
      events.set(event.eventId, event);
    }
    if (request.method === 'DELETE' && response.status === 204) {
      deleted.push(events.get(path.split('/').at(-1) as string) ?? { eventId: path.split('/').at(-1) });
    }
    if (request.method === 'GET' && listPath.test(path) && deleted.length > 0) {
      return withJson(response, (listed: unknown[]) => [...listed, ...deleted]);
    }
    return undefined;
  };
}

/** One crafted deviation per check, and what its failure must say. */
const deviations: Record<string, { tamper: Tamper; failure: RegExp }> = {
  'operation.getMuseumHours': {
    tamper: on('GET', /\/museum-hours$/, (_, response) =>
      withJson(response, (days: unknown[]) => days.reverse()),
    ),
    failure: /out of order/,
  },
  'operation.listSpecialEvents': {
    tamper: on('GET', listPath, (request, response) =>
      new URL(request.url).search === ''
        ? withJson(response, (events: { dates: string[] }[]) =>
            events.map((event) => ({ ...event, dates: ['2031-01-01'] })),
          )
        : response,
    ),
    failure: /no date in the default window/,
  },
  'operation.head': {
    tamper: (request, response) => (request.method === 'HEAD' ? withStatus(response, 204) : undefined),
    failure: /204/,
  },
  'operation.getSpecialEvent': {
    tamper: on('GET', eventPath, (_, response) =>
      response.status === 200
        ? withJson(response, (event) => ({ ...event, eventId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10' }))
        : response,
    ),
    failure: /asked for event .*, answered event 3b0f8f3e/,
  },
  'operation.createSpecialEvent': {
    tamper: on('POST', listPath, (_, response) =>
      withHeaders(response, (headers) => headers.delete('Location')),
    ),
    failure: /Location/,
  },
  'operation.updateSpecialEvent': {
    tamper: on('PATCH', eventPath, (_, response) =>
      response.status === 200 ? withJson(response, (event) => ({ ...event, location: 'Moved' })) : response,
    ),
    failure: /location should be "Contract check room B", is "Moved"/,
  },
  'operation.deleteSpecialEvent': {
    tamper: on('DELETE', eventPath, (_, response) => withStatus(response, 202)),
    failure: /202/,
  },
  'operation.buyMuseumTickets': {
    tamper: on('POST', /\/tickets$/, (_, response) => withStatus(response, 200)),
    failure: /200/,
  },
  'operation.getTicketCode': {
    tamper: on('GET', /\/qr$/, (_, response) =>
      withHeaders(response, (headers) => headers.set('Content-Type', 'image/gif')),
    ),
    failure: /image\/gif/,
  },
  'error.not-found-event': { tamper: refusalsAs418, failure: /expected 404, got 418/ },
  'error.not-found-ticket': { tamper: refusalsAs418, failure: /expected 404, got 418/ },
  'error.invalid-path-id': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'error.invalid-query': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'error.method-not-allowed': { tamper: refusalsAs418, failure: /expected 405, got 418/ },
  'error.unsupported-media-type': { tamper: refusalsAs418, failure: /expected 415, got 418/ },
  'error.invalid-event-body': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'error.unknown-event-ticket': { tamper: refusalsAs418, failure: /expected 404, got 418/ },
  'auth.missing-credentials': { tamper: refusalsAs418, failure: /expected 401, got 418/ },
  'error.declared-refusals': {
    tamper: (_, response) =>
      response.status >= 400
        ? new Response('Bad request', { status: 500, headers: response.headers })
        : undefined,
    failure: /a request with a bad parameter answered 500/,
  },
  'auth.malformed-credentials': { tamper: refusalsAs418, failure: /expected 401, got 418/ },
  'auth.write-without-credentials': { tamper: refusalsAs418, failure: /expected 401, got 418/ },
  'retry.request-id': {
    tamper: (_request, response) =>
      withHeaders(response, (headers) => headers.set('X-Request-Id', 'server-own')),
    failure: /X-Request-Id/,
  },
  'retry.create-replayed': {
    tamper: (_request, response) => withHeaders(response, (headers) => headers.delete('Idempotent-Replayed')),
    failure: /Idempotent-Replayed/,
  },
  'retry.key-misuse-refused': { tamper: refusalsAs418, failure: /418/ },
  'retry.purchase-replayed': {
    tamper: (_request, response) => withHeaders(response, (headers) => headers.delete('Idempotent-Replayed')),
    failure: /Idempotent-Replayed/,
  },
  'rule.created-event-reads-back': {
    tamper: on('GET', eventPath, (_, response) =>
      response.status === 200
        ? withJson(response, (event) => ({ ...event, location: 'Elsewhere' }))
        : response,
    ),
    failure: /location/,
  },
  'rule.created-event-listed': {
    tamper: on('GET', listPath, (request, response) =>
      new URL(request.url).searchParams.has('startDate') ? withJson(response, () => []) : response,
    ),
    failure: /listed|missing|not/,
  },
  'rule.date-filter-inclusive': {
    tamper: on('GET', listPath, (request, response) =>
      new URL(request.url).searchParams.has('startDate') ? withJson(response, () => []) : response,
    ),
    failure: /should be listed/,
  },
  'rule.stable-paging': {
    tamper: on('GET', listPath, (request, response) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? withJson(response, (events: unknown[]) => [...events, ...events])
        : response,
    ),
    failure: /.+/,
  },
  'rule.patch-only-sent-fields': {
    tamper: on('PATCH', eventPath, (_, response) =>
      response.status === 200 ? withJson(response, (event) => ({ ...event, location: 'Moved' })) : response,
    ),
    failure: /location/,
  },
  'rule.invalid-patch-changes-nothing': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'rule.delete-then-404': { tamper: refusalsAs418, failure: /expected 404, got 418/ },
  'rule.event-ticket-needs-its-event': {
    tamper: refusalsAs418,
    failure: /expected 400, got 418[\s\S]*expected 404, got 418/,
  },
  'rule.deleted-event-leaves-lists': { tamper: keepsListingDeleted(), failure: /is still listed on/ },
  'rule.ticket-qr-decodes': {
    tamper: on('GET', /\/qr$/, async (_, response) => {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return new Response(bytes.slice(0, 40), { status: 200, headers: response.headers });
    }),
    failure: /not a readable PNG|no QR code/,
  },
  'rule.unique-ticket-ids-and-codes': {
    tamper: on('POST', /\/tickets$/, (_, response) =>
      response.status === 201
        ? withJson(response, (ticket) => ({ ...ticket, confirmationCode: 'MUS-SAME-CODE' }))
        : response,
    ),
    failure: /confirmationCode reused/,
  },
  'rule.event-ticket-on-event-dates': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'rule.general-ticket-on-open-days': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
  'rule.no-past-tickets': { tamper: refusalsAs418, failure: /expected 400, got 418/ },
};

describe('each verifier check', { timeout: 20_000 }, () => {
  it('has a crafted deviation here', () => {
    expect(Object.keys(deviations).sort()).toEqual(verifyChecks.map((check) => check.id).sort());
  });

  it.each(verifyChecks.map((check) => [check.id, check] as const))(
    '%s passes against the mock',
    async (_, check) => {
      expect(await runCheck(check, undefined, before(check.id))).toEqual({
        failures: [],
        skipped: undefined,
      });
    },
  );

  it.each(verifyChecks.map((check) => [check.id, check] as const))(
    '%s fails on its crafted exchange',
    async (id, check) => {
      const deviation = deviations[id];
      if (deviation === undefined) throw new Error(`no deviation for ${id}`);
      const outcome = await runCheck(check, deviation.tamper, before(id));
      expect(outcome.skipped).toBeUndefined();
      expect(outcome.failures.join('\n')).toMatch(deviation.failure);
    },
  );
});
