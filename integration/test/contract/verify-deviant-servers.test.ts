// `verifyMuseumApi` against servers that break one rule each: every deviation is caught by the
// check that names its rule, the run ends in bounded time, and the run's events are gone after.

import { type VerifyResult, verifyMuseumApi } from '@museum-api/contract';
import { encode } from 'fast-png';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Deviation,
  encodeJson,
  isOperation,
  json,
  startBrokenJsonServer,
  startDeviantServer,
  startDroppingServer,
  startEndlessServer,
  startHangingServer,
  startHtmlServer,
  type TestServer,
} from './deviant-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const failedIds = (result: VerifyResult) =>
  result.checks.filter((check) => check.status === 'failed').map((check) => check.id);
const failuresOf = (result: VerifyResult, id: string) =>
  result.checks.find((check) => check.id === id)?.failures.map((failure) => failure.message) ?? [];

/** Runs a full verification with purchases against `deviation`, and checks the cleanup. */
async function verifyDeviant(deviation: Deviation): Promise<VerifyResult> {
  server = await startDeviantServer(deviation);
  const result = await verifyMuseumApi(server.url, {
    level: 'house',
    allowPurchases: true,
    timeout: 2000,
    maxDuration: 20_000,
  });
  const left = server.upstream?.mock.store
    .allEvents()
    .filter((event) => event.name.startsWith('museum-verify'));
  expect(left, 'events the run left behind').toEqual([]);
  expect(result.ok).toBe(false);
  return result;
}

// A full run takes about a second here; the bounds leave room for a loaded machine.
describe('verify catches a server that breaks one rule', { timeout: 20_000 }, () => {
  it('reuses confirmation codes: rule.unique-ticket-ids-and-codes', async () => {
    const result = await verifyDeviant({
      response(request, response) {
        if (!isOperation(request, 'POST', '/tickets') || response.status !== 201) return response;
        return {
          ...response,
          body: encodeJson({ ...(json(response.body) as object), confirmationCode: 'MUS-SAME-CODE' }),
        };
      },
    });
    expect(failedIds(result)).toContain('rule.unique-ticket-ids-and-codes');
    expect(failuresOf(result, 'rule.unique-ticket-ids-and-codes').join('\n')).toMatch(
      /confirmationCode reused over 7 purchases: MUS-SAME-CODE/,
    );
  });

  it('serves a ticket image whose QR code does not scan: rule.ticket-qr-decodes', async () => {
    const blank = encode({
      width: 64,
      height: 64,
      channels: 1,
      depth: 8,
      data: new Uint8Array(64 * 64).fill(255),
    });
    const result = await verifyDeviant({
      response(request, response) {
        if (!isOperation(request, 'GET', '/tickets/:id/qr') || response.status !== 200) return response;
        return { ...response, body: blank };
      },
    });
    expect(failedIds(result)).toEqual(['rule.ticket-qr-decodes']);
    expect(failuresOf(result, 'rule.ticket-qr-decodes')).toContain('no QR code found in the image');
  });

  it('answers 200 instead of 201 on create: operation.createSpecialEvent', async () => {
    const result = await verifyDeviant({
      response(request, response) {
        return isOperation(request, 'POST', '/special-events') && response.status === 201
          ? { ...response, status: 200 }
          : response;
      },
    });
    expect(failedIds(result)).toEqual(['operation.createSpecialEvent']);
    expect(failuresOf(result, 'operation.createSpecialEvent')).toContain('expected 201, got 200');
  });

  it('ignores the date filter: rule.date-filter-inclusive', async () => {
    const result = await verifyDeviant({
      request(request) {
        if (!isOperation(request, 'GET', '/special-events')) return request;
        const url = new URL(request.url);
        url.searchParams.delete('startDate');
        url.searchParams.delete('endDate');
        return { ...request, url };
      },
    });
    expect(failedIds(result)).toContain('rule.date-filter-inclusive');
    expect(failuresOf(result, 'rule.date-filter-inclusive')[0]).toMatch(
      /^an event dated \S+ and \S+ should be listed$/,
    );
  });

  it('half-applies a PATCH with an invalid field: rule.invalid-patch-changes-nothing', async () => {
    const result = await verifyDeviant({
      async request(request, upstream) {
        if (!isOperation(request, 'PATCH', '/special-events/:id')) return request;
        if (request.headers.get('content-type') !== 'application/json' || request.body === undefined)
          return request;
        const { price, ...rest } = json(request.body) as { price?: number };
        // The broken server writes the valid fields before it validates the rest.
        if (typeof price === 'number' && price < 0 && Object.keys(rest).length > 0) {
          await upstream({ ...request, body: encodeJson(rest) });
        }
        return request;
      },
    });
    expect(failedIds(result)).toEqual(['rule.invalid-patch-changes-nothing']);
    expect(failuresOf(result, 'rule.invalid-patch-changes-nothing')).toEqual([
      'the refused PATCH changed location',
    ]);
  });

  it('sends no Location on create: operation.createSpecialEvent', async () => {
    const result = await verifyDeviant({
      response(request, response) {
        if (!isOperation(request, 'POST', '/special-events')) return response;
        const headers = new Headers(response.headers);
        headers.delete('location');
        return { ...response, headers };
      },
    });
    expect(failedIds(result)).toEqual(['operation.createSpecialEvent']);
    expect(failuresOf(result, 'operation.createSpecialEvent')).toEqual([
      'required header Location is missing (contract: header)',
    ]);
  });
});

/**
 * Runs a server of `deviation()` at the level just below the one its rule belongs to, which it
 * must pass, and a new one at that level, which it must fail; resolves to the ids failed there.
 * Each run gets its own server: a deviation with memory (deleted events, say) would otherwise
 * carry the first run's events into the second, whose dates are elsewhere by its run id.
 */
async function caughtAt(deviation: () => Deviation, level: 'spec' | 'domain'): Promise<string[]> {
  const options = { allowPurchases: true, timeout: 2000, maxDuration: 20_000 };
  if (level === 'domain') {
    server = await startDeviantServer(deviation());
    const below = await verifyMuseumApi(server.url, { ...options, level: 'spec' });
    expect(failedIds(below), 'failed at spec').toEqual([]);
    await server.close();
  }
  server = await startDeviantServer(deviation());
  const result = await verifyMuseumApi(server.url, { ...options, level });
  expect(result.ok).toBe(false);
  return failedIds(result);
}

describe('verify catches each deviation at the level its rule belongs to', { timeout: 30_000 }, () => {
  it('refuses as text/plain where the description declares problem+json: spec', async () => {
    const failed = await caughtAt(
      () => ({
        response(_request, response) {
          if (response.status < 400) return response;
          const headers = new Headers(response.headers);
          headers.set('content-type', 'text/plain');
          return { ...response, headers, body: new TextEncoder().encode('Request refused') };
        },
      }),
      'spec',
    );
    expect(failed).toEqual(['auth.missing-credentials', 'error.declared-refusals']);
    const messages = failuresOf(
      await verifyMuseumApi(server?.url ?? '', { level: 'spec' }),
      'error.declared-refusals',
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^Museum API 1\.1\.1 declares getSpecialEvent's 400 as application\/problem\+json, got text\/plain/,
      ),
    );
  });

  it('serves requests without credentials: spec', async () => {
    const failed = await caughtAt(
      () => ({
        request(request) {
          if (request.headers.has('authorization')) return request;
          const headers = new Headers(request.headers);
          headers.set('authorization', `Basic ${btoa('anyone:')}`);
          return { ...request, headers };
        },
      }),
      'spec',
    );
    expect(failed).toEqual(['auth.missing-credentials']);
  });

  it('keeps listing a deleted event: domain, and nothing at spec', async () => {
    const failed = await caughtAt(
      (deleted = new Map<string, unknown>()) => ({
        async request(request, upstream) {
          if (isOperation(request, 'DELETE', '/special-events/:id')) {
            const read = await upstream({ ...request, method: 'GET', body: undefined });
            if (read.status === 200) deleted.set(request.url.pathname, json(read.body));
          }
          return request;
        },
        response(request, response) {
          if (!isOperation(request, 'GET', '/special-events') || response.status !== 200) return response;
          // As a store that never drops deleted rows from its date index would: on the first page
          // of any window that covers one of their dates.
          const query = request.url.searchParams;
          const [start, end] = [query.get('startDate'), query.get('endDate')];
          if (start === null || end === null || (query.get('page') ?? '1') !== '1') return response;
          const covered = [...deleted.values()].filter((event) =>
            (event as { dates: string[] }).dates.some((date) => date >= start && date <= end),
          );
          return { ...response, body: encodeJson([...(json(response.body) as unknown[]), ...covered]) };
        },
      }),
      'domain',
    );
    expect(failed).toEqual(['rule.deleted-event-leaves-lists']);
  });
});

describe('verify catches a server whose retries are not safe', { timeout: 20_000 }, () => {
  it('ignores Idempotency-Key: the retry checks fail, and every event it created twice is deleted', async () => {
    const result = await verifyDeviant({
      request(request) {
        const headers = new Headers(request.headers);
        headers.delete('idempotency-key');
        return { ...request, headers };
      },
    });
    expect(failedIds(result)).toEqual([
      'retry.create-replayed',
      'retry.key-misuse-refused',
      'retry.purchase-replayed',
    ]);
    expect(failuresOf(result, 'retry.create-replayed')[0]).toMatch(
      /^a repeat under the same Idempotency-Key was answered 201 with another body, not the first answer replayed/,
    );
    expect(failuresOf(result, 'retry.key-misuse-refused')).toEqual([
      'the reused key created a second event',
      'a malformed key created an event',
    ]);
    // Three events more than a server that keeps its keys: the repeat's, the reused and the malformed key's.
    expect(result.cleanup).toMatchObject({ created: 11, failures: [] });
  });

  it('answers with its own X-Request-Id, not the one sent: retry.request-id', async () => {
    const result = await verifyDeviant({
      response(_request, response) {
        const headers = new Headers(response.headers);
        headers.set('x-request-id', 'server-made-1');
        return { ...response, headers };
      },
    });
    expect(failedIds(result)).toEqual(['retry.request-id']);
    expect(failuresOf(result, 'retry.request-id')).toEqual([
      expect.stringMatching(/^X-Request-Id museum-verify-[0-9a-f]{8} sent, server-made-1 answered$/),
    ]);
  });

  it('sends no X-Request-Id at all: retry.request-id is skipped, since the contract makes it optional', async () => {
    server = await startDeviantServer({
      response(_request, response) {
        const headers = new Headers(response.headers);
        headers.delete('x-request-id');
        return { ...response, headers };
      },
    });
    const result = await verifyMuseumApi(server.url, { level: 'house', readOnly: true, timeout: 2000 });
    expect(result.ok).toBe(true);
    const check = result.checks.find((candidate) => candidate.id === 'retry.request-id');
    expect(check).toMatchObject({ status: 'skipped', reason: 'the server sends no X-Request-Id (optional)' });
  });
});

describe('verify fails checks, never the run, for a server that does not answer as an API', {
  timeout: 20_000,
}, () => {
  it('fails every check of a hanging server within about one timeout', async () => {
    server = await startHangingServer();
    const started = performance.now();
    const result = await verifyMuseumApi(server.url, {
      level: 'house',
      timeout: 300,
      maxDuration: 10_000,
    });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.summary).toEqual({ passed: 0, failed: 29, skipped: 10 });
    expect(result.checks[0]?.failures[0]?.message).toBe('no answer within 300 ms');
    expect(result.checks[1]?.failures[0]?.message).toBe(
      'not run: the server gave no answer (no answer within 300 ms)',
    );
  });

  it('fails every check of a server that drops connections', async () => {
    server = await startDroppingServer();
    const result = await verifyMuseumApi(server.url, { level: 'house', timeout: 1000, readOnly: true });
    expect(result.summary.passed).toBe(0);
    expect(result.checks[0]?.failures[0]?.message).toMatch(/^no answer: /);
  });

  it('fails the checks of a server that answers HTML, naming the media type', async () => {
    server = await startHtmlServer();
    const result = await verifyMuseumApi(server.url, {
      level: 'house',
      timeout: 1000,
      allowPurchases: true,
    });
    expect(result.summary.passed).toBe(0);
    expect(result.checks[0]?.failures).toContainEqual({
      request: expect.stringMatching(/^GET \/v1\.1\/museum-hours\?/),
      status: 200,
      message: expect.stringMatching(/Content-Type "text\/html; charset=utf-8" is not documented/),
    });
  });

  it('cuts off an answer that never ends at 8 MiB and fails the check that asked', async () => {
    server = await startEndlessServer();
    const result = await verifyMuseumApi(server.url, { level: 'house', readOnly: true, timeout: 2000 });
    expect(result.summary.passed).toBe(0);
    expect(result.checks[0]?.failures[0]?.message).toBe('no answer: the answer is larger than 8388608 bytes');
  });

  it('fails the checks of a server whose JSON does not parse', async () => {
    server = await startBrokenJsonServer();
    const result = await verifyMuseumApi(server.url, { level: 'house', timeout: 1000 });
    expect(result.summary.passed).toBe(0);
    expect(result.checks[0]?.failures).toContainEqual({
      request: expect.stringMatching(/^GET \/v1\.1\/museum-hours\?/),
      status: 200,
      message: 'the body is not valid JSON (contract: body)',
    });
  });

  it('stops at the bound on the whole run and still deletes its events', async () => {
    server = await startDeviantServer({
      async response(request, response) {
        // Slow on listing only: the run gets its events created, then runs out of time.
        if (isOperation(request, 'GET', '/special-events'))
          await new Promise((resolve) => setTimeout(resolve, 150));
        return response;
      },
    });
    const result = await verifyMuseumApi(server.url, {
      level: 'house',
      timeout: 1000,
      maxDuration: 1500,
    });
    expect(result.stopped).toBe('time bound');
    expect(result.ok).toBe(false);
    expect(result.checks.some((check) => check.reason === 'not run: the run reached its time bound')).toBe(
      true,
    );
    expect(result.cleanup.failures).toEqual([]);
    const left = server.upstream?.mock.store
      .allEvents()
      .filter((event) => event.name.startsWith('museum-verify'));
    expect(left).toEqual([]);
  });
});
